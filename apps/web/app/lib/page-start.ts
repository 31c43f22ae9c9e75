/**
 * What runs on every page start or route change (storefront.md §2.4): the token, currency and
 * referral query parameters, the reload for encoded separators, scrolling, the reload after a failed
 * chunk load and the visitor id. Everything here is small; the content injection and the image-host
 * re-pointing live in ./page-enhancements.ts, which is imported lazily.
 */
import {
  CURRENCY_COOKIE,
  currencyCookie,
  decodeEncodedSeparators,
  makeVisitorId,
  parseCurrency,
  REFERRAL_COOKIE_NAME,
  readAnalyticsClientId,
  readCookie,
  referralSetCookie,
  SCROLL_TO_HASH_MAX_TRIES,
  SCROLL_TO_HASH_RETRY_INTERVAL_MS,
  shouldReloadAfterChunkError,
} from '@shop/core';
import { type BrowserStorage, LocalKey, SessionKey } from './storage.ts';

const TOKEN_PARAM = 'token';
const CURRENCY_PARAM = 'currency';
const REFERRAL_PARAM = 'ecid';

export interface CookieJar {
  /** The whole cookie string, as document.cookie reads it. */
  read(): string;
  /** One Set-Cookie style string, as document.cookie takes it. */
  write(cookie: string): void;
}

export function documentCookies(doc: Document): CookieJar {
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

/**
 * Applies the query parameters any route may carry: `token` becomes the auth token,
 * `currency=HKD` the stored currency, and `ecid` the lineshipping cookie when it is absent.
 */
export function applyStartQuery(
  href: string,
  deps: { storage: BrowserStorage; cookies: CookieJar; now: () => number },
): void {
  const query = new URL(href).searchParams;
  const token = query.get(TOKEN_PARAM);
  if (token) deps.storage.set(LocalKey.authToken, token);
  if (query.get(CURRENCY_PARAM) === 'HKD') deps.storage.set(LocalKey.currency, 'HKD');
  const ecid = query.get(REFERRAL_PARAM);
  if (ecid && readCookie(deps.cookies.read(), REFERRAL_COOKIE_NAME) === null) {
    deps.cookies.write(referralSetCookie(ecid, deps.now()));
  }
}

/**
 * Repeats the stored `Currency` (localStorage, §4.5) in the cookie the server renders prices by, when
 * they differ: a choice made by ?currency=HKD or before the cookie existed reaches the next first paint.
 */
export function syncCurrencyCookie(deps: { storage: BrowserStorage; cookies: CookieJar }): void {
  const stored = parseCurrency(deps.storage.get(LocalKey.currency));
  if (parseCurrency(readCookie(deps.cookies.read(), CURRENCY_COOKIE)) !== stored)
    deps.cookies.write(currencyCookie(stored));
}

/** Where to reload when the address holds %3D or %26 (decoded), or null to stay. */
export function encodedSeparatorReload(href: string): string | null {
  return decodeEncodedSeparators(href);
}

export interface ScrollTarget {
  find(id: string): { scrollIntoView(options?: ScrollIntoViewOptions): void } | null;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Scrolls smoothly to the element the hash names, trying up to 20 times every 100 ms while the
 * page is still rendering it. Answers a function that stops the remaining tries.
 */
export function scrollToHash(hash: string, target: ScrollTarget): () => void {
  const id = safeDecode(hash.replace(/^#/, ''));
  let handle: unknown = null;
  let tries = 0;
  const attempt = () => {
    tries += 1;
    const element = id ? target.find(id) : null;
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (tries < SCROLL_TO_HASH_MAX_TRIES)
      handle = target.setTimeout(attempt, SCROLL_TO_HASH_RETRY_INTERVAL_MS);
  };
  attempt();
  return () => {
    if (handle !== null) target.clearTimeout(handle);
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** Whether an error (or rejection reason) is a failed load of part of the application. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  if (reason.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_MESSAGES.some((text) => reason.message.includes(text));
}

/**
 * Reloads the page after a failed chunk load, at most once within 10 s; the time of the last
 * reload is kept in session storage so it survives the reload. Answers whether it reloaded.
 */
export function reloadAfterChunkError(deps: {
  storage: BrowserStorage;
  now: () => number;
  reload: () => void;
}): boolean {
  const stored = Number(deps.storage.getSession(SessionKey.lastChunkReloadAt));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  const now = deps.now();
  if (!shouldReloadAfterChunkError(lastReloadAt, now)) return false;
  deps.storage.setSession(SessionKey.lastChunkReloadAt, String(now));
  deps.reload();
  return true;
}

/**
 * The visitor id (§3): the analytics client id from the _ga cookie when present, else the one
 * already stored, else a new visitor_{ts}_{9 random}. Stored as visitor-id when it changed.
 */
export function ensureVisitorId(deps: {
  storage: BrowserStorage;
  cookieString: string;
  now: () => number;
  random: () => number;
}): string {
  const stored = deps.storage.get(LocalKey.visitorId);
  const chosen = readAnalyticsClientId(deps.cookieString) ?? stored ?? makeVisitorId(deps.now(), deps.random);
  if (chosen !== stored) deps.storage.set(LocalKey.visitorId, chosen);
  return chosen;
}
