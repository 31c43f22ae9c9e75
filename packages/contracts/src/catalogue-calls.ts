import { COMMENTS_CACHE_MS } from '@shop/core';
import type { z } from 'zod';
import { type CallDefinition, withQuery } from './calls.ts';
import {
  AllowedCommentsAnswer,
  BreadcrumbAnswer,
  CategoriesAnswer,
  CategoryAnswer,
  type CommentsQuery,
  DeleteFavoriteAnswer,
  FavoritesAnswer,
  MemberCommentsAnswer,
  OpenProductsAnswer,
  PostFavoriteAnswer,
  PostFavoriteBody,
  ProductListAnswer,
  type ProductListQuery,
  ProductNoticeAnswer,
  ProductNoticeBody,
  ResolvePathAnswer,
  SellAnswer,
  SellBatchAnswer,
  SellBatchBody,
  SellPageAnswer,
  SellProductIdsAnswer,
  SeriesAnswer,
  SeriesListAnswer,
  type ShortcutKind,
  ShortcutProductsAnswer,
  StoreCommentAnswer,
  TagProductsAnswer,
  TestProductsAnswer,
} from './catalogue.ts';
import { SellActivitiesAnswer } from './promotions.ts';

/**
 * A call of the catalogue, promotion and content tables: a CallDefinition (so `client.call` takes the
 * GET ones) plus the JSON body schema of POST calls, or multipart: true for the uploads, sent with
 * `client.request(def.method, def.path(params), { body, answer: def.answer, auth: def.auth })`.
 */
export interface ShopCallDefinition<Params, Answer extends z.ZodType, Body extends z.ZodType | undefined>
  extends CallDefinition<Params, Answer> {
  body: Body;
  multipart?: true;
}

export function defineShopCall<
  Answer extends z.ZodType,
  Params = void,
  Body extends z.ZodType | undefined = undefined,
>(call: ShopCallDefinition<Params, Answer, Body>): ShopCallDefinition<Params, Answer, Body> {
  return call;
}

const fixed = (path: string) => () => path;
const segment = encodeURIComponent;

/**
 * get-allowed-comments as the original storefront builds it, without the slash after v1. The API
 * answers this exact path too (docs/decisions.md); the table below uses the regular one.
 */
export const ALLOWED_COMMENTS_UNSLASHED_ROUTE = '/front-stage/v1get-sell-pages/:id/get-allowed-comments';

