import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { SendOtpAnswer, SendOtpBody } from '@shop/contracts';
import {
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  type OtpPurpose,
  smsMessages,
} from '@shop/core';
import { queueSms, smsSealKey } from '../../integrations/sms/index.ts';
import type { AccountsContext, Caller } from '../accounts/index.ts';
import { accountErrors } from '../accounts/index.ts';
import {
  consumeThrottle,
  SMS_BUDGET_KEY,
  SMS_BUDGET_WINDOW_MS,
  THROTTLE_RULES,
  type ThrottleRule,
} from '../throttles/index.ts';
import { addFailedAttempt, insertOtp, markOtpUsed, selectOpenOtp } from './otp.repository.ts';

const MINUTE_MS = 60_000;
const OTP_COOLDOWN_RULE: ThrottleRule = { name: 'otp-cooldown', max: 1, windowMs: OTP_RESEND_COOLDOWN_MS };

/** What is stored for a code: an HMAC with the server's secret, so a copy of the table cannot be brute-forced. */
function hashOtp(secret: string, mobile: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${purpose}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Counts one SMS against the shop-wide hourly budget; past it the send is refused and an alert logged. */
async function consumeSmsBudget(ctx: AccountsContext, purpose: OtpPurpose): Promise<void> {
  const rule: ThrottleRule = {
    name: 'sms-budget',
    max: ctx.config.smsMaxPerHour,
    windowMs: SMS_BUDGET_WINDOW_MS,
  };
  await consumeThrottle(ctx, rule, SMS_BUDGET_KEY, (seconds) => {
    ctx.log.error(
      { alert: 'sms-budget-exhausted', purpose, maxPerHour: ctx.config.smsMaxPerHour },
      'ALERT: the shop-wide SMS budget is used up; one-time codes are refused',
    );
    return accountErrors.tooManyRequests(seconds);
  });
}

/**
 * The limits counted before anything about the number is told: per client address, and per address and
 * purpose. The send-otp flow checks the purpose after these and then calls sendOtpCode.
 */
export async function limitOtpSender(
  ctx: AccountsContext,
  purpose: OtpPurpose,
  caller: Caller,
): Promise<void> {
  const perAddress = ctx.config.otpSendsPerAddressPerHour;
  const addressRule = { ...THROTTLE_RULES.otpSendsPerIp, max: perAddress };
  const addressAndPurposeRule = { ...THROTTLE_RULES.otpSendsPerIpAndPurpose, max: Math.ceil(perAddress / 2) };
  await consumeThrottle(ctx, addressRule, caller.ip, accountErrors.tooManyRequests);
  await consumeThrottle(ctx, addressAndPurposeRule, `${caller.ip}:${purpose}`, accountErrors.tooManyRequests);
}

/**
 * Sends a 6-digit code by SMS, bound to the number and purpose, after the resend cooldown, the per-number
 * hourly limit and the shop-wide hourly budget. With mayReceive false (a login or reset-password code for
 * a number no member has) the answer looks sent but nothing goes out.
 */
export async function sendOtpCode(
  ctx: AccountsContext,
  body: SendOtpBody,
  mayReceive: boolean,
): Promise<SendOtpAnswer> {
  const { mobile, purpose } = body;
  await consumeThrottle(ctx, OTP_COOLDOWN_RULE, `${purpose}:${mobile}`, accountErrors.otpCooldown);
  await consumeThrottle(ctx, THROTTLE_RULES.otpSendsPerMobile, mobile, accountErrors.tooManyRequests);
  const answer = {
    expires_in_seconds: OTP_LIFETIME_MS / 1000,
    resend_after_seconds: OTP_RESEND_COOLDOWN_MS / 1000,
  };
  if (!mayReceive) return answer;
  await consumeSmsBudget(ctx, purpose);

  const now = ctx.now();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MS);
  // The code and its text's job together (decision 130): the queue's worker sends it within a second or
  // so, retrying a failing gateway until the code expires; the text travels sealed.
  await ctx.db.transaction(async (tx) => {
    await insertOtp(tx, {
      mobile,
      purpose,
      code_hash: hashOtp(ctx.config.otpSecret, mobile, purpose, code),
      created_at: now,
      expires_at: expiresAt,
    });
    await queueSms(
      tx,
      ctx.sms,
      { mobile, purpose, body: smsMessages.otp(code, OTP_LIFETIME_MS / MINUTE_MS) },
      { key: smsSealKey(ctx.config.otpSecret), sendBefore: expiresAt },
    );
  });
  return answer;
}

export interface OtpTarget {
  mobile: string;
  purpose: OtpPurpose;
  code: string;
}

/**
 * Checks the open code for a number and purpose without using it up, and answers its id. A wrong code
 * counts a try; the fifth wrong try kills the code (429 OTP_LOCKED) and a new one must be asked for.
 * A used, superseded or other-purpose code is simply not found (422 OTP_INVALID).
 */
export async function checkOtp(ctx: AccountsContext, target: OtpTarget): Promise<number> {
  const now = ctx.now();
  const otp = await selectOpenOtp(ctx.db, target.mobile, target.purpose);
  if (!otp) throw accountErrors.otpInvalid();
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw accountErrors.otpLocked();
  if (otp.expires_at.getTime() <= now.getTime()) throw accountErrors.otpExpired();

  const given = Buffer.from(hashOtp(ctx.config.otpSecret, target.mobile, target.purpose, target.code), 'hex');
  const stored = Buffer.from(otp.code_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const attempts = await addFailedAttempt(ctx.db, otp.otp_id, OTP_MAX_ATTEMPTS);
    if (attempts === null || attempts >= OTP_MAX_ATTEMPTS) throw accountErrors.otpLocked();
    throw accountErrors.otpInvalid();
  }
  return otp.otp_id;
}

/** Uses up a code checkOtp accepted; only one request can (a second one gets 422 OTP_INVALID). */
export async function useOtp(ctx: AccountsContext, otpId: number): Promise<void> {
  if (!(await markOtpUsed(ctx.db, otpId, OTP_MAX_ATTEMPTS, ctx.now()))) throw accountErrors.otpInvalid();
}

/** checkOtp then useOtp. */
export async function consumeOtp(ctx: AccountsContext, target: OtpTarget): Promise<void> {
  await useOtp(ctx, await checkOtp(ctx, target));
}
