import { readCookie } from '../page/cookies.ts';

const VISITOR_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const VISITOR_ID_RANDOM_LENGTH = 9;
const ANALYTICS_COOKIE_NAME = '_ga';
/** _ga cookie value: GA{version}.{domain depth}.{client id of two numbers}. */
const ANALYTICS_COOKIE_VALUE = /^GA\d+\.\d+\.(\d+\.\d+)$/;

export const VISITOR_ID_PATTERN = /^visitor_\d+_[a-z0-9]{9}$/;
export const ANALYTICS_CLIENT_ID_PATTERN = /^\d+\.\d+$/;

/** A new visitor id: visitor_{timestamp}_{9 characters of a-z0-9}; `random` returns [0, 1). */
export function makeVisitorId(now: number, random: () => number): string {
  let suffix = '';
  for (let i = 0; i < VISITOR_ID_RANDOM_LENGTH; i++) {
    const index = Math.min(Math.floor(random() * VISITOR_ID_ALPHABET.length), VISITOR_ID_ALPHABET.length - 1);
    suffix += VISITOR_ID_ALPHABET[index];
  }
  return `visitor_${Math.floor(now)}_${suffix}`;
}

/** The analytics client id from a Cookie header ('_ga=GA1.1.123.456' → '123.456'), or null. */
export function readAnalyticsClientId(cookieHeader: string | null | undefined): string | null {
  const value = readCookie(cookieHeader, ANALYTICS_COOKIE_NAME);
  return value === null ? null : (ANALYTICS_COOKIE_VALUE.exec(value)?.[1] ?? null);
}

/** Whether a value sent as X-Visit-ID has one of the two shapes the storefront makes. */
export function isVisitId(value: string): boolean {
  return VISITOR_ID_PATTERN.test(value) || ANALYTICS_CLIENT_ID_PATTERN.test(value);
}

/** The visitor id of storefront.md §3: the analytics client id when present, otherwise a new one. */
export function resolveVisitorId(
  cookieHeader: string | null | undefined,
  now: number,
  random: () => number,
): string {
  return readAnalyticsClientId(cookieHeader) ?? makeVisitorId(now, random);
}
