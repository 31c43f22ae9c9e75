import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SendOtpAnswer, SendOtpBody } from '@shop/contracts';
import {
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  type OtpPurpose,
  smsMessages,
} from '@shop/core';
import { unauthenticated } from '../../errors.ts';
import { SmsDeliveryError } from '../../integrations/sms/index.ts';
import type { AccountsContext, Caller } from '../accounts/index.ts';
import { accountErrors } from '../accounts/index.ts';
import { isMobileTaken } from '../members/index.ts';
import { consumeThrottle, THROTTLE_RULES, type ThrottleRule } from '../throttles/index.ts';
import { addFailedAttempt, insertOtp, markOtpUsed, selectOpenOtp } from './otp.repository.ts';

const MINUTE_MS = 60_000;
const OTP_COOLDOWN_RULE: ThrottleRule = { name: 'otp-cooldown', max: 1, windowMs: OTP_RESEND_COOLDOWN_MS };

function hashOtp(mobile: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Whether a code may be sent for this purpose: register and change-mobile need a free number
 * (change-mobile also a logged-in member), login, bind-line and reset-password a member's number;
 * campaign any number.
 */
async function checkPurpose(ctx: AccountsContext, mobile: string, purpose: OtpPurpose, caller: Caller) {
  if (purpose === 'campaign') return;
  if (purpose === 'change-mobile' && caller.memberId === null) throw unauthenticated();
  const taken = await isMobileTaken(ctx.db, mobile);
  if ((purpose === 'register' || purpose === 'change-mobile') && taken) throw accountErrors.mobileTaken();
  if ((purpose === 'login' || purpose === 'bind-line' || purpose === 'reset-password') && !taken) {
    throw accountErrors.mobileNotRegistered();
  }
}

/**
 * Sends a 6-digit code by SMS, bound to the number and purpose. Limits, in order: per client address
 * (before anything about the number is told), the resend cooldown, and per number per hour.
 */
export async function sendOtp(
  ctx: AccountsContext,
  body: SendOtpBody,
  caller: Caller,
): Promise<SendOtpAnswer> {
  const { mobile, purpose } = body;
  await consumeThrottle(ctx, THROTTLE_RULES.otpSendsPerIp, caller.ip, accountErrors.tooManyRequests);
  await checkPurpose(ctx, mobile, purpose, caller);
  await consumeThrottle(ctx, OTP_COOLDOWN_RULE, `${purpose}:${mobile}`, accountErrors.otpCooldown);
  await consumeThrottle(ctx, THROTTLE_RULES.otpSendsPerMobile, mobile, accountErrors.tooManyRequests);

  const now = ctx.now();
  const code = newCode();
  await insertOtp(ctx.db, {
    mobile,
    purpose,
    code_hash: hashOtp(mobile, purpose, code),
    created_at: now,
    expires_at: new Date(now.getTime() + OTP_LIFETIME_MS),
  });
  try {
    await ctx.sms.send({ mobile, purpose, body: smsMessages.otp(code, OTP_LIFETIME_MS / MINUTE_MS) });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    ctx.log.error({ err: error, provider: ctx.sms.provider }, 'SMS delivery failed');
    throw accountErrors.smsFailed();
  }
  return {
    expires_in_seconds: OTP_LIFETIME_MS / 1000,
    resend_after_seconds: OTP_RESEND_COOLDOWN_MS / 1000,
  };
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

  const given = Buffer.from(hashOtp(target.mobile, target.purpose, target.code), 'hex');
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
