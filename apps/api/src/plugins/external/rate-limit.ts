import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface RateLimitSettings {
  /** Requests allowed per client IP within timeWindow. */
  max: number;
  /** Window length in milliseconds, or a duration string such as '1 minute'. */
  timeWindow: number | string;
}

/** Generous enough for a shopper browsing fast (every page makes several calls), tight enough for scrapers. */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 300, timeWindow: '1 minute' };

/**
 * Per-IP limit on every route of the context. Counters live in memory, so each process counts on its
 * own; several instances need a shared store (Redis, ARCHITECTURE.md §7). Behind a proxy the host must
 * set trustProxy, otherwise every client shares the proxy's IP.
 */
export const rateLimitPlugin = fp<RateLimitSettings>(
  async (app, opts) => {
    if (app.hasDecorator('rateLimit')) return;
    await app.register(fastifyRateLimit, { global: true, max: opts.max, timeWindow: opts.timeWindow });
  },
  { name: 'shop-rate-limit', fastify: '5.x' },
);
