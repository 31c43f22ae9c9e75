import type { FastifyPluginAsync } from 'fastify';
import { renderRobots, renderSitemap } from './seo.service.ts';

/** Crawlers may keep both files for an hour; the sitemap changes with the catalogue, not by the second. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * /sitemap.xml and /robots.txt at the site root. Both list the catalogue and content pages, nothing a
 * shopper writes, so they read the catalogue database (a read replica when set, decision 120).
 */
export const seoRoutes: FastifyPluginAsync<{ siteOrigin: string }> = async (app, { siteOrigin }) => {
  const db = app.catalogueDb;

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of the public pages' } },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(await renderSitemap(db, siteOrigin)),
  );

  app.get('/robots.txt', { schema: { tags: ['seo'], summary: 'Crawler rules' } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await renderRobots(db, siteOrigin)),
  );
};
