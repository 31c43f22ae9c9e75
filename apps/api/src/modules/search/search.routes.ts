import {
  KeywordParam,
  KeywordSearchAnswer,
  KeywordSearchQuery,
  LearnsBySearchAnswer,
  SellsBySearchAnswer,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptFor } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import { searchByKeyword, searchLearns, searchSells } from './search.service.ts';

const tags = ['search'];
const errors = errorAnswers(422);

/**
 * How long one process keeps the results of a keyword. Browsers never keep them (storefront.md §9); the
 * server may for a few seconds, as for the product page: an edited product shows up in search that late.
 */
export const SEARCH_KEEP_MS = 10_000;

/**
 * The memory key of a search: the keyword trimmed as KeywordParam trims it, and limit_count exactly as
 * sent (results do not depend on the member, so guests share them). Anything odd is not kept.
 */
export function searchKey(call: string, request: FastifyRequest): string | null {
  const { keyword } = request.params as { keyword?: unknown };
  const { limit_count: limit } = (request.query ?? {}) as { limit_count?: unknown };
  if (typeof keyword !== 'string' || (limit !== undefined && typeof limit !== 'string')) return null;
  const trimmed = keyword.trim();
  return trimmed === '' ? null : `${call}:${limit ?? ''}:${trimmed}`;
}

const keptSearch = (call: string) => ({
  cache: keptFor(SEARCH_KEEP_MS, (request) => searchKey(call, request)),
});

/**
 * Keyword search (storefront.md §7.3). The keyword arrives URL-encoded in the path; Fastify decodes it
 * and KeywordParam trims it and keeps 1–19 characters.
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
      config: keptSearch('keyword-search'),
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
      config: keptSearch('sells-by-search'),
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
      config: keptSearch('learns-by-search'),
    },
    async (request) => ({
      learns: await searchLearns(db, request.params.keyword, request.query.limit_count),
    }),
  );
};
