import type { AnyCall, CallDefinition } from '@shop/contracts';
import { ErrorBody } from '@shop/contracts';
import { SERVICE_CACHE_MS } from '@shop/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { type CachePolicy, keptFor, PRIVATE_ANSWER, publicFor } from '../plugins/app/cache.ts';

/** OpenAPI security of each auth rule (the bearer scheme swagger.ts declares). */
const SECURITY: Record<AnyCall['auth'], Record<string, string[]>[] | undefined> = {
  none: undefined,
  optional: [{}, { bearerAuth: [] }],
  required: [{ bearerAuth: [] }],
};

const REDIRECT = 302;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler gets: params, query and body as the call's schemas parse them. */
export type CallRequest<C> =
  C extends CallDefinition<z.ZodType, infer P, infer Q, infer B>
    ? FastifyRequest<{
        Params: Out<P>;
        Querystring: Out<Q>;
        Body: C extends { multipart: true } ? unknown : Out<B>;
      }>
    : never;

export type CallHandler<C extends AnyCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<z.input<C['answer']> | FastifyReply> | z.input<C['answer']>;

export interface RegisterCallOptions {
  /** The memory key of a kept answer, from the raw request (see CachePolicy); default the URL. */
  answerKey?: (request: FastifyRequest) => string | null;
  /**
   * A limit of the call's own per client address instead of the shop-wide one (shop-rate-limit): calls
   * the browser makes on its own, such as tracking, neither eat the shopper's budget nor escape a limit.
   */
  rateLimit?: { max: number; timeWindow: number | string };
}

/**
 * Serves one call of the contracts table: URL, schemas, auth hook and cache policy come from the entry,
 * the module gives only the handler. A call with auth 'required' refuses a guest in onRequest, before
 * its body is parsed or any schema is checked.
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RegisterCallOptions = {},
): void {
  if (call.auth !== 'none' && !app.hasDecorator('requireAuth')) {
    throw new Error(`${call.route}: register the shop-auth plugin before calls with auth ${call.auth}`);
  }
  const onRequest = call.auth === 'required' ? [app.requireAuth as onRequestAsyncHookHandler] : [];
  const base = {
    method: call.method,
    schema: schemaOf(call),
    // Every call answers JSON (compressed by answer-compression.ts), a kept answer or a redirect.
    config: {
      ...cacheConfigOf(call, options),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      compressesOwnAnswers: true as const,
    },
    onRequest,
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route({ ...base, url: `/${call.route}` });
  for (const alias of call.aliases ?? []) {
    app.route({ ...base, url: alias, schema: { ...base.schema, hide: true } });
  }
}

function schemaOf(call: AnyCall): FastifySchema & { tags: string[]; summary: string; hide?: boolean } {
  const errors = Object.fromEntries((call.errors ?? []).map((status) => [status, ErrorBody]));
  return {
    tags: [call.tag],
    summary: call.summary,
    ...(SECURITY[call.auth] ? { security: SECURITY[call.auth] } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body && !call.multipart ? { body: call.body } : {}),
    ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
    // A redirect has no body to describe.
    response: call.status === REDIRECT ? errors : { [call.status ?? 200]: call.answer, ...errors },
  };
}

function cacheConfigOf(call: AnyCall, options: RegisterCallOptions): { cache?: CachePolicy } {
  if (call.method !== 'GET') return {};
  const policy = cachePolicyOf(call, options);
  return policy ? { cache: policy } : {};
}

function cachePolicyOf(call: AnyCall, { answerKey }: RegisterCallOptions): CachePolicy | undefined {
  if (call.perCaller) return PRIVATE_ANSWER;
  if (call.cacheMs) return publicFor(call.cacheMs);
  if (call.service && call.sharedService) return publicFor(SERVICE_CACHE_MS);
  if (call.keepMs) return keptFor(call.keepMs, answerKey);
  return undefined;
}

/** Every call of a table, each with its handler: `registerCalls(app, table, { name: handler, … })`. */
export function registerCalls<T extends Record<string, AnyCall>>(
  app: FastifyInstance,
  table: T,
  handlers: { [K in keyof T]: CallHandler<T[K]> },
  options: { [K in keyof T]?: RegisterCallOptions } = {},
): void {
  for (const name of Object.keys(handlers) as (keyof T & string)[]) {
    const call = table[name];
    if (!call) throw new Error(`No call ${name} in the table`);
    registerCall(app, call, handlers[name], options[name]);
  }
}
