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

/** Sets Cache-Control on every answer of the context, unless the handler set one itself. */
export const cachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
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
