import { CampaignSignupAnswer, CampaignSignupBody } from './campaigns.ts';
import { defineShopCall } from './catalogue-calls.ts';

/** Campaign calls (the sign-up is not in storefront.md §7; docs/decisions.md "Campaign sign-up"). */
export const campaignCalls = {
  /** OTP-verified sign-up; guests and members alike (a member's token binds the sign-up). */
  signup: defineShopCall({
    method: 'POST',
    route: 'post-campaign-signup',
    path: () => 'post-campaign-signup',
    body: CampaignSignupBody,
    answer: CampaignSignupAnswer,
    auth: 'optional',
  }),
} as const;
