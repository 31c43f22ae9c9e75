import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  compressBody,
  type Encoding,
  isCompressible,
  KEPT_ANSWER_LEVEL,
  preferredEncoding,
  varyWithEncoding,
} from '../../lib/compression.ts';

/**
 * How long a GET answer may be reused; a route states it in `config.cache`.
 * - public: the same for every guest. Browsers and proxies may keep it `maxAgeMs` (null: they check
 *   again before every use), and this process keeps it in memory `keepMs`.
 * - private: about one member, never stored anywhere.
 */
export type CachePolicy =
  | {
      kind: 'public';
      maxAgeMs: number | null;
      keepMs: number;
      /**
       * The memory key of a request, read from its raw params and query (before validation): requests
       * with the same key must get the same answer. Null keeps nothing. Default: the URL.
       */
      key?: (request: FastifyRequest) => string | null;
    }
  | { kind: 'private' };

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
  interface FastifyRequest {
    /** Where this guest GET's answer is kept in memory; null when it is not to be kept (or came from memory). */
    answerKey: string | null;
  }
  interface FastifyInstance {
    /** The answers kept in memory by this context (writers drop what they change). */
    answerCache: AnswerStore;
  }
}

/** A public GET answer the storefront keeps for `maxAgeMs` (storefront.md §9, "Cache lifetimes"); so does the server. */
export function publicFor(maxAgeMs: number): CachePolicy {
  return { kind: 'public', maxAgeMs, keepMs: maxAgeMs };
}

/**
 * A public GET answer browsers check again before every use (§9 gives the call no lifetime), which the
 * server still keeps in memory for `keepMs`.
 */
export function keptFor(keepMs: number, key?: (request: FastifyRequest) => string | null): CachePolicy {
  return { kind: 'public', maxAgeMs: null, keepMs, ...(key ? { key } : {}) };
}

type PublicPolicy = Extract<CachePolicy, { kind: 'public' }>;

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
  if (policy?.kind === 'public' && policy.maxAgeMs !== null) {
    return `public, max-age=${Math.floor(policy.maxAgeMs / 1000)}`;
  }
  return REVALIDATE;
}

/** Answers kept per route. */
export const ANSWER_CACHE_MAX_ENTRIES = 500;

export interface KeptAnswer {
  body: Buffer;
  /** The headers the route itself gave the answer (not those the context's onRequest hooks add). */
  headers: Readonly<Record<string, string>>;
  /** Filled on first use: the answer ready for the socket, per content encoding. */
  encoded?: Partial<Record<Encoding, EncodedAnswer>>;
}

export interface AnswerCache {
  read(key: string): KeptAnswer | null;
  keep(key: string, answer: Pick<KeptAnswer, 'body' | 'headers'>, lifetimeMs: number): void;
  drop(key: string): void;
  readonly size: number;
}

/** A bounded store of kept answers: past maxEntries the least recently used goes first. */
export function createAnswerCache({
  now = Date.now,
  maxEntries = ANSWER_CACHE_MAX_ENTRIES,
}: {
  now?: () => number;
  maxEntries?: number;
} = {}): AnswerCache {
  // ttlResolution 0: every read asks the clock, so a test moving it is seen at once.
  const answers = new LRUCache<string, KeptAnswer>({ max: maxEntries, perf: { now }, ttlResolution: 0 });
  return {
    read: (key) => answers.get(key) ?? null,
    keep(key, answer, lifetimeMs) {
      answers.set(key, { ...answer }, { ttl: lifetimeMs });
    },
    drop(key) {
      answers.delete(key);
    },
    get size() {
      return answers.size;
    },
  };
}

/** Kept answers, a bounded cache per route: a flood of searches cannot push the main menu out. */
export interface AnswerStore {
  ofRoute(route: string): AnswerCache;
  /** Drops the answer kept under a key (a route's own key, such as `sell-page:15`) in every route. */
  drop(key: string): void;
}

export function createAnswerStore(options: { now?: () => number; maxEntries?: number } = {}): AnswerStore {
  const byRoute = new Map<string, AnswerCache>();
  return {
    ofRoute(route) {
      let answers = byRoute.get(route);
      if (answers === undefined) {
        answers = createAnswerCache(options);
        byRoute.set(route, answers);
      }
      return answers;
    },
    drop(key) {
      for (const answers of byRoute.values()) answers.drop(key);
    },
  };
}

/** The headers a route gave its answer: those on the reply now that were not there before the handler. */
function routeHeaders(headers: Record<string, unknown>, before: ReadonlySet<string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || before.has(name) || name === 'content-length') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/** A kept answer ready to send in one encoding: its body and the route's headers for it. */
interface EncodedAnswer {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
  encoding: Encoding;
}

/**
 * A kept answer in one encoding, compressed once per lifetime instead of once per request. Small or
 * non-text answers are always sent as they are.
 */
function encodedAnswer(kept: KeptAnswer, wanted: Encoding): EncodedAnswer {
  const encoding = isCompressible(kept.body, kept.headers['content-type']) ? wanted : 'identity';
  kept.encoded ??= {};
  let answer = kept.encoded[encoding];
  if (answer === undefined) {
    answer =
      encoding === 'identity'
        ? { body: kept.body, headers: kept.headers, encoding }
        : {
            body: compressBody(kept.body, encoding, KEPT_ANSWER_LEVEL),
            headers: { ...kept.headers, 'content-encoding': encoding },
            encoding,
          };
    kept.encoded[encoding] = answer;
  }
  return answer;
}

