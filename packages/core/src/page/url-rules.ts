import {
  CHUNK_ERROR_RELOAD_GUARD_MS,
  REFERRAL_BROWSE_THRESHOLD_MS,
  REFERRAL_COOKIE_MAX_AGE_SECONDS,
  REFERRAL_COOKIE_NAME,
  REFERRAL_EXPIRY_MS,
  REFERRAL_TIMESTAMP_OFFSET_MS,
} from '../constants.ts';

export const DEFAULT_PRODUCT_IMAGE = '/default-product.jpg';
export const UPLOAD_PATH = '/upload/';
/** Shop-relative image paths that are served by the image host (storefront.md §2.12). */
export const IMAGE_HOST_PATH_PREFIXES = [
  '/userfiles2/',
  '/userfiles/',
  '/upload/',
  '/images/',
  '/Images/',
] as const;

const ENCODED_SEPARATORS = /%3D|%26/gi;
const ABSOLUTE_HTTP_URL = /^(https?:)?\/\//i;

/** The URL with %3D and %26 decoded, or null when it holds neither (no reload needed). */
export function decodeEncodedSeparators(url: string): string | null {
  if (!url.match(ENCODED_SEPARATORS)) return null;
  return url.replace(ENCODED_SEPARATORS, (encoded) => (encoded === '%26' ? '&' : '='));
}

/** Whether a failed application-part load may reload the page: at most once per 10 s. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_ERROR_RELOAD_GUARD_MS;
}

/** The image-host address of an image source, or null when it stays as it is. */
export function rewriteImageSrc(
  src: string,
  imageHost: string,
  shopOrigins: readonly string[],
): string | null {
  const host = trimTrailingSlashes(imageHost);
  if (host === '') return null;
  const path = imageHostPath(src, shopOrigins);
  if (path === null) return null;
  const rewritten = `${host}${path}`;
  return rewritten === src ? null : rewritten;
}

function imageHostPath(src: string, shopOrigins: readonly string[]): string | null {
  if (IMAGE_HOST_PATH_PREFIXES.some((prefix) => src.startsWith(prefix))) return src;
  if (!ABSOLUTE_HTTP_URL.test(src)) return null;
  const url = parseUrl(src);
  if (url === null || !shopHostnames(shopOrigins).has(url.hostname)) return null;
  return `${url.pathname}${url.search}`;
}

function shopHostnames(shopOrigins: readonly string[]): Set<string> {
  const hostnames = shopOrigins.map((origin) =>
    parseUrl(ABSOLUTE_HTTP_URL.test(origin) ? origin : `//${origin}`),
  );
  return new Set(hostnames.flatMap((url) => (url ? [url.hostname] : [])));
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, 'https://base.invalid');
  } catch {
    return null;
  }
}

function trimTrailingSlashes(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** A product image address: the default image when missing, as-is when absolute, else the upload path. */
export function productImageUrl(pImg: string | null | undefined, imageHost = ''): string {
  const image = pImg?.trim() ?? '';
  if (image === '') return DEFAULT_PRODUCT_IMAGE;
  if (image.startsWith('http')) return image;
  return `${trimTrailingSlashes(imageHost)}${UPLOAD_PATH}${image.replace(/^\/+/, '')}`;
}

// The referral cookie's timestamp is the Taipei wall clock written as epoch ms (now + 8 h), as the
// referral program stores it. Comparisons shift `now` the same way, so the 3 s browse threshold and the
// 24 h expiry count from the moment the cookie was set.
export interface ReferralCookie {
  ecid: string;
  timestamp: number;
}

function referralClock(now: number): number {
  return now + REFERRAL_TIMESTAMP_OFFSET_MS;
}

export function makeReferralCookie(ecid: string, now: number): ReferralCookie {
  return { ecid, timestamp: referralClock(now) };
}

/** The URL-encoded JSON value of the lineshipping cookie. */
export function referralCookieValue(ecid: string, now: number): string {
  return encodeURIComponent(JSON.stringify(makeReferralCookie(ecid, now)));
}

/** A document.cookie / Set-Cookie string that stores the referral cookie for 86400 s. */
export function referralSetCookie(ecid: string, now: number): string {
  const value = referralCookieValue(ecid, now);
  return `${REFERRAL_COOKIE_NAME}=${value}; Max-Age=${REFERRAL_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The referral cookie from its raw (URL-encoded) value, or null when it is not one. */
export function parseReferralCookie(value: string | null | undefined): ReferralCookie | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { ecid, timestamp } = parsed as Record<string, unknown>;
    if (typeof ecid !== 'string' || ecid === '' || typeof timestamp !== 'number') return null;
    return { ecid, timestamp };
  } catch {
    return null;
  }
}

export function isReferralExpired(cookie: ReferralCookie, now: number): boolean {
  return referralClock(now) - cookie.timestamp > REFERRAL_EXPIRY_MS;
}

/** Whether enough time has passed since the cookie was set to send a browse event. */
export function isReferralBrowseDue(cookie: ReferralCookie, now: number): boolean {
  return referralClock(now) - cookie.timestamp >= REFERRAL_BROWSE_THRESHOLD_MS;
}
