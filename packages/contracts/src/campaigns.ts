// Campaign sign-up (/co-fitness-2509 and later campaigns; docs/decisions/008-campaign-sign-up.md).
// The body is checked by the same schema in the sign-up dialog and again in the API.
import { z } from 'zod';
import { Email, MemberName, OtpCode, TaiwanMobile } from './accounts.ts';

/** Codes of the sign-up call's error answers, beside the general ones and the OTP ones. */
export const CampaignErrorCode = {
  campaignNotFound: 'CAMPAIGN_NOT_FOUND',
  notStarted: 'CAMPAIGN_NOT_STARTED',
  ended: 'CAMPAIGN_ENDED',
  full: 'CAMPAIGN_FULL',
  alreadySignedUp: 'ALREADY_SIGNED_UP',
} as const;
export type CampaignErrorCode = (typeof CampaignErrorCode)[keyof typeof CampaignErrorCode];

/** A campaign's slug, as the page's signup block names it. */
export const CampaignSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

export const CampaignSignupBody = z.strictObject({
  campaign: CampaignSlug,
  name: MemberName,
  mobile: TaiwanMobile,
  /** Optional; an empty string counts as not given. */
  email: z.union([z.literal('').transform(() => undefined), Email]).optional(),
  /** A code sent to the mobile with purpose campaign. */
  otp: OtpCode,
});
export type CampaignSignupBody = z.infer<typeof CampaignSignupBody>;

export const CampaignSignupAnswer = z.object({
  data: z.object({
    campaign: z.string(),
    title: z.string(),
    /** When the sign-up was stored (ISO instant). */
    created_at: z.string(),
    /** True when the call carried a member's token and the sign-up is bound to that member. */
    member_bound: z.boolean(),
  }),
});
export type CampaignSignupAnswer = z.infer<typeof CampaignSignupAnswer>;
