import type { Database } from '@shop/db';
import type { AccountsContext } from '../accounts/index.ts';
import { clearThrottle, hitThrottle, peekThrottle } from './throttle.repository.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export interface ThrottleRule {
  /** Prefix of the counter key. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Limits of the account calls, counted in the throttles table (docs/decisions/006-accounts-server-side.md). A Taiwanese
 * mobile carrier puts many phones behind one address, so the per-IP limits are looser than the per-account ones.
 */
export const THROTTLE_RULES = {
  loginFailuresPerAccount: { name: 'login-fail:account', max: 5, windowMs: 15 * MINUTE_MS },
  loginFailuresPerIp: { name: 'login-fail:ip', max: 20, windowMs: 15 * MINUTE_MS },
  passwordChangeFailures: { name: 'password-fail:member', max: 5, windowMs: 15 * MINUTE_MS },
  otpSendsPerIp: { name: 'otp-send:ip', max: 10, windowMs: 60 * MINUTE_MS },
  otpSendsPerMobile: { name: 'otp-send:mobile', max: 5, windowMs: 60 * MINUTE_MS },
  otpSendsPerIpAndPurpose: { name: 'otp-send:ip-purpose', max: 5, windowMs: 60 * MINUTE_MS },
  loginFailuresPerAccountAndIp: { name: 'login-fail:account-ip', max: 5, windowMs: 15 * MINUTE_MS },
  existChecksPerIp: { name: 'exist-check:ip', max: 10, windowMs: 10 * MINUTE_MS },
  socialLoginsPerIp: { name: 'social-login:ip', max: 30, windowMs: 15 * MINUTE_MS },
  campaignSignupsPerIp: { name: 'campaign-signup:ip', max: 20, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, ThrottleRule>;

/**
 * No rule counts over a longer window (the OTP resend cooldown, kept in otp.service.ts, is shorter):
 * a counter whose window started earlier than this is over, and the cleanup may delete it.
 */
/** The shop-wide SMS budget (its max is SMS_MAX_PER_HOUR). */
export const SMS_BUDGET_WINDOW_MS = 60 * MINUTE_MS;
export const SMS_BUDGET_KEY = 'shop';
/** The counter of that budget, shared by the one-time codes (otp.service.ts) and the order confirmations. */
const SMS_BUDGET_RULE_NAME = 'sms-budget';

/** Counts one SMS against the shop-wide hourly budget; false when it is used up (the SMS must not go). */
export async function takeSmsBudget(db: Database, now: Date, maxPerHour: number): Promise<boolean> {
  const key = `${SMS_BUDGET_RULE_NAME}:${SMS_BUDGET_KEY}`;
  const { count } = await hitThrottle(db, key, SMS_BUDGET_WINDOW_MS, now);
  return count <= maxPerHour;
}

export const LONGEST_THROTTLE_WINDOW_MS = Math.max(
  ...Object.values(THROTTLE_RULES).map((rule: ThrottleRule) => rule.windowMs),
);

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;

function secondsLeft(windowStart: Date, rule: ThrottleRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / SECOND_MS));
}

/** Counts one use; throws the error of `refuse(seconds)` when it goes past the rule's max. */
export async function consumeThrottle(
  ctx: AccountsContext,
  rule: ThrottleRule,
  subject: string,
  refuse: (retryAfterSeconds: number) => Error,
): Promise<void> {
  const now = ctx.now();
  const { count, windowStart } = await hitThrottle(ctx.db, keyOf(rule, subject), rule.windowMs, now);
  if (count > rule.max) throw refuse(secondsLeft(windowStart, rule, now));
}

/** Throws the error of `refuse(seconds)` when the rule's max is already reached; counts nothing. */
export async function checkThrottle(
  ctx: AccountsContext,
  rule: ThrottleRule,
  subject: string,
  refuse: (retryAfterSeconds: number) => Error,
): Promise<void> {
  const now = ctx.now();
  const current = await peekThrottle(ctx.db, keyOf(rule, subject), rule.windowMs, now);
  if (current && current.count >= rule.max) throw refuse(secondsLeft(current.windowStart, rule, now));
}

/** The count of the rule's current window for a subject (0 when none). */
export async function countThrottle(
  ctx: AccountsContext,
  rule: ThrottleRule,
  subject: string,
): Promise<number> {
  const current = await peekThrottle(ctx.db, keyOf(rule, subject), rule.windowMs, ctx.now());
  return current?.count ?? 0;
}

/** Counts one event (a failure) without refusing anything. */
export async function recordThrottle(
  ctx: AccountsContext,
  rule: ThrottleRule,
  subject: string,
): Promise<void> {
  await hitThrottle(ctx.db, keyOf(rule, subject), rule.windowMs, ctx.now());
}

export async function resetThrottle(
  ctx: AccountsContext,
  rule: ThrottleRule,
  subject: string,
): Promise<void> {
  await clearThrottle(ctx.db, keyOf(rule, subject));
}
