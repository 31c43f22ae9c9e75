import { timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitSettings {
  /** Requests allowed per client IP within timeWindow. */
  max: number;
  /** Window length in milliseconds, or a duration string such as '1 minute'. */
  timeWindow: number | string;
  /**
   * Redis holding the counters, so every server process counts against one limit (REDIS_URL). Without
   * it each process counts on its own in memory.
   */
  redisUrl?: string;
  /** Prefix of the Redis keys (tests give each app its own or a shared one). */
  redisKeyPrefix?: string;
  /**
   * The server's own in-process calls (pages rendering on the server) carry this secret in
   * IN_PROCESS_HEADER and are not counted: counted, every shopper's page render would share one bucket
   * (the process's own address) and the shop would answer 429 to everyone at once.
   */
  inProcessSecret?: string;
}

/** Header of the server's in-process calls; its value is a per-process random secret no client knows. */
export const IN_PROCESS_HEADER = 'x-shop-in-process';

/** Generous enough for a shopper browsing fast (every page makes several calls), tight enough for scrapers. */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 300, timeWindow: '1 minute' };

/** A context without a rate limit (tests that send many requests); the plugin is still there for its dependants. */
export const NO_RATE_LIMIT = { off: true } as const;

const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * Per-IP limit on every route of the context. request.ip is the true client address: the host trusts
 * X-Forwarded-For only from the proxies named in TRUST_PROXY. With a Redis URL the counters are shared by
 * every process; a Redis outage lets requests through (logged) rather than taking the shop down.
 */
function isInProcess(secret: string) {
  const expected = Buffer.from(secret);
  return (request: { headers: Record<string, string | string[] | undefined> }): boolean => {
    const sent = request.headers[IN_PROCESS_HEADER];
    if (typeof sent !== 'string' || sent.length !== secret.length) return false;
    return timingSafeEqual(Buffer.from(sent), expected);
  };
}

export const rateLimitPlugin = fp<RateLimitSettings | typeof NO_RATE_LIMIT>(
  async (app, opts) => {
    if ('off' in opts || app.hasDecorator('rateLimit')) return;
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: true,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.error({ err: error }, 'rate limit: Redis unreachable'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(fastifyRateLimit, {
      global: true,
      // The counters go out only with a 429 (with Retry-After): on every other answer they would tell
      // a scraper how fast it may go, and cost each answer three headers.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      max: opts.max,
      timeWindow: opts.timeWindow,
      ...(redis ? { redis, nameSpace: opts.redisKeyPrefix ?? 'shop-rate-limit-', skipOnError: true } : {}),
      ...(opts.inProcessSecret ? { allowList: isInProcess(opts.inProcessSecret) } : {}),
    });
  },
  { name: 'shop-rate-limit', fastify: '5.x' },
);
