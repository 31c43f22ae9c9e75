import {
  BreadcrumbAnswer,
  CategoriesAnswer,
  CategoryAnswer,
  CategoryParams,
  OpenProductsAnswer,
  PathQuery,
  PidsParams,
  ProductListAnswer,
  ProductListQuery,
  ResolvePathAnswer,
  SellAnswer,
  SellBatchAnswer,
  SellBatchBody,
  SellProductIdsAnswer,
  SellQuery,
  SeriesAnswer,
  SeriesListAnswer,
  SeriesParams,
  ShortcutParams,
  ShortcutProductsAnswer,
  SubcategoryParams,
  TagProductsAnswer,
  TagQuery,
  TestProductsAnswer,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import * as service from './catalogue.service.ts';

const tags = ['catalogue'];
const optionalAuth: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

/**
 * Product types, series, shortcut and tag lists, breadcrumbs and the product data the cart reads
 * (storefront.md §7.3–7.4). None of these has a lifetime in §9, so answers are revalidated.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/get-categories',
    {
      schema: {
        tags,
        summary: 'Product types with their subcategories',
        response: { 200: CategoriesAnswer },
      },
    },
    async () => ({ categories: await service.listCategories(db) }),
  );

  app.get(
    '/get-category/:category',
    {
      schema: {
        tags,
        summary: 'A top category (/{category}) with its subcategories and products',
        params: CategoryParams,
        querystring: ProductListQuery,
        response: { 200: CategoryAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => service.getCategory(db, request.params.category, request.query.sort),
  );

  app.get(
    '/get-product-list/:category/:subcategory',
    {
      schema: {
        tags,
        summary: 'Products of a subcategory (/{category}/{subcategory})',
        params: SubcategoryParams,
        querystring: ProductListQuery,
        response: { 200: ProductListAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) =>
      service.getProductList(db, request.params.category, request.params.subcategory, request.query.sort),
  );

  app.get(
    '/get-series-list',
    { schema: { tags, summary: 'The product series', response: { 200: SeriesListAnswer } } },
    async () => ({ series: await service.listSeries(db) }),
  );

  app.get(
    '/get-series/:slug',
    {
      schema: {
        tags,
        summary: 'A series page (/exfoliate … /omega+complex) with its products',
        params: SeriesParams,
        querystring: ProductListQuery,
        response: { 200: SeriesAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => service.getSeries(db, request.params.slug, request.query.sort),
  );

  app.get(
    '/get-shortcut-products/:kind',
    {
      schema: {
        tags,
        summary: 'New, hot, campaign or all products (the shortcut pages)',
        params: ShortcutParams,
        response: { 200: ShortcutProductsAnswer, ...errorAnswers(422) },
      },
    },
    async (request) => service.getShortcutProducts(db, request.params.kind),
  );

  app.get(
    '/awootag-page-by-tags',
    {
      schema: {
        tags,
        summary: 'Products carrying a tag (/Awoopage_tag)',
        querystring: TagQuery,
        response: { 200: TagProductsAnswer, ...errorAnswers(422) },
      },
    },
    async (request) => service.getTagProducts(db, request.query.tag),
  );

  app.get(
    '/get-from-brand-crumbs',
    {
      schema: {
        tags,
        summary: 'Breadcrumb of a shop path (product, series, category, shortcut or content page)',
        querystring: PathQuery,
        response: { 200: BreadcrumbAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ crumbs: await service.getBreadcrumb(db, request.query.path) }),
  );

  app.get(
    '/resolve-path',
    {
      schema: {
        tags,
        summary: 'What a one- or two-segment shop path shows',
        querystring: PathQuery,
        response: { 200: ResolvePathAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => service.resolvePath(db, request.query.path),
  );

  app.get(
    '/get-open-products-by-pids/:pids',
    {
      schema: {
        tags,
        summary: 'Shown products by id (comma list), for stock and prices',
        params: PidsParams,
        response: { 200: OpenProductsAnswer, ...errorAnswers(422) },
      },
    },
    async (request) => ({ products: await service.listOpenProducts(db, request.params.pids) }),
  );

  app.get(
    '/get-sell-product-ids',
    { schema: { tags, summary: 'Ids of the products on sale', response: { 200: SellProductIdsAnswer } } },
    async () => ({ p_ids: await service.listSellProductIds(db) }),
  );

  app.get(
    '/test-product-list',
    {
      schema: {
        tags,
        summary: 'Trial products of the online skin test',
        response: { 200: TestProductsAnswer },
      },
    },
    async () => ({ products: await service.listTestProducts(db) }),
  );

  app.get(
    '/sell',
    {
      schema: {
        tags,
        summary: 'One sell page as a product card, with member flags when logged in',
        security: optionalAuth,
        querystring: SellQuery,
        response: { 200: SellAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ sell: await service.getSell(db, request.query.sellId, request.memberId) }),
  );

  app.post(
    '/sell',
    {
      schema: {
        tags,
        summary: 'Several sell pages by sell id or product id (the cart)',
        security: optionalAuth,
        body: SellBatchBody,
        response: { 200: SellBatchAnswer, ...errorAnswers(422) },
      },
    },
    async (request) => ({ sells: await service.getSells(db, request.body, request.memberId) }),
  );
};