/** Sends a kept answer through the reply: the context's onSend hooks still run (a compressed body is left alone). */
function sendKept(reply: FastifyReply, answer: EncodedAnswer) {
  reply.headers(answer.headers);
  if (answer.encoding !== 'identity') {
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
  }
  return reply.send(answer.body);
}

export interface CachePluginOptions {
  /** Clock of the kept answers (tests). */
  now?: () => number;
  maxEntries?: number;
  /** When the context logs at info, routes with public answers log at warn (no access log lines). */
  quietAccessLog?: boolean;
}

/**
 * Sets Cache-Control on every answer of the context (unless the handler set one) and keeps public
 * guest GET answers in memory for their lifetime, so a busy call costs one database query per lifetime.
 *
 * A kept answer is sent by the route's last onRequest hook, after every other onRequest hook of the
 * context and of the route: the security headers, CORS and the rate limit have done their part, as for
 * any request, and the body is never read. Only the headers
 * the route itself gave the first answer are kept with it (Content-Type, Cache-Control…); the onSend
 * hooks run as usual. Requests with credentials are never served a kept answer and never fill one.
 */
const answerCache: FastifyPluginAsync<CachePluginOptions> = async (app, opts) => {
  const store = createAnswerStore({ now: opts.now, maxEntries: opts.maxEntries });
  // Requests whose answer is to be kept: where, for how long, and the header names on the reply before
  // its handler ran (those are the context's, not the route's).
  const toKeep = new WeakMap<
    FastifyRequest,
    { answers: AnswerCache; policy: PublicPolicy; headersBefore: ReadonlySet<string> }
  >();
  app.decorate('answerCache', store);
  app.decorateRequest('answerKey', null);
  if (opts.quietAccessLog && app.log.level === 'info') {
    // Two access log lines per answer served from memory cost more than serving it; warnings and
    // errors of these routes are still written, and LOG_LEVEL=debug writes everything again.
    app.addHook('onRoute', (route) => {
      if (route.config?.cache?.kind === 'public' && !route.logLevel) route.logLevel = 'warn';
    });
  }

  // Each route's policy and store are looked up once, when the route is added: request.routeOptions
  // builds a new object on every read, which a kept answer's few microseconds cannot afford.
  app.addHook('onRoute', (route) => {
    const policy = route.config?.cache;
    if (policy?.kind !== 'public') return;
    // The route's own last onRequest hook: after the context's hooks (security headers, CORS, visitor
    // id, token) and after the rate limit's, which @fastify/rate-limit adds to each route the same way.
    route.onRequest = [...hooksOf(route.onRequest), serveKeptFrom(store.ofRoute(route.url), policy)];
  });

  // Serves a kept answer, or marks the request so its answer is kept. A callback hook: a kept answer
  // costs no promise, and sending it without calling `done` ends the request here.
  function serveKeptFrom(answers: AnswerCache, policy: PublicPolicy): onRequestHookHandler {
    return (request, reply, done) => {
      if (request.method !== 'GET' || request.headers.authorization !== undefined) {
        done();
        return;
      }
      const key = policy.key ? policy.key(request) : request.url;
      if (key === null) {
        done();
        return;
      }
      const kept = answers.read(key);
      if (kept === null) {
        request.answerKey = key;
        toKeep.set(request, { answers, policy, headersBefore: new Set(Object.keys(reply.getHeaders())) });
        done();
        return;
      }
      sendKept(reply, encodedAnswer(kept, preferredEncoding(request.headers['accept-encoding'])));
    };
  }

  // Every answer of the context (404s too) gets its Cache-Control; a kept answer already carries it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      reply.header(
        'cache-control',
        cacheControlFor({
          method: request.method,
          statusCode: reply.statusCode,
          policy: request.routeOptions.config.cache,
          authenticated: request.headers.authorization !== undefined || request.memberId != null,
        }),
      );
    }
    const key = request.answerKey;
    const pending = key === null ? undefined : toKeep.get(request);
    if (
      key !== null &&
      pending !== undefined &&
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      !reply.hasHeader('set-cookie')
    ) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const headers = routeHeaders(reply.getHeaders(), pending.headersBefore);
      pending.answers.keep(key, { body, headers }, pending.policy.keepMs);
    }
    done(null, payload);
  });
};

function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * The API's answer cache. It must come after helmet, CORS and the rate limit (their onRequest hooks run
 * before a kept answer is sent; the rate limit's onRoute hook must add its hook before ours), so
 * registering it before any of them fails at start.
 */
// Each export wraps its own function: fastify-plugin writes its metadata onto the function it is given.
export const cachePlugin = fp<CachePluginOptions>((app, opts) => answerCache(app, opts), {
  name: 'shop-cache',
  fastify: '5.x',
  dependencies: ['shop-helmet', 'shop-cors', 'shop-rate-limit'],
});

/** The same cache for the root files (sitemap, robots.txt…), a context without security headers or a rate limit. */
export const rootFilesCachePlugin = fp<CachePluginOptions>((app, opts) => answerCache(app, opts), {
  name: 'shop-root-files-cache',
  fastify: '5.x',
});
