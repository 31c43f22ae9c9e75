import { catalogueCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import * as service from './catalogue.service.ts';

/**
 * Product types, series, shortcut and tag lists, breadcrumbs and the product data the cart reads
 * (storefront.md §7.3–7.4).
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  // Lists and product pages come from the read replica when there is one (DATABASE_REPLICA_URL); the
  // products a cart reads and a member's sell pages (their favourites, their restock notices) do not.
  const { db: primary, catalogueDb: db } = app;
  const sellDb = (memberId: number | null | undefined) => (memberId == null ? db : primary);
  const { categories, category, productList, seriesList, series, shortcutProducts, tagPage } = catalogueCalls;
  const { breadcrumb, resolvePath, openProductsByPids, sellProductIds, testProducts, sell, sellBatch } =
    catalogueCalls;
  registerCalls(
    app,
    { categories, category, productList, seriesList, series, shortcutProducts, tagPage },
    {
      categories: async () => ({ categories: await service.listCategories(db) }),
      category: (request) => service.getCategory(db, request.params.category, request.query),
      productList: (request) =>
        service.getProductList(db, request.params.category, request.params.subcategory, request.query),
      seriesList: async () => ({ series: await service.listSeries(db) }),
      series: (request) => service.getSeries(db, request.params.slug, request.query),
      shortcutProducts: (request) => service.getShortcutProducts(db, request.params.kind),
      tagPage: (request) => service.getTagProducts(db, request.query.tag),
    },
  );
  registerCalls(
    app,
    { breadcrumb, resolvePath, openProductsByPids, sellProductIds, testProducts, sell, sellBatch },
    {
      breadcrumb: async (request) => ({ crumbs: await service.getBreadcrumb(db, request.query.path) }),
      resolvePath: (request) => service.resolvePath(db, request.query.path),
      openProductsByPids: async (request) => ({
        products: await service.listOpenProducts(primary, request.params.pids),
      }),
      sellProductIds: async () => ({ p_ids: await service.listSellProductIds(db) }),
      testProducts: async () => ({ products: await service.listTestProducts(db) }),
      sell: async (request) => ({
        sell: await service.getSell(sellDb(request.memberId), request.query.sellId, request.memberId),
      }),
      sellBatch: async (request) => ({
        sells: await service.getSells(sellDb(request.memberId), request.body, request.memberId),
      }),
    },
  );
};
