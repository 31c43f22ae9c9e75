// The rate limit's counters: in Redis while it answers, so every server process counts against one limit,
// and in this process's memory while it does not, so a Redis outage neither slows every request down nor
// switches the limit off. A @fastify/rate-limit custom store (its documented `store` option).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface Count {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

type Callback = (error: Error | null, result?: Count) => void;

/** Addresses the in-process counter remembers at most (as @fastify/rate-limit's own local store). */
const LOCAL_MAX_KEYS = 5_000;

/**
 * One counter per key and window, as @fastify/rate-limit's Redis store keeps it: the first request
 * starts the window; a key that somehow lost its expiry gets one again.
 */
const INCREMENT_SCRIPT = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == 1 or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;

interface ScriptedRedis {
  shopRateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
}

export interface OutageLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Whether Redis is being used or bypassed, shared by the stores of one limit: says so in the log once
 * when an outage starts and once when it ends, never per request.
 */
export class RedisOutage {
  private down = false;

  constructor(private readonly log: OutageLog) {}

  get isDown(): boolean {
    return this.down;
  }

  began(error: Error): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: error },
      'rate limit: Redis does not answer; each process counts on its own until it is back',
    );
  }

  ended(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('rate limit: Redis answers again; the limit is shared by every process again');
  }
}

/** The in-process counter: fixed windows per key, the oldest keys forgotten past LOCAL_MAX_KEYS. */
export class LocalCounter {
  private readonly windows = new LRUCache<string, { count: number; endsAt: number }>({ max: LOCAL_MAX_KEYS });

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, windowMs: number): Count {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + windowMs });
      return { current: 1, ttl: windowMs };
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** What @fastify/rate-limit passes `child` at run time: the route's merged limit settings and the route. */
type ChildSettings = ChildOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * The store class to give @fastify/rate-limit: Redis when its connection is ready, else (and when a
 * command fails or times out) the in-process counter. Redis is asked again as soon as it is ready,
 * so the limit is shared again without a restart.
 */
export function failoverStore(redis: Redis, outage: RedisOutage, keyPrefix: string) {
  redis.defineCommand('shopRateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  const scripted = redis as unknown as ScriptedRedis;

  return class FailoverStore implements FastifyRateLimitStore {
    private readonly local = new LocalCounter();

    constructor(
      _options: unknown,
      private readonly prefix: string = keyPrefix,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      // Not connected (starting, reconnecting): no request waits for a connection.
      if (redis.status !== 'ready') {
        callback(null, this.local.increment(key, timeWindow));
        return;
      }
      scripted.shopRateLimitIncrement(this.prefix + key, timeWindow).then(
        ([current, ttl]) => {
          outage.ended();
          callback(null, { current, ttl });
        },
        (error: Error) => {
          outage.began(error);
          callback(null, this.local.increment(key, timeWindow));
        },
      );
    }

    /** A route with limit settings of its own counts under its own keys (as the library's Redis store). */
    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const route = (routeOptions as ChildSettings).routeInfo ?? routeOptions;
      return new FailoverStore(routeOptions, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  };
}
