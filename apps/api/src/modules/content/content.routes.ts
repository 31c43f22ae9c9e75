import { calls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { getNews, listHotLearns, listNews } from './content.service.ts';

/** News and hot articles (storefront.md §7.3). */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { news, newsById, hotLearns } = calls;
  registerCalls(
    app,
    { news, newsById, hotLearns },
    {
      news: async () => ({ news: await listNews(db) }),
      newsById: async (request) => ({ news: await getNews(db, request.params.id) }),
      hotLearns: async () => ({ hotLearns: await listHotLearns(db) }),
    },
  );
};
