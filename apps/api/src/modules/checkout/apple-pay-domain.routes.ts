import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors.ts';

export const APPLE_PAY_DOMAIN_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * The file Apple fetches to verify the shop's domain for Apple Pay on the web (served at the site root,
 * as Apple asks); 404 until the shop configures it.
 */
export const applePayDomainRoutes: FastifyPluginAsync<{ association: string | null }> = async (
  app,
  { association },
) => {
  app.get(
    APPLE_PAY_DOMAIN_ASSOCIATION_PATH,
    { schema: { tags: ['checkout'], summary: "Apple Pay's domain association file", hide: true } },
    async (_request, reply) => {
      if (association === null) throw notFound('Not Found');
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(association);
    },
  );
};
