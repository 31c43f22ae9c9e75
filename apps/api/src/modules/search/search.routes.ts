import {
  KeywordParam,
  KeywordSearchAnswer,
  KeywordSearchQuery,
  LearnsBySearchAnswer,
  SellsBySearchAnswer,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import { searchByKeyword, searchLearns, searchSells } from './search.service.ts';

const tags = ['search'];
const errors = errorAnswers(422);

/**
 * Keyword search (storefront.md §7.3). The keyword arrives URL-encoded in the path; Fastify decodes it
 * and KeywordParam trims it and keeps 1–19 characters. Answers are never cached (§9).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/get-keyword-search/:keyword',
    {
      schema: {
        tags,
        summary: 'Products, categories and articles matching a keyword (guests and members alike)',
        security: [{}, { bearerAuth: [] }],
        params: KeywordParam,
        querystring: KeywordSearchQuery,
        response: { 200: KeywordSearchAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await searchByKeyword(db, request.params.keyword, request.query.limit_count),
    }),
  );

  app.get(
    '/get-sells-by-search/:keyword',
    {
      schema: {
        tags,
        summary: 'Sell pages matching a keyword',
        params: KeywordParam,
        querystring: KeywordSearchQuery,
        response: { 200: SellsBySearchAnswer, ...errors },
      },
    },
    async (request) => ({ sells: await searchSells(db, request.params.keyword, request.query.limit_count) }),
  );

  app.get(
    '/get-learns-by-search/:keyword',
    {
      schema: {
        tags,
        summary: 'Skincare-advice articles matching a keyword',
        params: KeywordParam,
        querystring: KeywordSearchQuery,
        response: { 200: LearnsBySearchAnswer, ...errors },
      },
    },
    async (request) => ({
      learns: await searchLearns(db, request.params.keyword, request.query.limit_count),
    }),
  );
};
