import {
  REFERENCE_LIST_CACHE_MS,
  SEARCH_KEEP_MS,
  SEARCH_SUGGESTION_LIMIT,
  SHORT_ANSWER_CACHE_MS,
} from '@shop/core';
import { z } from 'zod';
import { ListProduct } from './catalogue.ts';
import { ListPaging, ProductListQuery } from './catalogue-list.ts';
import { IdParam, KeywordParam } from './common.ts';
import { callsOf } from './define-call.ts';
import {
  HomeBannersAnswer,
  HomeVideoAnswer,
  HotLearnsAnswer,
  HotProductsAnswer,
  KeywordSearchAnswer,
  KeywordSearchQuery,
  LearnsBySearchAnswer,
  MainMenuAnswer,
  MainMenuWithSubMenuAnswer,
  NewsDetailAnswer,
  NewsListAnswer,
  NotFoundPageAnswer,
  RewritesAnswer,
  SellsBySearchAnswer,
  SettingAnswer,
  SettingQuery,
  SmallCarouselsAnswer,
  SubMenuAnswer,
} from './shell.ts';

export const NEWS_SERVICE = 'news';
/** Shell answers §9 gives no lifetime: the common 5-minute service cache of §7.1 keeps them. */
export const SHELL_SERVICE = 'shell';
export const KEYWORD_SUGGESTION_QUERY = { limit_count: SEARCH_SUGGESTION_LIMIT } as const;

const shellCall = callsOf('shell');
const contentCall = callsOf('content');
export const ProductsBySearchAnswer = z.object({ products: z.array(ListProduct), paging: ListPaging });
export type ProductsBySearchAnswer = z.infer<typeof ProductsBySearchAnswer>;

const searchCall = callsOf('search');

/** The calls of the shell, home and content pages and keyword search (storefront.md §7.3, lifetimes of §9). */
export const calls = {
  mainMenu: shellCall({
    method: 'GET',
    route: 'main-menu',
    summary: 'Shown main menu items',
    answer: MainMenuAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  subMenu: shellCall({
    method: 'GET',
    route: 'sub-menu',
    summary: 'Every submenu row (the storefront filters)',
    answer: SubMenuAnswer,
    keepMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  mainMenuWithSubMenu: shellCall({
    method: 'GET',
    route: 'main-menu-with-sub-menu/:id',
    summary: 'One main menu item with its shown and open submenus',
    params: IdParam,
    answer: MainMenuWithSubMenuAnswer,
    errors: [404, 422],
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  keywordSearch: searchCall({
    method: 'GET',
    route: 'get-keyword-search/:keyword',
    summary: 'Products, categories and articles matching a keyword (guests and members alike)',
    params: KeywordParam,
    query: KeywordSearchQuery,
    answer: KeywordSearchAnswer,
    errors: [422],
    keepMs: SEARCH_KEEP_MS,
    auth: 'optional',
  }),
  sellsBySearch: searchCall({
    method: 'GET',
    route: 'get-sells-by-search/:keyword',
    summary: 'Sell pages matching a keyword',
    params: KeywordParam,
    query: KeywordSearchQuery,
    answer: SellsBySearchAnswer,
    errors: [422],
    keepMs: SEARCH_KEEP_MS,
    auth: 'none',
  }),
  /** The search page's product list: list cards, sorted, filtered and paged like a category page. */
  productsBySearch: searchCall({
    method: 'GET',
    route: 'get-products-by-search/:keyword',
    summary: 'Products matching a keyword, sorted, filtered and paged as a list page',
    params: KeywordParam,
    query: ProductListQuery,
    answer: ProductsBySearchAnswer,
    errors: [422],
    auth: 'none',
  }),
  learnsBySearch: searchCall({
    method: 'GET',
    route: 'get-learns-by-search/:keyword',
    summary: 'Skincare-advice articles matching a keyword',
    params: KeywordParam,
    query: KeywordSearchQuery,
    answer: LearnsBySearchAnswer,
    errors: [422],
    keepMs: SEARCH_KEEP_MS,
    auth: 'none',
  }),
  news: contentCall({
    method: 'GET',
    route: 'news',
    summary: 'Shown news, newest first',
    answer: NewsListAnswer,
    service: NEWS_SERVICE,
    sharedService: true,
    auth: 'none',
  }),
  newsById: contentCall({
    method: 'GET',
    route: 'news/:id',
    summary: 'One news item with its content',
    params: IdParam,
    answer: NewsDetailAnswer,
    errors: [404, 422],
    service: NEWS_SERVICE,
    sharedService: true,
    auth: 'none',
  }),
  homeBanners: shellCall({
    method: 'GET',
    route: 'home-banners',
    summary: 'Home page banners',
    answer: HomeBannersAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  /** The home page's left banners. */
  smallCarousels: shellCall({
    method: 'GET',
    route: 'get-small-carousels',
    summary: 'Small carousels left of the hot products',
    answer: SmallCarouselsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  /** The home page's right-hand hot products. */
  hotProducts: shellCall({
    method: 'GET',
    route: 'get-hot-products',
    summary: 'Hot products of the home page',
    answer: HotProductsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  homeVideo: shellCall({
    method: 'GET',
    route: 'get-home-video',
    summary: 'The active home page video, or null',
    answer: HomeVideoAnswer,
    service: SHELL_SERVICE,
    sharedService: true,
    auth: 'none',
  }),
  hotLearns: contentCall({
    method: 'GET',
    route: 'get-hot-learns',
    summary: 'Hot skincare-advice articles',
    answer: HotLearnsAnswer,
    service: NEWS_SERVICE,
    sharedService: true,
    auth: 'none',
  }),
  settingByKey: shellCall({
    method: 'GET',
    route: 'get-setting-by-key',
    summary: 'One setting by key',
    query: SettingQuery,
    answer: SettingAnswer,
    errors: [404, 422],
    keepMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  rewrites: shellCall({
    method: 'GET',
    route: 'get-rewrite',
    summary: 'Every rewrite (href → page)',
    answer: RewritesAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  productTypeRewrites: shellCall({
    method: 'GET',
    route: 'get-product-type-rewrite',
    summary: 'Rewrites to product-type pages',
    answer: RewritesAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  sellTypeRewrites: shellCall({
    method: 'GET',
    route: 'get-sell-type-rewrite',
    summary: 'Rewrites to sell-type pages',
    answer: RewritesAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  notFoundPage: shellCall({
    method: 'GET',
    route: 'get-404',
    summary: 'Content of the not-found page',
    answer: NotFoundPageAnswer,
    service: SHELL_SERVICE,
    sharedService: true,
    auth: 'none',
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
