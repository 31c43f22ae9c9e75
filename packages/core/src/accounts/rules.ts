// Account rules shared by the forms and the API (issue 3; docs/decisions/006-accounts-server-side.md).
import { SHOP_TIME_ZONE } from '../constants.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Taiwanese mobile numbers: 09 followed by eight digits. */
export const TAIWAN_MOBILE_PATTERN = /^09\d{8}$/;

/** Hong Kong mobile numbers: eight digits from 4 to 9, optionally after +852 / 852 (spaces and dashes allowed). */
const HONG_KONG_MOBILE_PATTERN = /^(?:\+?852)?([4-9]\d{7})$/;

/** A Hong Kong mobile as typed ('9123 4567', '+852-9123-4567') in E.164 ('+85291234567'); null when it is none. */
export function hongKongMobileE164(typed: string): string | null {
  const digits = HONG_KONG_MOBILE_PATTERN.exec(typed.replace(/[\s-]/g, ''))?.[1];
  return digits ? `+852${digits}` : null;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const MEMBER_NAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
/** Birthdays before this date are taken for typing mistakes. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 5 * MINUTE_MS;
/** A new code for the same number and purpose is refused until this long after the last one. */
export const OTP_RESEND_COOLDOWN_MS = 60 * SECOND_MS;
/** Wrong tries after which a code dies. */
export const OTP_MAX_ATTEMPTS = 5;
/** Largest image an upload may be (width × height), read from its header before it is decoded. */
export const UPLOAD_IMAGE_MAX_PIXELS = 40_000_000;
/** Contact messages one client address may post per hour. */
export const CONTACT_POSTS_PER_ADDRESS_PER_HOUR = 5;
/** Bytes of contact attachments the whole shop accepts per day (CONTACT_UPLOAD_MB_PER_DAY). */
export const CONTACT_UPLOAD_MB_PER_DAY_DEFAULT = 200;
/** Shop-wide SMS budget per hour (SMS_MAX_PER_HOUR): past it sends are refused and an alert is logged. */
export const SMS_MAX_PER_HOUR_DEFAULT = 300;
/** Password failures on one account after which every further try waits (doubling up to the maximum). */
export const LOGIN_SLOWDOWN_AFTER_FAILURES = 5;
export const LOGIN_SLOWDOWN_FIRST_DELAY_MS = 250;
export const LOGIN_SLOWDOWN_MAX_DELAY_MS = 8 * SECOND_MS;

/** How long a login waits once an account has `failures` recent failures from anywhere (0 below the threshold). */
export function loginSlowdownMs(failures: number): number {
  const over = failures - LOGIN_SLOWDOWN_AFTER_FAILURES;
  if (over < 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_FIRST_DELAY_MS * 2 ** over, LOGIN_SLOWDOWN_MAX_DELAY_MS);
}

/** campaign: a campaign sign-up (any number, member or not; docs/decisions/008-campaign-sign-up.md). */
export const OTP_PURPOSES = [
  'register',
  'login',
  'bind-line',
  'change-mobile',
  'campaign',
  'reset-password',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** member_nowtier2025 values: normal 0, gold 1, diamond 2, black 3, and 99 for a new website member. */
export const MEMBER_TIERS = [0, 1, 2, 3, 99] as const;
export type MemberTier = (typeof MEMBER_TIERS)[number];
export const NEW_MEMBER_TIER: MemberTier = 99;

export function isTaiwanMobile(value: string): boolean {
  return TAIWAN_MOBILE_PATTERN.test(value);
}

/** Today's date (YYYY-MM-DD) on the shop's wall clock, Asia/Taipei. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** A real calendar date between EARLIEST_BIRTHDAY and today (Taipei). */
export function isPlausibleBirthday(value: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_BIRTHDAY && value <= shopToday(now);
}
