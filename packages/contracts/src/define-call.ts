import type { z } from 'zod';

export { API_BASE_PATH } from './api-base-path.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** none: public; optional: answers guests and members alike; required: 401 without a valid token. */
export type CallAuth = 'none' | 'optional' | 'required';
/** Statuses a call may answer with an ErrorBody (ARCHITECTURE.md §3). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

type Schema = z.ZodType;

/**
 * One call of the API, the single source of both ends: the typed client builds the request from it,
 * the API registers the route (URL, schemas, auth hook, cache policy) from it, and forms validate with
 * its body schema. docs/decisions/019-one-call-table-module-boundaries.md.
 */
export interface CallDefinition<
  Answer extends Schema = Schema,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
> {
  method: HttpMethod;
  /** Fastify-style route under API_BASE_PATH, ':name' for each path parameter. */
  route: string;
  /** OpenAPI grouping and one line about the call. */
  tag: string;
  summary: string;
  /** The path parameters (an object schema whose keys are the route's ':names'). */
  params?: Params;
  query?: Query;
  /** JSON body, or with multipart: the text fields of the multipart body (files come beside them). */
  body?: Body;
  multipart?: true;
  /** The success answer; sent with `status` (default 200). */
  answer: Answer;
  status?: 200 | 201 | 302;
  /** Statuses the call answers with an ErrorBody. */
  errors?: readonly ErrorStatus[];
  auth: CallAuth;
  /**
   * Lifetime of storefront.md §9: the storefront keeps the answer this long, and so may every cache on
   * the way (a public answer, kept in the server's memory as long).
   */
  cacheMs?: number;
  /** Service whose common 5-minute cache ({service}_cache) keeps the answer (storefront.md §7.1). */
  service?: string;
  /** With service: caches on the way and the server's memory may keep the answer as long too. */
  sharedService?: true;
  /** No §9 lifetime (browsers ask every time), but the server keeps the public answer this long. */
  keepMs?: number;
  /** The answer depends on the caller (member, address): nothing may store it. */
  perCaller?: true;
  /** Further routes answering the same call (the original storefront's misspelt paths); undocumented. */
  aliases?: readonly string[];
}

export type AnyCall = CallDefinition<Schema, Schema | undefined, Schema | undefined, Schema | undefined>;

/** A call whose body goes out as multipart FormData (the type keeps the flag for CallInput). */
type Multipart<M> = M extends true ? { multipart: true } : unknown;

/** Identity function that lets TypeScript infer a call's schemas. */
export function defineCall<
  Answer extends Schema,
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  M extends true | undefined = undefined,
>(
  call: CallDefinition<Answer, Params, Query, Body> & { multipart?: M },
): CallDefinition<Answer, Params, Query, Body> & Multipart<M> {
  return call as CallDefinition<Answer, Params, Query, Body> & Multipart<M>;
}

/** defineCall with the OpenAPI tag of one domain filled in. */
export function callsOf(tag: string) {
  return <
    Answer extends Schema,
    Params extends Schema | undefined = undefined,
    Query extends Schema | undefined = undefined,
    Body extends Schema | undefined = undefined,
    M extends true | undefined = undefined,
  >(
    call: Omit<CallDefinition<Answer, Params, Query, Body>, 'tag'> & { multipart?: M },
  ): CallDefinition<Answer, Params, Query, Body> & Multipart<M> =>
    defineCall<Answer, Params, Query, Body, M>({ ...call, tag });
}

type Part<Key extends string, S> = S extends Schema
  ? Record<string, never> extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

type BodyPart<C> = C extends { multipart: true }
  ? { body: FormData }
  : C extends CallDefinition<Schema, Schema | undefined, Schema | undefined, infer B>
    ? Part<'body', B>
    : never;

/** What a caller sends: path parameters, query and body, typed from the call's schemas. */
export type CallInput<C> =
  C extends CallDefinition<Schema, infer P, infer Q, Schema | undefined>
    ? Part<'params', P> & Part<'query', Q> & BodyPart<C>
    : never;

export type CallAnswer<C> = C extends CallDefinition<infer A> ? z.output<A> : never;

/** The arguments after the call: the input may be left out when nothing in it is required. */
export type InputArgs<C> =
  Record<string, never> extends CallInput<C>
    ? [input?: CallInput<C> & ExtraHeaders]
    : [input: CallInput<C> & ExtraHeaders];

/** Headers a call needs beyond the client's own (e.g. create-order's Idempotency-Key). */
export interface ExtraHeaders {
  headers?: Record<string, string>;
}

type PathValue = string | number | boolean | readonly (string | number)[];

/** The request path of a call under API_BASE_PATH: route parameters filled in, URL-encoded. */
export function pathOf(call: Pick<AnyCall, 'route'>, params: Record<string, unknown> = {}): string {
  return call.route.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name] as PathValue | undefined;
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${call.route}`);
    const text = Array.isArray(value) ? value.join(',') : String(value);
    return encodeURIComponent(text);
  });
}

/** A relative path with the defined query values appended. */
export function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
