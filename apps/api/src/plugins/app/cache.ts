import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CorsPolicy } from '../external/cors.ts';

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
  /** The answer's headers apart from the per-request ones (PER_REQUEST_HEADERS). */
  headers: Readonly<Record<string, string>>;
  expiresAt: number;
  /** Filled on first use: the answer ready for the socket, per content encoding. */
  encoded?: Partial<Record<Encoding, EncodedAnswer>>;
}

type Encoding = 'identity' | 'br' | 'gzip';

/** A kept answer ready for the socket in one content encoding: body and flat [name, value, …] headers. */
interface EncodedAnswer {
  body: Buffer;
  headers: string[];
}

export interface AnswerCache {
  read(key: string): KeptAnswer | null;
  keep(key: string, answer: Pick<KeptAnswer, 'body' | 'headers'>, lifetimeMs: number): void;
  drop(key: string): void;
  readonly size: number;
}

/** A bounded map of kept answers: past maxEntries the longest-kept goes first. */
export function createAnswerCache({
  now = Date.now,
  maxEntries = ANSWER_CACHE_MAX_ENTRIES,
}: {
  now?: () => number;
  maxEntries?: number;
} = {}): AnswerCache {
  const answers = new Map<string, KeptAnswer>();
  return {
    read(key) {
      const kept = answers.get(key);
      if (kept === undefined) return null;
      if (kept.expiresAt > now()) return kept;
      answers.delete(key);
      return null;
    },
    keep(key, answer, lifetimeMs) {
      answers.delete(key);
      while (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
      answers.set(key, { ...answer, expiresAt: now() + lifetimeMs });
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

/** Headers that belong to one request and are therefore never kept with an answer. */
const PER_REQUEST_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
]);

function keptHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/** Answers this small are sent as they are, as @fastify/compress does below its threshold (1 KB). */
const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE_TYPE = /json|text|xml/;

/**
 * The encoding a kept answer is sent in: brotli, else gzip, when the client accepts it, else none. An
 * encoding refused with q=0 is not used; `*` stands for gzip.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined || acceptEncoding === '') return 'identity';
  let gzip = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

/**
 * A kept answer in one encoding, compressed once per lifetime instead of once per request. Small or
 * non-text answers are always sent as they are.
 */
function encodedAnswer(kept: KeptAnswer, wanted: Encoding) {
  const compressible =
    kept.body.length >= COMPRESS_THRESHOLD_BYTES &&
    COMPRESSIBLE_TYPE.test(kept.headers['content-type'] ?? '');
  const encoding = compressible ? wanted : 'identity';
  kept.encoded ??= {};
  let answer = kept.encoded[encoding];
  if (answer === undefined) {
    const headers = { ...kept.headers };
    let body = kept.body;
    if (encoding !== 'identity') {
      body =
        encoding === 'br'
          ? brotliCompressSync(kept.body, {
              params: {
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_QUALITY]: 9,
                [zlib.BROTLI_PARAM_SIZE_HINT]: kept.body.length,
              },
            })
          : gzipSync(kept.body, { level: 9 });
      headers['content-encoding'] = encoding;
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    answer = { body, headers: Object.entries(headers).flat() };
    kept.encoded[encoding] = answer;
  }
  return answer;
}

/**
 * Writes a kept answer straight to the socket: Fastify's reply machinery and the onSend hooks (the
 * host's compression among them) have nothing left to do for it. onResponse hooks still run.
 */
function sendEncoded(reply: FastifyReply, answer: EncodedAnswer, extraHeaders: string[]) {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, extraHeaders.length === 0 ? answer.headers : answer.headers.concat(extraHeaders));
  response.end(answer.body);
}

type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface CachePluginOptions {
  /** Clock of the kept answers (tests). */
  now?: () => number;
  maxEntries?: number;
  /**
   * The CORS policy when the context registers CORS: a kept answer is then served early only to a
   * request without Origin or from an allowed one, with the headers the CORS plugin would add.
   */
  cors?: CorsPolicy;
  /** When the context logs at info, routes with public answers log at warn (no access log lines). */
  quietAccessLog?: boolean;
}

/**
 * Sets Cache-Control on every answer of the context (unless the handler set one) and keeps public
 * guest GET answers in memory for their lifetime, so a busy call costs one database query per lifetime.
 *
 * A kept answer is served in onRequest, before the context's other hooks: register this plugin first.
 * It replays the headers the first answer had (helmet's, Vary, Content-Type, Cache-Control), adds the
 * CORS headers for an allowed Origin and still counts the request against the rate limit of the
 * context. Requests with credentials are never served a kept answer and never fill one.
 */
export const cachePlugin = fp<CachePluginOptions>(
  async (app, opts) => {
    const store = createAnswerStore({ now: opts.now, maxEntries: opts.maxEntries });
    const { cors } = opts;
    app.decorate('answerCache', store);
    app.decorateRequest('answerKey', null);
    if (opts.quietAccessLog && app.log.level === 'info') {
      // Two access log lines per answer served from memory cost more than serving it; warnings and
      // errors of these routes are still written, and LOG_LEVEL=debug writes everything again.
      app.addHook('onRoute', (route) => {
        if (route.config?.cache?.kind === 'public' && !route.logLevel) route.logLevel = 'warn';
      });
    }

    // The rate limit plugin registers after this one; its limiter is looked up on the first request.
    let limiter: RateLimiter | null | undefined;
    const rateLimiter = () => {
      if (limiter === undefined) limiter = app.hasDecorator('createRateLimit') ? app.createRateLimit() : null;
      return limiter;
    };

    app.addHook('onRequest', async (request, reply) => {
      const policy = request.routeOptions.config.cache;
      if (
        policy?.kind !== 'public' ||
        request.method !== 'GET' ||
        request.headers.authorization !== undefined
      ) {
        return;
      }
      const key = policy.key ? policy.key(request) : request.url;
      if (key === null) return;
      request.answerKey = key;
      const kept = store.ofRoute(request.routeOptions.url ?? '').read(key);
      if (kept === null) return;
      const origin = request.headers.origin;
      // A refused origin goes the usual way: the CORS plugin answers it, preHandler serves it from memory.
      if (cors !== undefined && origin !== undefined && !cors.allows(origin)) return;
      const extraHeaders: string[] = [];
      const limit = rateLimiter();
      if (limit !== null) {
        const counted = await limit(request);
        // Over the limit: the route's own rate limit hook refuses it as usual.
        if (!counted.isAllowed && counted.isExceeded) return;
        if (!counted.isAllowed) {
          extraHeaders.push(
            'x-ratelimit-limit',
            String(counted.max),
            'x-ratelimit-remaining',
            String(counted.remaining),
            'x-ratelimit-reset',
            String(counted.ttlInSeconds),
          );
        }
      }
      if (cors !== undefined && origin !== undefined) {
        extraHeaders.push(...Object.entries(cors.headersFor(origin)).flat());
      }
      request.answerKey = null;
      const accepted = request.headers['accept-encoding'];
      sendEncoded(reply, encodedAnswer(kept, preferredEncoding(accepted)), extraHeaders);
    });

    // Requests the early path left alone (a refused Origin) have passed every hook by now.
    app.addHook('preHandler', (request, reply, done) => {
      const key = request.answerKey;
      const kept = key === null ? null : store.ofRoute(request.routeOptions.url ?? '').read(key);
      if (kept === null) return done();
      request.answerKey = null;
      reply.headers(kept.headers).send(kept.body);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const policy = request.routeOptions.config.cache;
      if (!reply.hasHeader('cache-control')) {
        reply.header(
          'cache-control',
          cacheControlFor({
            method: request.method,
            statusCode: reply.statusCode,
            policy,
            authenticated: request.headers.authorization !== undefined || request.memberId != null,
          }),
        );
      }
      const key = request.answerKey;
      if (
        key !== null &&
        policy?.kind === 'public' &&
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        !reply.hasHeader('set-cookie')
      ) {
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        store
          .ofRoute(request.routeOptions.url ?? '')
          .keep(key, { body, headers: keptHeaders(reply.getHeaders()) }, policy.keepMs);
      }
      done(null, payload);
    });
  },
  { name: 'shop-cache', fastify: '5.x' },
);
