import {
  ContentPageAnswer,
  ContentPageQuery,
  FaqListAnswer,
  IngredientAnswer,
  IngredientParams,
  IngredientsAnswer,
  LearnAnswer,
  LearnListQuery,
  LearnPageAnswer,
  LearnSlugQuery,
  LearnsAnswer,
  LearnsByIdsQuery,
  LearnType2Answer,
  LearnTypesAnswer,
  NewsByCategoryAnswer,
  NewsCategoriesAnswer,
  NewsCategoryParams,
  Rel2Params,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import * as service from './content-pages.service.ts';

const tags = ['content-pages'];

/** Articles, ingredient dictionary, FAQ, CMS pages and news categories (storefront.md §7.3). */
export const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/get-learn-types',
    { schema: { tags, summary: 'Skincare-advice article types', response: { 200: LearnTypesAnswer } } },
    async () => ({ learnTypes: await service.listLearnTypes(db) }),
  );

  app.get(
    '/get-learn-type2-by-rel2/:id',
    {
      schema: {
        tags,
        summary: 'An article type by its slug (learntype2_rel2) with its articles',
        params: Rel2Params,
        response: { 200: LearnType2Answer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => service.getLearnType(db, request.params.id),
  );

  app.get(
    '/get-learns',
    {
      schema: {
        tags,
        summary: 'Published articles, newest first, paged (optionally of one type)',
        querystring: LearnListQuery,
        response: { 200: LearnPageAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ learns: await service.listLearnPage(db, request.query) }),
  );

  app.get(
    '/get-learn-by-slug',
    {
      schema: {
        tags,
        summary: 'One article by its slug (learn_rel3)',
        querystring: LearnSlugQuery,
        response: { 200: LearnAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ learn: await service.getLearnBySlug(db, request.query.slug) }),
  );

  app.get(
    '/get-learns-by-ids',
    {
      schema: {
        tags,
        summary: 'Articles by id (comma list)',
        querystring: LearnsByIdsQuery,
        response: { 200: LearnsAnswer, ...errorAnswers(422) },
      },
    },
    async (request) => ({ learns: await service.listLearnsByIds(db, request.query.ids) }),
  );

  app.get(
    '/get-ingredients',
    { schema: { tags, summary: 'The ingredient dictionary', response: { 200: IngredientsAnswer } } },
    async () => ({ ingredients: await service.listIngredients(db) }),
  );

  app.get(
    '/get-ingredient/:uid',
    {
      schema: {
        tags,
        summary: 'One ingredient with the products that contain it',
        params: IngredientParams,
        response: { 200: IngredientAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ ingredient: await service.getIngredient(db, request.params.uid) }),
  );

  app.get(
    '/get-content-page',
    {
      schema: {
        tags,
        summary: 'A CMS page (about, campaign, landing, utility, FAQ) by slug or alias',
        querystring: ContentPageQuery,
        response: { 200: ContentPageAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ page: await service.getContentPage(db, request.query.slug) }),
  );

  app.get(
    '/get-faq-list',
    { schema: { tags, summary: 'FAQ pages by group (/qa)', response: { 200: FaqListAnswer } } },
    async () => ({ groups: await service.listFaq(db) }),
  );

  app.get(
    '/get-news-categories',
    {
      schema: { tags, summary: 'News categories and subcategories', response: { 200: NewsCategoriesAnswer } },
    },
    async () => ({ categories: await service.listNewsCategories(db) }),
  );

  app.get(
    '/get-news-by-category/:category/:subcategory',
    {
      schema: {
        tags,
        summary: 'News of one subcategory (/news/{category}/{subcategory}@news)',
        params: NewsCategoryParams,
        response: { 200: NewsByCategoryAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => service.getNewsByCategory(db, request.params.category, request.params.subcategory),
  );
};
