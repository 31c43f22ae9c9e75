import { CampaignErrorCode } from '@shop/contracts';
import { contentMessages } from '@shop/core';
import { ApiError } from '../../errors.ts';

const messages = contentMessages.signup.errors;

export const campaignErrors = {
  notFound: () =>
    new ApiError(404, CampaignErrorCode.campaignNotFound, messages.campaignNotFound, {
      campaign: [messages.campaignNotFound],
    }),
  notStarted: () => new ApiError(409, CampaignErrorCode.notStarted, messages.notStarted),
  ended: () => new ApiError(409, CampaignErrorCode.ended, messages.ended),
  full: () => new ApiError(409, CampaignErrorCode.full, messages.full),
  alreadySignedUp: () =>
    new ApiError(409, CampaignErrorCode.alreadySignedUp, messages.alreadySignedUp, {
      mobile: [messages.alreadySignedUp],
    }),
};
