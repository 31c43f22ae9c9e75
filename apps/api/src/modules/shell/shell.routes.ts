import {
  HomeBannersAnswer,
  HomeVideoAnswer,
  HotProductsAnswer,
  IdParam,
  MainMenuAnswer,
  MainMenuWithSubMenuAnswer,
  NotFoundPageAnswer,
  RewritesAnswer,
  SettingAnswer,
  SettingQuery,
  SmallCarouselsAnswer,
  SubMenuAnswer,
} from '@shop/contracts';
import { REFERENCE_LIST_CACHE_MS, SERVICE_CACHE_MS, SHORT_ANSWER_CACHE_MS } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptFor, publicFor } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
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

const tags = ['shell'];
// Lifetimes of storefront.md §9: the client keeps these answers as long, so proxies may too.
const short = { cache: publicFor(SHORT_ANSWER_CACHE_MS) };
const reference = { cache: publicFor(REFERENCE_LIST_CACHE_MS) };
// §9 gives these no lifetime ("None"): browsers ask every time, the server keeps them as long as the shortest one.
const keptShort = { cache: keptFor(SHORT_ANSWER_CACHE_MS) };
// Calls §9 does not list fall under the common service cache of §7.1.
const service = { cache: publicFor(SERVICE_CACHE_MS) };

/** Menus, home page sections, settings, rewrites and the 404 page (storefront.md §7.3). */
export const shellRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/main-menu',
    { schema: { tags, summary: 'Shown main menu items', response: { 200: MainMenuAnswer } }, config: short },
    async () => ({ mainMenu: await listMainMenu(db) }),
  );

  app.get(
    '/sub-menu',
    {
      schema: {
        tags,
        summary: 'Every submenu row (the storefront filters)',
        response: { 200: SubMenuAnswer },
      },
      config: keptShort,
    },
    async () => ({ subMenu: await listSubMenu(db) }),
  );

  app.get(
    '/main-menu-with-sub-menu/:id',
    {
      schema: {
        tags,
        summary: 'One main menu item with its shown and open submenus',
        params: IdParam,
        response: { 200: MainMenuWithSubMenuAnswer, ...errorAnswers(404, 422) },
      },
      config: short,
    },
    async (request) => ({ mainMenu: await getMainMenuWithSubMenu(db, request.params.id) }),
  );

  app.get(
    '/home-banners',
    { schema: { tags, summary: 'Home page banners', response: { 200: HomeBannersAnswer } }, config: short },
    async () => ({ homeBanners: await listHomeBanners(db) }),
  );

  app.get(
    '/get-small-carousels',
    {
      schema: {
        tags,
        summary: 'Small carousels left of the hot products',
        response: { 200: SmallCarouselsAnswer },
      },
      config: reference,
    },
    async () => ({ smallCarousels: await listSmallCarousels(db) }),
  );

  app.get(
    '/get-hot-products',
    {
      schema: { tags, summary: 'Hot products of the home page', response: { 200: HotProductsAnswer } },
      config: reference,
    },
    async () => ({ hotProducts: await listHotProducts(db) }),
  );

  app.get(
    '/get-home-video',
    {
      schema: { tags, summary: 'The active home page video, or null', response: { 200: HomeVideoAnswer } },
      config: service,
    },
    async () => ({ homeVideo: await getHomeVideo(db) }),
  );

  app.get(
    '/get-setting-by-key',
    {
      schema: {
        tags,
        summary: 'One setting by key',
        querystring: SettingQuery,
        response: { 200: SettingAnswer, ...errorAnswers(404, 422) },
      },
      config: keptShort,
    },
    async (request) => ({ setting: await getSetting(db, request.query.key) }),
  );

  app.get(
    '/get-rewrite',
    {
      schema: { tags, summary: 'Every rewrite (href → page)', response: { 200: RewritesAnswer } },
      config: reference,
    },
    async () => ({ rewrites: await listRewrites(db) }),
  );

  app.get(
    '/get-product-type-rewrite',
    {
      schema: { tags, summary: 'Rewrites to product-type pages', response: { 200: RewritesAnswer } },
      config: reference,
    },
    async () => ({ rewrites: await listRewrites(db, 'product_type') }),
  );

  app.get(
    '/get-sell-type-rewrite',
    {
      schema: { tags, summary: 'Rewrites to sell-type pages', response: { 200: RewritesAnswer } },
      config: reference,
    },
    async () => ({ rewrites: await listRewrites(db, 'sell_type') }),
  );

  app.get(
    '/get-404',
    {
      schema: { tags, summary: 'Content of the not-found page', response: { 200: NotFoundPageAnswer } },
      config: service,
    },
    async () => ({ page: await getNotFoundPage(db) }),
  );
};
