import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How long a public answer may be kept; a route states it in `config.cache`. */
export type CachePolicy = { kind: 'public'; maxAgeMs: number } | { kind: 'private' };

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}

/** A public GET answer the storefront keeps for `maxAgeMs` (storefront.md §9, "Cache lifetimes"). */
export function publicFor(maxAgeMs: number): CachePolicy {
  return { kind: 'public', maxAgeMs };
}

/** An answer about one member: never stored by browsers or proxies. */
export const PRIVATE_ANSWER: CachePolicy = { kind: 'private' };

export const NO_STORE = 'private, no-store';
/** Public answers without a lifetime may be stored but are checked again before every use. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control header of one answer. */
export function cacheControlFor(options: {
  method: string;
  statusCode: number;
  policy: CachePolicy | undefined;
  authenticated: boolean;
}): string {
  const { method, statusCode, policy, authenticated } = options;
  if ((method !== 'GET' && method !== 'HEAD') || statusCode >= 300) return NO_STORE;
  // A request carrying credentials may get an answer about its member, so it is never shared.
  if (authenticated || policy?.kind === 'private') return NO_STORE;
  if (policy?.kind === 'public') return `public, max-age=${Math.floor(policy.maxAgeMs / 1000)}`;
  return REVALIDATE;
}

const ANSWER_CACHE_MAX_ENTRIES = 500;

interface KeptAnswer {
  payload: string;
  contentType: string;
  expiresAt: number;
}

/**
 * Public answers with a lifetime are also kept in the server's memory for that lifetime, so a
 * busy page (main menu, banners) costs one database query per lifetime instead of one per visit.
 * Only guest GETs are kept and served: nothing about a member can leak between visitors.
 */
function createAnswerCache(now: () => number = Date.now) {
  const answers = new Map<string, KeptAnswer>();
  return {
    read(url: string): KeptAnswer | null {
      const kept = answers.get(url);
      if (!kept) return null;
      if (kept.expiresAt > now()) return kept;
      answers.delete(url);
      return null;
    },
    keep(url: string, answer: Omit<KeptAnswer, 'expiresAt'>, lifetimeMs: number) {
      if (answers.size >= ANSWER_CACHE_MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
      answers.set(url, { ...answer, expiresAt: now() + lifetimeMs });
    },
  };
}

function isSharedGuestGet(request: FastifyRequest): boolean {
  const policy = request.routeOptions.config.cache;
  return request.method === 'GET' && policy?.kind === 'public' && request.headers.authorization === undefined;
}

/** Sets Cache-Control on every answer of the context, unless the handler set one itself. */
export const cachePlugin = fp<{ now?: () => number }>(
  async (app, opts) => {
    const answerCache = createAnswerCache(opts.now);
    const servedFromCache = new WeakSet<FastifyRequest>();
    // preHandler, not onRequest: route-level hooks such as the rate limit run first.
    app.addHook('preHandler', async (request, reply) => {
      if (!isSharedGuestGet(request)) return;
      const kept = answerCache.read(request.url);
      if (!kept) return;
      servedFromCache.add(request);
      return reply
        .header('content-type', kept.contentType)
        .header(
          'cache-control',
          cacheControlFor({
            method: 'GET',
            statusCode: 200,
            policy: request.routeOptions.config.cache,
            authenticated: false,
          }),
        )
        .send(kept.payload);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = request.routeOptions.config.cache;
      if (
        !servedFromCache.has(request) &&
        isSharedGuestGet(request) &&
        policy?.kind === 'public' &&
        reply.statusCode === 200 &&
        typeof payload === 'string'
      ) {
        answerCache.keep(
          request.url,
          { payload, contentType: String(reply.getHeader('content-type') ?? 'application/json') },
          policy.maxAgeMs,
        );
      }
      if (reply.hasHeader('cache-control')) return payload;
      reply.header(
        'cache-control',
        cacheControlFor({
          method: request.method,
          statusCode: reply.statusCode,
          policy: request.routeOptions.config.cache,
          authenticated: request.headers.authorization !== undefined || request.memberId != null,
        }),
      );
      return payload;
    });
  },
  { name: 'shop-cache', fastify: '5.x' },
);
