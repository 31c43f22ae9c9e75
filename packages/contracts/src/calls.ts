import { REFERENCE_LIST_CACHE_MS, SEARCH_SUGGESTION_LIMIT, SHORT_ANSWER_CACHE_MS } from '@shop/core';
import type { z } from 'zod';
import {
  HomeBannersAnswer,
  HomeVideoAnswer,
  HotLearnsAnswer,
  HotProductsAnswer,
  KeywordSearchAnswer,
  type KeywordSearchQuery,
  LearnsBySearchAnswer,
  MainMenuAnswer,
  MainMenuWithSubMenuAnswer,
  NewsDetailAnswer,
  NewsListAnswer,
  NotFoundPageAnswer,
  RewritesAnswer,
  SellsBySearchAnswer,
  SettingAnswer,
  SmallCarouselsAnswer,
  SubMenuAnswer,
} from './shell.ts';

export const API_BASE_PATH = '/front-stage/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** none: public; optional: answers guests and members alike; required: 401 without a valid token. */
export type CallAuth = 'none' | 'optional' | 'required';

export interface CallDefinition<Params, Answer extends z.ZodType> {
  method: HttpMethod;
  /** Fastify-style route under API_BASE_PATH, without the query (for registering the server route). */
  route: string;
  /** The request path under API_BASE_PATH, query included. */
  path: (params: Params) => string;
  answer: Answer;
  /** Lifetime of a cached answer (GET only). */
  cacheMs?: number;
  /** Service whose common 5-minute cache ({service}_cache) keeps the answer (GET only). */
  service?: string;
  auth: CallAuth;
}

export type CallParams<C> = C extends CallDefinition<infer P, z.ZodType> ? P : never;
export type CallAnswer<C> = C extends CallDefinition<unknown, infer A> ? z.output<A> : never;

/** Identity function that lets TypeScript infer a call's parameter and answer types. */
function defineCall<Answer extends z.ZodType, Params = void>(
  call: CallDefinition<Params, Answer>,
): CallDefinition<Params, Answer> {
  return call;
}

/** A relative path with the defined query values appended. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

const keywordPath = (prefix: string, keyword: string) => `${prefix}/${encodeURIComponent(keyword)}`;

export const NEWS_SERVICE = 'news';
export const KEYWORD_SUGGESTION_QUERY = { limit_count: SEARCH_SUGGESTION_LIMIT } as const;

/** The calls of the shell, home and content pages (storefront.md §7.3, lifetimes of §9). */
export const calls = {
  mainMenu: defineCall({
    method: 'GET',
    route: 'main-menu',
    path: () => 'main-menu',
    answer: MainMenuAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  subMenu: defineCall({
    method: 'GET',
    route: 'sub-menu',
    path: () => 'sub-menu',
    answer: SubMenuAnswer,
    auth: 'none',
  }),
  mainMenuWithSubMenu: defineCall({
    method: 'GET',
    route: 'main-menu-with-sub-menu/:id',
    path: ({ id }: { id: number }) => `main-menu-with-sub-menu/${id}`,
    answer: MainMenuWithSubMenuAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  keywordSearch: defineCall({
    method: 'GET',
    route: 'get-keyword-search/:keyword',
    path: ({ keyword, ...query }: { keyword: string } & KeywordSearchQuery) =>
      withQuery(keywordPath('get-keyword-search', keyword), query),
    answer: KeywordSearchAnswer,
    auth: 'optional',
  }),
  sellsBySearch: defineCall({
    method: 'GET',
    route: 'get-sells-by-search/:keyword',
    path: ({ keyword }: { keyword: string }) => keywordPath('get-sells-by-search', keyword),
    answer: SellsBySearchAnswer,
    auth: 'none',
  }),
  learnsBySearch: defineCall({
    method: 'GET',
    route: 'get-learns-by-search/:keyword',
    path: ({ keyword }: { keyword: string }) => keywordPath('get-learns-by-search', keyword),
    answer: LearnsBySearchAnswer,
    auth: 'none',
  }),
  news: defineCall({
    method: 'GET',
    route: 'news',
    path: () => 'news',
    answer: NewsListAnswer,
    service: NEWS_SERVICE,
    auth: 'none',
  }),
  newsById: defineCall({
    method: 'GET',
    route: 'news/:id',
    path: ({ id }: { id: number }) => `news/${id}`,
    answer: NewsDetailAnswer,
    service: NEWS_SERVICE,
    auth: 'none',
  }),
  homeBanners: defineCall({
    method: 'GET',
    route: 'home-banners',
    path: () => 'home-banners',
    answer: HomeBannersAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  /** The home page's left banners. */
  smallCarousels: defineCall({
    method: 'GET',
    route: 'get-small-carousels',
    path: () => 'get-small-carousels',
    answer: SmallCarouselsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  /** The home page's right-hand hot products. */
  hotProducts: defineCall({
    method: 'GET',
    route: 'get-hot-products',
    path: () => 'get-hot-products',
    answer: HotProductsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  homeVideo: defineCall({
    method: 'GET',
    route: 'get-home-video',
    path: () => 'get-home-video',
    answer: HomeVideoAnswer,
    auth: 'none',
  }),
  hotLearns: defineCall({
    method: 'GET',
    route: 'get-hot-learns',
    path: () => 'get-hot-learns',
    answer: HotLearnsAnswer,
    auth: 'none',
  }),
  settingByKey: defineCall({
    method: 'GET',
    route: 'get-setting-by-key',
    path: ({ key }: { key: string }) => withQuery('get-setting-by-key', { key }),
    answer: SettingAnswer,
    auth: 'none',
  }),
  rewrites: defineCall({
    method: 'GET',
    route: 'get-rewrite',
    path: () => 'get-rewrite',
    answer: RewritesAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  productTypeRewrites: defineCall({
    method: 'GET',
    route: 'get-product-type-rewrite',
    path: () => 'get-product-type-rewrite',
    answer: RewritesAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  sellTypeRewrites: defineCall({
    method: 'GET',
    route: 'get-sell-type-rewrite',
    path: () => 'get-sell-type-rewrite',
    answer: RewritesAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  notFoundPage: defineCall({
    method: 'GET',
    route: 'get-404',
    path: () => 'get-404',
    answer: NotFoundPageAnswer,
    auth: 'none',
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
