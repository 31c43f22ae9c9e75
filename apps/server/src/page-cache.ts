import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type AnswerCache, createAnswerCache, preferredEncoding } from '@shop/api';
import { currencyFromCookieHeader, DEFAULT_CURRENCY } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import { withAcceptEncodingVary } from './page-headers.ts';

/** Pages kept at most, oldest first out: a flood of odd query strings cannot grow memory. */
const PAGE_CACHE_MAX_ENTRIES = 300;
/** Brotli quality for kept pages: compressed once per lifetime, so better than on-the-fly, still quick. */
const BROTLI_QUALITY = 6;

/** A rendered page ready to be sent again: its status is always 200. */
export interface KeptPage {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

export interface PageCache {
  /**
   * The kept page for this request, compressed as the request accepts (Content-Encoding and Vary
   * among its headers), or null when there is none or the request may not share one.
   */
  read(request: FastifyRequest): KeptPage | null;
  /** Whether a page rendered for this request may be kept for the next guests. */
  mayKeep(request: FastifyRequest): boolean;
  keep(request: FastifyRequest, page: KeptPage): void;
}

type Encoding = ReturnType<typeof preferredEncoding>;

/**
 * Server-rendered pages kept for a few seconds. Rendering runs with the guest API client (the token
 * lives in the browser), so a page depends only on its URL and may be shared: a burst of shoppers
 * on one page costs one render and one compression per lifetime. Only GETs without credentials are
 * shared.
 */
export function createPageCache({
  lifetimeMs,
  now,
}: {
  lifetimeMs: number;
  now?: () => number;
}): PageCache | null {
  if (lifetimeMs <= 0) return null;
  const pages: AnswerCache = createAnswerCache({ now, maxEntries: PAGE_CACHE_MAX_ENTRIES });
  const compressed = new WeakMap<object, Partial<Record<Encoding, KeptPage>>>();
  const shareable = (request: FastifyRequest) =>
    request.method === 'GET' && request.headers.authorization === undefined;
  // Prices are rendered in the currency the Currency cookie names: one kept page per currency.
  const keyOf = (request: FastifyRequest) => {
    const currency = currencyFromCookieHeader(request.headers.cookie);
    return currency === DEFAULT_CURRENCY ? request.url : `${request.url}#currency=${currency}`;
  };
  return {
    read(request) {
      if (!shareable(request)) return null;
      const kept = pages.read(keyOf(request));
      if (kept === null) return null;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return kept;
      const variants = compressed.get(kept) ?? {};
      compressed.set(kept, variants);
      variants[encoding] ??= compress(kept, encoding);
      return variants[encoding];
    },
    mayKeep: shareable,
    keep(request, page) {
      pages.keep(keyOf(request), page, lifetimeMs);
    },
  };
}

function compress(page: KeptPage, encoding: Exclude<Encoding, 'identity'>): KeptPage {
  const body =
    encoding === 'br'
      ? brotliCompressSync(page.body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipSync(page.body);
  const vary = withAcceptEncodingVary(page.headers.vary);
  return { body, headers: { ...page.headers, 'content-encoding': encoding, vary } };
}
