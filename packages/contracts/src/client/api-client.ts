import { SERVICE_CACHE_MS } from '@shop/core';
import type { z } from 'zod';
import { allCalls } from '../call-table.ts';
import { checkoutCalls } from '../checkout-calls.ts';
import {
  type AnyCall,
  API_BASE_PATH,
  type CallAnswer,
  type CallAuth,
  type HttpMethod,
  type InputArgs,
  pathOf,
} from '../define-call.ts';
import type { KeywordSearchQuery } from '../shell.ts';
import { calls } from '../shell-calls.ts';
import {
  type CacheLookup,
  type CacheStorageAdapter,
  ServiceAnswerCache,
  TimedAnswerCache,
} from './answer-cache.ts';
import { ApiError } from './api-error.ts';
import { discardBody, readAnswer } from './read-answer.ts';

/** Statuses after which a request without a body is sent once more (storefront.md §7.1). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

type QueryValue = string | number | boolean | null | undefined;
export type QueryValues = Record<string, QueryValue | readonly QueryValue[]>;

export interface ApiClientOptions {
  fetch: typeof globalThis.fetch;
  /** The API's origin ('' for same-origin); a trailing /front-stage/v1 is accepted too. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  getVisitId?: () => string | null | undefined;
  /** Where the common per-service cache is persisted (e.g. localStorage); memory only without it. */
  storage?: CacheStorageAdapter;
  now?: () => number;
}

export interface RequestOptions<Answer extends z.ZodType | undefined = undefined> {
  query?: QueryValues;
  /** A FormData body goes out as multipart; anything else as JSON. */
  body?: unknown;
  /** 'none' never sends the token; 'optional' and 'required' send it when there is one. Default 'optional'. */
  auth?: CallAuth;
  /** Added to the client's own headers (never replacing the token or the visitor id). */
  headers?: Record<string, string>;
  answer?: Answer;
  cacheMs?: number;
  service?: string;
}

