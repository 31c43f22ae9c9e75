import { HealthAnswer, InjectionPointsFile, RedirectsFile } from '@shop/contracts';
import { REFERENCE_LIST_CACHE_MS } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE, publicFor } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import {
  checkLiveness,
  checkReadiness,
  getPhpRedirects,
  listInjectionPoints,
} from './static-files.service.ts';

const tags = ['static'];
// Every page start reads both files (storefront.md §2.4, §2.12); a minute of staleness is harmless.
const reference = { cache: publicFor(REFERENCE_LIST_CACHE_MS) };

/** Files the storefront reads from the site root (storefront.md §7.2), and the health probes. */
export const staticFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // Probes of a load balancer: never cached, never rate limited (this context has no limit).
  app.get(
    '/healthz',
    { schema: { tags, summary: 'Liveness: the process answers', response: { 200: HealthAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return checkLiveness();
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: { 200: HealthAnswer, ...errorAnswers(503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return checkReadiness(db);
    },
  );

  app.get(
    '/redirects.json',
    {
      schema: { tags, summary: 'Legacy .php redirect map', response: { 200: RedirectsFile } },
      config: reference,
    },
    async () => ({ phpRedirects: await getPhpRedirects(db) }),
  );

  app.get(
    '/injection-points.json',
    {
      schema: { tags, summary: 'Active content-injection points', response: { 200: InjectionPointsFile } },
      config: reference,
    },
    async () => ({ points: await listInjectionPoints(db) }),
  );
};
