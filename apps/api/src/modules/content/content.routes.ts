import { HotLearnsAnswer, IdParam, NewsDetailAnswer, NewsListAnswer } from '@shop/contracts';
import { SERVICE_CACHE_MS } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicFor } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import { getNews, listHotLearns, listNews } from './content.service.ts';

const tags = ['content'];
// §9 lists no lifetime for these: the common service cache of §7.1 (5 minutes) applies.
const service = { cache: publicFor(SERVICE_CACHE_MS) };

/** News and hot articles (storefront.md §7.3). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/news',
    {
      schema: { tags, summary: 'Shown news, newest first', response: { 200: NewsListAnswer } },
      config: service,
    },
    async () => ({ news: await listNews(db) }),
  );

  app.get(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'One news item with its content',
        params: IdParam,
        response: { 200: NewsDetailAnswer, ...errorAnswers(404, 422) },
      },
      config: service,
    },
    async (request) => ({ news: await getNews(db, request.params.id) }),
  );

  app.get(
    '/get-hot-learns',
    {
      schema: { tags, summary: 'Hot skincare-advice articles', response: { 200: HotLearnsAnswer } },
      config: service,
    },
    async () => ({ hotLearns: await listHotLearns(db) }),
  );
};
