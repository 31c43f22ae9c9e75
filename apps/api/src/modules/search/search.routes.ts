import { calls } from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { searchByKeyword, searchLearns, searchProductsPage, searchSells } from './search.service.ts';

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

/**
 * Keyword search (storefront.md §7.3). The keyword arrives URL-encoded in the path; Fastify decodes it
 * and KeywordParam trims it and keeps 1–19 characters.
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  // Menus and search results come from the read replica when there is one (DATABASE_REPLICA_URL).
  const db = app.catalogueDb;
  const { keywordSearch, sellsBySearch, productsBySearch, learnsBySearch } = calls;
  registerCalls(
    app,
    { keywordSearch, sellsBySearch, productsBySearch, learnsBySearch },
    {
      keywordSearch: async (request) => ({
        data: await searchByKeyword(db, request.params.keyword, request.query.limit_count),
      }),
      sellsBySearch: async (request) => ({
        sells: await searchSells(db, request.params.keyword, request.query.limit_count),
      }),
      productsBySearch: (request) => searchProductsPage(db, request.params.keyword, request.query),
      learnsBySearch: async (request) => ({
        learns: await searchLearns(db, request.params.keyword, request.query.limit_count),
      }),
    },
    {
      keywordSearch: { answerKey: (request) => searchKey('keyword-search', request) },
      sellsBySearch: { answerKey: (request) => searchKey('sells-by-search', request) },
      learnsBySearch: { answerKey: (request) => searchKey('learns-by-search', request) },
    },
  );
};