/** Catalogue and product page calls (storefront.md §7.3–7.4; lifetimes of §9). */
export const catalogueCalls = {
  categories: defineShopCall({
    method: 'GET',
    route: 'get-categories',
    path: fixed('get-categories'),
    answer: CategoriesAnswer,
    body: undefined,
    auth: 'none',
  }),
  category: defineShopCall({
    method: 'GET',
    route: 'get-category/:category',
    path: ({ category }: { category: string }) => `get-category/${segment(category)}`,
    answer: CategoryAnswer,
    body: undefined,
    auth: 'none',
  }),
  productList: defineShopCall({
    method: 'GET',
    route: 'get-product-list/:category/:subcategory',
    path: ({ category, subcategory, sort }: { category: string; subcategory: string } & ProductListQuery) =>
      withQuery(`get-product-list/${segment(category)}/${segment(subcategory)}`, { sort }),
    answer: ProductListAnswer,
    body: undefined,
    auth: 'none',
  }),
  seriesList: defineShopCall({
    method: 'GET',
    route: 'get-series-list',
    path: fixed('get-series-list'),
    answer: SeriesListAnswer,
    body: undefined,
    auth: 'none',
  }),
  series: defineShopCall({
    method: 'GET',
    route: 'get-series/:slug',
    path: ({ slug, sort }: { slug: string } & ProductListQuery) =>
      withQuery(`get-series/${segment(slug)}`, { sort }),
    answer: SeriesAnswer,
    body: undefined,
    auth: 'none',
  }),
  shortcutProducts: defineShopCall({
    method: 'GET',
    route: 'get-shortcut-products/:kind',
    path: ({ kind }: { kind: ShortcutKind }) => `get-shortcut-products/${kind}`,
    answer: ShortcutProductsAnswer,
    body: undefined,
    auth: 'none',
  }),
  /** /Awoopage_tag?tag=… */
  tagPage: defineShopCall({
    method: 'GET',
    route: 'awootag-page-by-tags',
    path: ({ tag }: { tag: string }) => withQuery('awootag-page-by-tags', { tag }),
    answer: TagProductsAnswer,
    body: undefined,
    auth: 'none',
  }),
  breadcrumb: defineShopCall({
    method: 'GET',
    route: 'get-from-brand-crumbs',
    path: ({ path }: { path: string }) => withQuery('get-from-brand-crumbs', { path }),
    answer: BreadcrumbAnswer,
    body: undefined,
    auth: 'none',
  }),
  resolvePath: defineShopCall({
    method: 'GET',
    route: 'resolve-path',
    path: ({ path }: { path: string }) => withQuery('resolve-path', { path }),
    answer: ResolvePathAnswer,
    body: undefined,
    auth: 'none',
  }),
  openProductsByPids: defineShopCall({
    method: 'GET',
    route: 'get-open-products-by-pids/:pids',
    path: ({ pids }: { pids: number[] }) => `get-open-products-by-pids/${pids.join(',')}`,
    answer: OpenProductsAnswer,
    body: undefined,
    auth: 'none',
  }),
  sellProductIds: defineShopCall({
    method: 'GET',
    route: 'get-sell-product-ids',
    path: fixed('get-sell-product-ids'),
    answer: SellProductIdsAnswer,
    body: undefined,
    auth: 'none',
  }),
  testProducts: defineShopCall({
    method: 'GET',
    route: 'test-product-list',
    path: fixed('test-product-list'),
    answer: TestProductsAnswer,
    body: undefined,
    auth: 'none',
  }),
  sell: defineShopCall({
    method: 'GET',
    route: 'sell',
    path: ({ sellId }: { sellId: number }) => withQuery('sell', { sellId }),
    answer: SellAnswer,
    body: undefined,
    auth: 'optional',
  }),
  sellBatch: defineShopCall({
    method: 'POST',
    route: 'sell',
    path: fixed('sell'),
    answer: SellBatchAnswer,
    body: SellBatchBody,
    auth: 'optional',
  }),
  sellPage: defineShopCall({
    method: 'GET',
    route: 'get-sell-pages/:id',
    path: ({ id }: { id: number }) => `get-sell-pages/${id}`,
    answer: SellPageAnswer,
    body: undefined,
    auth: 'none',
  }),
  sellActivities: defineShopCall({
    method: 'GET',
    route: 'get-sell-pages/:id/get-activities',
    path: ({ id }: { id: number }) => `get-sell-pages/${id}/get-activities`,
    answer: SellActivitiesAnswer,
    body: undefined,
    auth: 'none',
  }),
  comments: defineShopCall({
    method: 'GET',
    route: 'get-sell-pages/:id/get-comments',
    path: ({ id, ...query }: { id: number } & CommentsQuery) =>
      withQuery(`get-sell-pages/${id}/get-comments`, query),
    answer: MemberCommentsAnswer,
    cacheMs: COMMENTS_CACHE_MS,
    body: undefined,
    auth: 'required',
  }),
  allowedComments: defineShopCall({
    method: 'GET',
    route: 'get-sell-pages/:id/get-allowed-comments',
    path: ({ id, ...query }: { id: number } & CommentsQuery) =>
      withQuery(`get-sell-pages/${id}/get-allowed-comments`, query),
    answer: AllowedCommentsAnswer,
    cacheMs: COMMENTS_CACHE_MS,
    body: undefined,
    auth: 'none',
  }),
  /** Multipart: fields stars and content (StoreCommentFields), up to 3 image files. */
  storeComment: defineShopCall({
    method: 'POST',
    route: 'get-sell-pages/:id/store-comment',
    path: ({ id }: { id: number }) => `get-sell-pages/${id}/store-comment`,
    answer: StoreCommentAnswer,
    body: undefined,
    multipart: true,
    auth: 'required',
  }),
  favorites: defineShopCall({
    method: 'GET',
    route: 'get-favorites',
    path: fixed('get-favorites'),
    answer: FavoritesAnswer,
    body: undefined,
    auth: 'required',
  }),
  postFavorite: defineShopCall({
    method: 'POST',
    route: 'post-favorites',
    path: fixed('post-favorites'),
    answer: PostFavoriteAnswer,
    body: PostFavoriteBody,
    auth: 'required',
  }),
  deleteFavorite: defineShopCall({
    method: 'DELETE',
    route: 'delete-favorites/:id',
    path: ({ id }: { id: number }) => `delete-favorites/${id}`,
    answer: DeleteFavoriteAnswer,
    body: undefined,
    auth: 'required',
  }),
  productNotice: defineShopCall({
    method: 'POST',
    route: 'add-product-notice',
    path: fixed('add-product-notice'),
    answer: ProductNoticeAnswer,
    body: ProductNoticeBody,
    auth: 'required',
  }),
} as const;
