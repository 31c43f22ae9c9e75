import { contentPageCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import * as service from './content-pages.service.ts';

/** Articles, ingredient dictionary, FAQ, CMS pages and news categories (storefront.md §7.3). */
export const contentPageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { learnTypes, learnType2ByRel2, learns, learnBySlug, learnsByIds, ingredients, ingredient } =
    contentPageCalls;
  const { contentPage, faqList, newsCategories, newsByCategory } = contentPageCalls;
  registerCalls(
    app,
    { learnTypes, learnType2ByRel2, learns, learnBySlug, learnsByIds, ingredients, ingredient },
    {
      learnTypes: async () => ({ learnTypes: await service.listLearnTypes(db) }),
      learnType2ByRel2: (request) => service.getLearnType(db, request.params.id),
      learns: async (request) => ({ learns: await service.listLearnPage(db, request.query) }),
      learnBySlug: async (request) => ({ learn: await service.getLearnBySlug(db, request.query.slug) }),
      learnsByIds: async (request) => ({ learns: await service.listLearnsByIds(db, request.query.ids) }),
      ingredients: async () => ({ ingredients: await service.listIngredients(db) }),
      ingredient: async (request) => ({ ingredient: await service.getIngredient(db, request.params.uid) }),
    },
  );
  registerCalls(
    app,
    { contentPage, faqList, newsCategories, newsByCategory },
    {
      contentPage: async (request) => ({ page: await service.getContentPage(db, request.query.slug) }),
      faqList: async () => ({ groups: await service.listFaq(db) }),
      newsCategories: async () => ({ categories: await service.listNewsCategories(db) }),
      newsByCategory: (request) =>
        service.getNewsByCategory(db, request.params.category, request.params.subcategory),
    },
  );
};