type AnswerOf<Answer> = Answer extends z.ZodType ? z.output<Answer> : unknown;

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const now = options.now ?? Date.now;
  const apiBase = apiBaseUrl(options.baseUrl);
  const timedCache = new TimedAnswerCache();
  const serviceCache = new ServiceAnswerCache(SERVICE_CACHE_MS, options.storage);
  const inFlight = new Map<string, Promise<unknown>>();

  async function request<Answer extends z.ZodType | undefined = undefined>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions<Answer> = {},
  ): Promise<AnswerOf<Answer>> {
    const raw = await obtain(method, urlFor(path, requestOptions.query), requestOptions);
    return checkAnswer(raw, requestOptions.answer) as AnswerOf<Answer>;
  }

  // Caches and in-flight requests hold the raw body; every caller parses its own copy, so no caller
  // can alter what another one reads.
  function obtain(method: HttpMethod, url: string, requestOptions: RequestOptions<z.ZodType | undefined>) {
    const token = requestOptions.auth === 'none' ? null : options.getToken?.() || null;
    if (method !== 'GET') return transmit(method, url, token, requestOptions.body, requestOptions.headers);
    const key = `${method} ${url} ${token ? 'member' : 'guest'}`;
    const cached = readCache(key, requestOptions);
    if (cached.hit) return Promise.resolve(cached.data);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const fetched = transmit(method, url, token, requestOptions.body).then((raw) => {
      checkAnswer(raw, requestOptions.answer);
      writeCache(key, raw, requestOptions);
      return raw;
    });
    inFlight.set(key, fetched);
    const forget = () => inFlight.delete(key);
    fetched.then(forget, forget);
    return fetched;
  }

  function readCache(key: string, { cacheMs, service }: RequestOptions<z.ZodType | undefined>): CacheLookup {
    if (cacheMs) {
      const lookup = timedCache.get(key, now());
      if (lookup.hit) return lookup;
    }
    return service ? serviceCache.get(service, key, now()) : { hit: false };
  }

  function writeCache(
    key: string,
    raw: unknown,
    { cacheMs, service }: RequestOptions<z.ZodType | undefined>,
  ) {
    if (raw instanceof Blob) return;
    if (cacheMs) timedCache.set(key, raw, now() + cacheMs);
    if (service) serviceCache.set(service, key, raw, now());
  }

  async function transmit(
    method: HttpMethod,
    url: string,
    token: string | null,
    body: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const init: RequestInit = {
      method,
      headers: { ...extraHeaders, ...headersFor(body, token, options.getVisitId?.() || null) },
      body: encodeBody(body),
      credentials: 'include',
    };
    let response = await fetchOnce(url, init);
    if (!response.ok && body === undefined && RETRY_STATUSES.has(response.status)) {
      await discardBody(response);
      response = await fetchOnce(url, init);
    }
    const data = await readAnswer(response);
    if (!response.ok) throw new ApiError(response.status, data, 'http');
    return data;
  }

  async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
    try {
      return await options.fetch(url, init);
    } catch (cause) {
      throw new ApiError(0, null, 'network', { cause });
    }
  }

  function urlFor(path: string, query?: QueryValues): string {
    return appendQuery(`${apiBase}/${path.replace(/^\/+/, '')}`, query);
  }

  /**
   * Sends one call of the table with its typed input ({ params, query, body }) and checks the answer
   * against the call's schema. A call without a body still goes out with an empty JSON object when it
   * is not a GET (the client always declares JSON, storefront.md §7.1).
   */
  function send<C extends AnyCall>(call: C, ...[input]: InputArgs<C>): Promise<CallAnswer<C>> {
    const { params, query, body, headers } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: QueryValues;
      body?: unknown;
      headers?: Record<string, string>;
    };
    const { method, answer, cacheMs, service, auth } = call;
    const sentBody = body === undefined && method !== 'GET' ? {} : body;
    const answered = request(method, pathOf(call, params), {
      query,
      body: sentBody,
      answer,
      cacheMs,
      service,
      auth,
      ...(headers ? { headers } : {}),
    });
    return answered as Promise<CallAnswer<C>>;
  }

  function clearCache(): void {
    timedCache.clear();
    serviceCache.clear(knownServices());
  }

  return {
    request,
    send,
    /** The absolute address of an API path, for full-page redirects such as route-to-family-map. */
    urlFor,
    /** Forgets every cached answer; call it when the shopper logs in or out. */
    clearCache,
    mainMenu: () => send(calls.mainMenu),
    subMenu: () => send(calls.subMenu),
    mainMenuWithSubMenu: (id: number) => send(calls.mainMenuWithSubMenu, { params: { id } }),
    keywordSearch: (keyword: string, query: KeywordSearchQuery = {}) =>
      send(calls.keywordSearch, { params: { keyword }, query }),
    sellsBySearch: (keyword: string) => send(calls.sellsBySearch, { params: { keyword } }),
    learnsBySearch: (keyword: string) => send(calls.learnsBySearch, { params: { keyword } }),
    news: () => send(calls.news),
    /** get-pay-method-list: the ways to pay checkout offers (the footer shows only their marks). */
    payMethods: () => send(checkoutCalls.payMethods),
    newsById: (id: number) => send(calls.newsById, { params: { id } }),
    homeBanners: () => send(calls.homeBanners),
    smallCarousels: () => send(calls.smallCarousels),
    hotProducts: () => send(calls.hotProducts),
    homeVideo: () => send(calls.homeVideo),
    hotLearns: () => send(calls.hotLearns),
    settingByKey: (key: string) => send(calls.settingByKey, { query: { key } }),
    rewrites: () => send(calls.rewrites),
    productTypeRewrites: () => send(calls.productTypeRewrites),
    sellTypeRewrites: () => send(calls.sellTypeRewrites),
    notFoundPage: () => send(calls.notFoundPage),
  };
}

function checkAnswer(raw: unknown, answer: z.ZodType | undefined): unknown {
  if (!answer) return raw instanceof Blob ? raw : structuredClone(raw);
  const result = answer.safeParse(raw);
  if (!result.success) throw new ApiError(0, result.error.issues, 'invalid-answer');
  return result.data;
}

function headersFor(body: unknown, token: string | null, visitId: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // fetch sets the multipart boundary itself; a hand-written Content-Type would lose it.
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (visitId) headers['X-Visit-ID'] = visitId;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function apiBaseUrl(baseUrl: string): string {
  const origin = baseUrl.trim().replace(/\/+$/, '');
  return origin.endsWith(API_BASE_PATH) ? origin : `${origin}${API_BASE_PATH}`;
}

function appendQuery(url: string, query: QueryValues | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function knownServices(): string[] {
  return [...new Set(allCalls.flatMap((definition) => (definition.service ? [definition.service] : [])))];
}
