import { HotLearnsAnswer, IdParam, NewsDetailAnswer, NewsListAnswer } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import { getNews, listHotLearns, listNews } from './content.service.ts';

const tags = ['content'];

/** News and hot articles (storefront.md §7.3). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/news',
    { schema: { tags, summary: 'Shown news, newest first', response: { 200: NewsListAnswer } } },
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
    },
    async (request) => ({ news: await getNews(db, request.params.id) }),
  );

  app.get(
    '/get-hot-learns',
    { schema: { tags, summary: 'Hot skincare-advice articles', response: { 200: HotLearnsAnswer } } },
    async () => ({ hotLearns: await listHotLearns(db) }),
  );
};
