import { CampaignSignupAnswer, CampaignSignupBody } from './campaigns.ts';
import { callsOf } from './define-call.ts';

const campaignCall = callsOf('campaigns');

/** Campaign calls (the sign-up is not in storefront.md §7; docs/decisions/008-campaign-sign-up.md). */
export const campaignCalls = {
  /** OTP-verified sign-up; guests and members alike (a member's token binds the sign-up). */
  signup: campaignCall({
    method: 'POST',
    route: 'post-campaign-signup',
    summary:
      'Sign a mobile up for an open campaign with a code sent for purpose campaign; a bearer token binds the member',
    body: CampaignSignupBody,
    answer: CampaignSignupAnswer,
    errors: [404, 409, 422, 429],
    auth: 'optional',
  }),
} as const;
