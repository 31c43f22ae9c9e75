import type { SendOtpAnswer, SendOtpBody } from '@shop/contracts';
import type { OtpPurpose } from '@shop/core';
import { unauthenticated } from '../../errors.ts';
import { type AccountsContext, accountErrors, type Caller } from '../../modules/accounts/index.ts';
import { campaignErrors, hasOpenCampaign } from '../../modules/campaigns/index.ts';
import { isMobileTaken } from '../../modules/members/index.ts';
import { limitOtpSender, sendOtpCode } from '../../modules/otp/index.ts';
import { type FlowStep, runFlow } from '../flow.ts';

interface SendOtpContext {
  readonly accounts: AccountsContext;
  readonly body: SendOtpBody;
  readonly caller: Caller;
  mayReceive?: boolean;
  answer?: SendOtpAnswer;
}

/**
 * Whether a code may be sent for this purpose: register and change-mobile need a free number
 * (change-mobile also a logged-in member), bind-line a member's number, campaign an open campaign.
 * Answers false when the answer must look sent but nothing may go out: a login or reset-password code
 * for a number no member has (send-otp must not tell who is a member).
 */
export async function mayReceiveOtp(
  ctx: AccountsContext,
  mobile: string,
  purpose: OtpPurpose,
  caller: Caller,
): Promise<boolean> {
  if (purpose === 'campaign') {
    if (!(await hasOpenCampaign(ctx.db, ctx.now()))) throw campaignErrors.ended();
    return true;
  }
  if (purpose === 'change-mobile' && caller.memberId === null) throw unauthenticated();
  const taken = await isMobileTaken(ctx.db, mobile);
  if ((purpose === 'register' || purpose === 'change-mobile') && taken) throw accountErrors.mobileTaken();
  if (purpose === 'bind-line' && !taken) throw accountErrors.mobileNotRegistered();
  return (purpose !== 'login' && purpose !== 'reset-password') || taken;
}

// Nothing here needs undoing: the throttles count tries, sent or refused, and the code is stored only
// by the last step. The purpose check reads members and campaigns, which is why it is a flow and not
// inside the otp module (that made otp ⇄ members ⇄ campaigns an import cycle).
const SEND_OTP_STEPS: readonly FlowStep<SendOtpContext>[] = [
  {
    name: 'limit the sender per address',
    run: ({ accounts, body, caller }) => limitOtpSender(accounts, body.purpose, caller),
  },
  {
    name: 'check the purpose',
    run: async (flow) => {
      flow.mayReceive = await mayReceiveOtp(flow.accounts, flow.body.mobile, flow.body.purpose, flow.caller);
    },
  },
  {
    name: 'send the code',
    run: async (flow) => {
      flow.answer = await sendOtpCode(flow.accounts, flow.body, flow.mayReceive === true);
    },
  },
];

/** send-otp (storefront.md §7.6): limits, the purpose check, then the code by SMS. */
export async function sendOtp(
  accounts: AccountsContext,
  body: SendOtpBody,
  caller: Caller,
): Promise<SendOtpAnswer> {
  const done = await runFlow('send-otp', SEND_OTP_STEPS, { accounts, body, caller });
  return done.answer as SendOtpAnswer;
}
