import { createHash } from 'node:crypto';
import { cspWithScriptSources } from '@shop/api';
import { currencyFromCookieHeader, DEFAULT_CURRENCY } from '@shop/core';
import type { FastifyRequest } from 'fastify';

/** What a shared cache (a CDN, a proxy) may do with a guest page (PAGE_CDN_SECONDS, PAGE_CDN_STALE_SECONDS). */
export interface PageCdnPolicy {
  /** How long a shared cache may send the page without asking (s-maxage); 0 makes pages private. */
  sMaxAgeSeconds: number;
  /** How long after that it may still send it while it asks again in the background. */
  staleWhileRevalidateSeconds: number;
}

/** An answer about one visitor, or one that sets a cookie: kept by nobody. */
export const PRIVATE_PAGE = 'private, no-store';

/** Shared caches keep no page (PAGE_CDN_SECONDS=0). */
export const NO_CDN: PageCdnPolicy = { sMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 0 };

/**
 * Whether the page rendered for this request may be sent to other guests: a GET (or HEAD) without
 * credentials. Pages are rendered with the guest API client (the member's token stays in the browser),
 * so such a page holds nothing about its visitor but the currency its prices are drawn in.
 */
export function isShareablePageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && request.headers.authorization === undefined
  );
}

/**
 * The Cache-Control of a rendered page: public for a guest's plain 200 HTML document without cookies in
 * the default currency, else private. A CDN keys on the URL (public pages carry no Vary: Cookie), so a
 * page drawn in the currency a Currency cookie names stays out of it. React Router's other answers
 * (`/__manifest`, a navigation's `.data`) are fetched by the page's scripts, and browsers apply
 * stale-while-revalidate to fetches (not to navigations): they would get last minute's data.
 */
export function pageCacheControl(options: {
  request: FastifyRequest;
  status: number;
  contentType: string | undefined;
  setsCookies: boolean;
  policy: PageCdnPolicy;
}): string {
  const { request, status, contentType, setsCookies, policy } = options;
  const shared =
    isShareablePageRequest(request) &&
    /^text\/html\b/i.test(contentType ?? '') &&
    currencyFromCookieHeader(request.headers.cookie) === DEFAULT_CURRENCY &&
    status === 200 &&
    !setsCookies &&
    policy.sMaxAgeSeconds > 0;
  if (!shared) return PRIVATE_PAGE;
  return `public, s-maxage=${policy.sMaxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`;
}

/** A Vary value that names Accept-Encoding once (the compressed copies differ from the plain one). */
export function withAcceptEncodingVary(vary: string | undefined): string {
  if (!vary) return 'accept-encoding';
  return /accept-encoding/i.test(vary) ? vary : `${vary}, accept-encoding`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\bsrc\s*=/i;
/** Data blocks, never run: their text needs no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP hash sources ('sha256-…') of every inline script of a page, in order of first appearance.
 * A kept page has the same scripts for every guest, so its policy allows exactly those scripts and no
 * per-answer secret is needed (a nonce in a shared page would be the same for everyone who gets it).
 * The held module script (type x-held-module) is hashed too: it is run later as a copy of its text,
 * which the hash then allows. JSON data blocks are never run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes) || text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The page's Content-Security-Policy allowing exactly its own inline scripts. */
export function cspForPage(html: string): string {
  return cspWithScriptSources(inlineScriptHashes(html));
}
