import { resolveLegacyRedirect } from '@shop/core';
import type { FastifyInstance } from 'fastify';

const MAP_LIFETIME_MS = 60_000;

/**
 * Answers legacy `.php` paths with a 301 to their new path (storefront.md §2.4), before any page
 * renders; unknown files fall through to the normal routes.
 */
export function registerLegacyRedirects(
  app: FastifyInstance,
  loadMap: () => Promise<Record<string, string>>,
) {
  let cached: { map: Record<string, string>; at: number } | null = null;
  const currentMap = async () => {
    if (!cached || Date.now() - cached.at > MAP_LIFETIME_MS)
      cached = { map: await loadMap(), at: Date.now() };
    return cached.map;
  };
  // A callback hook: every other request (all API calls among them) passes synchronously, with no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.includes('.php') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      done();
      return;
    }
    const [pathname = '', query] = request.url.split('?', 2);
    if (!pathname.endsWith('.php')) {
      done();
      return;
    }
    currentMap()
      .then((map) => {
        const target = resolveLegacyRedirect(pathname, query ? `?${query}` : '', map);
        if (target) reply.redirect(target, 301);
        else done();
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'legacy redirect lookup failed; continuing to the original route');
        done();
      });
  });
}
