import { calls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import {
  getHomeVideo,
  getMainMenuWithSubMenu,
  getNotFoundPage,
  getSetting,
  listHomeBanners,
  listHotProducts,
  listMainMenu,
  listRewrites,
  listSmallCarousels,
  listSubMenu,
} from './shell.service.ts';

/** Menus, home page sections, settings, rewrites and the 404 page (storefront.md §7.3). */
export const shellRoutes: FastifyPluginAsync = async (app) => {
  // Menus and search results come from the read replica when there is one (DATABASE_REPLICA_URL).
  const db = app.catalogueDb;
  const { mainMenu, subMenu, mainMenuWithSubMenu, homeBanners, smallCarousels, hotProducts } = calls;
  const { homeVideo, settingByKey, rewrites, productTypeRewrites, sellTypeRewrites, notFoundPage } = calls;
  registerCalls(
    app,
    { mainMenu, subMenu, mainMenuWithSubMenu, homeBanners, smallCarousels, hotProducts },
    {
      mainMenu: async () => ({ mainMenu: await listMainMenu(db) }),
      subMenu: async () => ({ subMenu: await listSubMenu(db) }),
      mainMenuWithSubMenu: async (request) => ({
        mainMenu: await getMainMenuWithSubMenu(db, request.params.id),
      }),
      homeBanners: async () => ({ homeBanners: await listHomeBanners(db) }),
      smallCarousels: async () => ({ smallCarousels: await listSmallCarousels(db) }),
      hotProducts: async () => ({ hotProducts: await listHotProducts(db) }),
    },
  );
  registerCalls(
    app,
    { homeVideo, settingByKey, rewrites, productTypeRewrites, sellTypeRewrites, notFoundPage },
    {
      homeVideo: async () => ({ homeVideo: await getHomeVideo(db) }),
      settingByKey: async (request) => ({ setting: await getSetting(db, request.query.key) }),
      rewrites: async () => ({ rewrites: await listRewrites(db) }),
      productTypeRewrites: async () => ({ rewrites: await listRewrites(db, 'product_type') }),
      sellTypeRewrites: async () => ({ rewrites: await listRewrites(db, 'sell_type') }),
      notFoundPage: async () => ({ page: await getNotFoundPage(db) }),
    },
  );
};
