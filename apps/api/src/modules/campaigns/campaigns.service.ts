import type { CampaignSignupAnswer, CampaignSignupBody } from '@shop/contracts';
import type { AccountsContext, Caller } from '../accounts/index.ts';
import { accountErrors, uniqueViolation } from '../accounts/index.ts';
import { checkOtp, useOtp } from '../otp/index.ts';
import { consumeThrottle, THROTTLE_RULES } from '../throttles/index.ts';
import { campaignErrors } from './campaign-errors.ts';
import {
  type CampaignRow,
  hasSignup,
  insertSignup,
  inTransaction,
  selectCampaignBySlug,
  takePlace,
} from './campaigns.repository.ts';

/** Refuses a campaign that is not open at `now` (starts_at <= now < ends_at) or has no place left. */
function assertOpen(campaign: CampaignRow, now: Date): void {
  if (now.getTime() < campaign.starts_at.getTime()) throw campaignErrors.notStarted();
  if (now.getTime() >= campaign.ends_at.getTime()) throw campaignErrors.ended();
  if (campaign.capacity !== null && campaign.signup_count >= campaign.capacity) throw campaignErrors.full();
}

/**
 * Signs a mobile up for a campaign, verified by a code sent with purpose campaign. Order: the per-IP
 * limit, the campaign (known, open, not full), the code (a wrong one counts a try, the fifth kills it),
 * and only then whether the number signed up already, so nobody learns that without the number's code.
 * The code is used up, the place counted and the row stored in one transaction; a caller with a live
 * bearer token has the sign-up bound to their member id.
 */
export async function signUp(
  ctx: AccountsContext,
  body: CampaignSignupBody,
  caller: Caller,
): Promise<CampaignSignupAnswer> {
  await consumeThrottle(ctx, THROTTLE_RULES.campaignSignupsPerIp, caller.ip, accountErrors.tooManyRequests);
  const campaign = await selectCampaignBySlug(ctx.db, body.campaign);
  if (!campaign) throw campaignErrors.notFound();
  assertOpen(campaign, ctx.now());

  const otpId = await checkOtp(ctx, { mobile: body.mobile, purpose: 'campaign', code: body.otp });
  if (await hasSignup(ctx.db, campaign.campaign_id, body.mobile)) throw campaignErrors.alreadySignedUp();

  const now = ctx.now();
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      await useOtp({ ...ctx, db: tx }, otpId);
      if (!(await takePlace(tx, campaign.campaign_id))) throw campaignErrors.full();
      return insertSignup(tx, {
        campaign_id: campaign.campaign_id,
        member_id: caller.memberId,
        name: body.name,
        mobile: body.mobile,
        email: body.email ?? null,
        created_at: now,
      });
    });
    return {
      data: {
        campaign: campaign.slug,
        title: campaign.title,
        created_at: row.created_at.toISOString(),
        member_bound: row.member_id !== null,
      },
    };
  } catch (error) {
    // Two requests with the same number and two codes: the unique key lets one through.
    if (uniqueViolation(error) !== null) throw campaignErrors.alreadySignedUp();
    throw error;
  }
}

export { campaignErrors };
