import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { failoverStore, RedisOutage } from './rate-limit-store.ts';

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
   * How long a request waits for Redis's answer before it is counted in this process instead
   * (REDIS_TIMEOUT_MS); default DEFAULT_REDIS_TIMEOUT_MS.
   */
  redisTimeoutMs?: number;
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

/**
 * A request waits at most this long for Redis: on a local network it answers in well under a
 * millisecond, so only a Redis that is gone or stuck takes longer.
 */
export const DEFAULT_REDIS_TIMEOUT_MS = 50;
/** REDIS_TIMEOUT_MS of the environment: milliseconds, a whole number above 0; unset gives the default. */
export function readRedisTimeoutMs(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_REDIS_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`REDIS_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${value}"`);
  }
  return ms;
}

/**
 * No request waits for a connection (the offline queue is off), so this only decides how soon an
 * attempt to reach a host that does not answer is given up; it leaves room for a TLS handshake.
 */
const REDIS_CONNECT_TIMEOUT_MS = 200;
/** A connection on which Redis has sent nothing for this long after a command is dropped and remade. */
const REDIS_SOCKET_TIMEOUT_MS = 1_000;
/**
 * At start the limit waits this long at most for Redis, so the first requests are counted where all
 * the later ones are; a Redis that is down at start delays the start by this much, no more.
 */
const REDIS_STARTUP_WAIT_MS = 1_000;
/** Reconnection attempts come quickly at first, then once a second at most. */
const REDIS_RECONNECT_STEP_MS = 100;
const REDIS_RECONNECT_MAX_MS = 1_000;

function isInProcess(secret: string) {
  const expected = Buffer.from(secret);
  return (request: { headers: Record<string, string | string[] | undefined> }): boolean => {
    const sent = request.headers[IN_PROCESS_HEADER];
    if (typeof sent !== 'string' || sent.length !== secret.length) return false;
    return timingSafeEqual(Buffer.from(sent), expected);
  };
}

/**
 * Redis for the shared counters, set to fail fast: a command not answered within timeoutMs fails, a
 * command sent while disconnected fails at once instead of waiting in a queue, and nothing is retried
 * or resent (the request is counted in-process instead).
 */
function connectRedis(url: string, timeoutMs: number): Redis {
  return new Redis(url, {
    commandTimeout: timeoutMs,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    socketTimeout: REDIS_SOCKET_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * REDIS_RECONNECT_STEP_MS, REDIS_RECONNECT_MAX_MS),
  });
}

/** Resolves when Redis is ready, refuses the connection, or waitMs has passed, whichever comes first. */
async function readyOrNot(redis: Redis, waitMs: number): Promise<void> {
  const signal = AbortSignal.timeout(waitMs);
  await once(redis, 'ready', { signal }).catch(() => {});
}

/** Redis counters falling back to in-process ones while Redis does not answer (rate-limit-store.ts). */
async function sharedCounters(app: FastifyInstance, url: string, opts: RateLimitSettings) {
  const redis = connectRedis(url, opts.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS);
  const outage = new RedisOutage(app.log);
  let closing = false;
  // An unheard 'error' would end the process; reconnection attempts fail again and again while Redis
  // is away, so only the first failure of an outage is logged.
  redis.on('error', (error: Error) => outage.began(error));
  redis.on('close', () => {
    if (!closing) outage.began(new Error('the connection to Redis closed'));
  });
  redis.on('ready', () => outage.ended());
  app.addHook('onClose', async () => {
    closing = true;
    redis.disconnect();
  });
  await readyOrNot(redis, REDIS_STARTUP_WAIT_MS);
  return failoverStore(redis, outage, opts.redisKeyPrefix ?? 'shop-rate-limit-');
}

/**
 * Per-IP limit on every route of the context. request.ip is the true client address: the host trusts
 * X-Forwarded-For only from the proxies named in TRUST_PROXY. With a Redis URL the counters are shared by
 * every process; while Redis does not answer, each process counts on its own (logged once per outage),
 * so a Redis outage neither slows requests down nor switches the limit off.
 */
export const rateLimitPlugin = fp<RateLimitSettings | typeof NO_RATE_LIMIT>(
  async (app, opts) => {
    if ('off' in opts || app.hasDecorator('rateLimit')) return;
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
      ...(opts.redisUrl ? { store: await sharedCounters(app, opts.redisUrl, opts) } : {}),
      ...(opts.inProcessSecret ? { allowList: isInProcess(opts.inProcessSecret) } : {}),
    });
  },
  { name: 'shop-rate-limit', fastify: '5.x' },
);
