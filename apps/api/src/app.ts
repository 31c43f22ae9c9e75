import type { Database } from '@shop/db';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsOptions } from './modules/accounts/accounts.config.ts';
import { accountsPlugin } from './modules/accounts/accounts.plugin.ts';
import { campaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentPageRoutes } from './modules/content-pages/content-pages.routes.ts';
import { favouriteRoutes } from './modules/favourites/favourites.routes.ts';
import { networkRoutes } from './modules/network/network.routes.ts';
import { promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sellPageRoutes } from './modules/sell-pages/sell-pages.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shellRoutes } from './modules/shell/shell.routes.ts';
import { staticFilesRoutes } from './modules/static-files/static-files.routes.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { cachePlugin } from './plugins/app/cache.ts';
import {
  errorHandlerPlugin,
  setApiErrorHandler,
  setApiNotFoundHandler,
} from './plugins/app/error-handler.ts';
import { jsonBodyPlugin } from './plugins/app/json-body.ts';
import { visitorIdPlugin } from './plugins/app/visitor-id.ts';
import { corsOriginsFromEnv, corsPlugin, corsPolicy } from './plugins/external/cors.ts';
import { dbPlugin } from './plugins/external/db.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import {
  DEFAULT_RATE_LIMIT,
  type RateLimitSettings,
  rateLimitPlugin,
} from './plugins/external/rate-limit.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';

export { ApiError, ErrorCode } from './errors.ts';
export {
  type AccountsConfig,
  type AccountsOptions,
  readAccountsConfig,
} from './modules/accounts/accounts.config.ts';
export { createSession, revokeSession } from './modules/accounts/sessions.repository.ts';
export { type AnswerCache, createAnswerCache, preferredEncoding } from './plugins/app/cache.ts';
export { shopHelmetOptions } from './plugins/external/helmet.ts';
export { DEFAULT_RATE_LIMIT, type RateLimitSettings } from './plugins/external/rate-limit.ts';

/** Every call of the storefront lives under this prefix (ARCHITECTURE.md §3). */
export const API_PREFIX = '/front-stage/v1';

/**
 * Router settings for the host Fastify instance. Past Fastify's default of 100 characters per (decoded)
 * path parameter the router answers 414 itself; with room to spare, an over-long search keyword reaches
 * its schema and gets the usual 422 answer.
 */
export const API_ROUTER_OPTIONS = { maxParamLength: 500 } as const;

export interface ApiPluginOptions {
  db: Database;
  /** Origins allowed to call the API from a browser with credentials; defaults to env CORS_ORIGINS. */
  corsOrigins?: string[];
  /** Per-IP request limit; false turns it off (tests). Defaults to DEFAULT_RATE_LIMIT. */
  rateLimit?: RateLimitSettings | false;
  /** Accounts settings, clock and SMS sender; defaults to the environment (readAccountsConfig). */
  accounts?: AccountsOptions;
  /** Clock of the answers kept in memory (tests move it past a lifetime). */
  answerCacheNow?: () => number;
}

/**
 * The JSON API under /front-stage/v1, for `app.register(apiPlugin, { db })` in any Fastify instance.
 * Its plugins, error answers and JSON 404 stay inside the prefix, so an SSR handler can sit beside it.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (host, opts) => {
  await host.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);

      const corsOrigins = opts.corsOrigins ?? corsOriginsFromEnv();
      // Third-party plugins first, then ours, then the routes (fastify/demo order). The answer cache
      // comes before the others: it answers from memory in onRequest, ahead of their per-request work,
      // and puts back what they would have added (helmet's headers, CORS, the rate limit count).
      await api.register(dbPlugin, { db: opts.db });
      await api.register(cachePlugin, {
        cors: corsPolicy(corsOrigins),
        quietAccessLog: true,
        now: opts.answerCacheNow,
      });
      await api.register(helmetPlugin);
      await api.register(corsPlugin, { origins: corsOrigins });
      if (opts.rateLimit !== false) await api.register(rateLimitPlugin, opts.rateLimit ?? DEFAULT_RATE_LIMIT);
      await api.register(swaggerPlugin);

      await api.register(errorHandlerPlugin, { notFound: true });
      await api.register(jsonBodyPlugin);
      await api.register(visitorIdPlugin);
      await api.register(authPlugin);

      await api.register(shellRoutes);
      await api.register(contentRoutes);
      await api.register(searchRoutes);
      await api.register(catalogueRoutes);
      await api.register(sellPageRoutes);
      await api.register(favouriteRoutes);
      await api.register(promotionRoutes);
      await api.register(cartRoutes);
      await api.register(contentPageRoutes);
      await api.register(contactRoutes);
      await api.register(networkRoutes);
      await api.register(accountsPlugin, opts.accounts ?? {});
      await api.register(campaignRoutes, opts.accounts ?? {});
    },
    { prefix: API_PREFIX },
  );
};

export interface StaticFilesPluginOptions {
  db: Database;
}

/**
 * /healthz, /redirects.json, /injection-points.json, /sitemap.xml and /robots.txt at the site root.
 * No 404 handler and no rate
 * limit here: unknown root paths belong to the host (the SSR handler), and probes must always answer.
 */
export const staticFilesPlugin: FastifyPluginAsync<StaticFilesPluginOptions> = async (app, opts) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(dbPlugin, { db: opts.db });
  await app.register(errorHandlerPlugin, { notFound: false });
  await app.register(cachePlugin);
  await app.register(staticFilesRoutes);
  await app.register(seoRoutes);
};

export interface BuildApiAppOptions extends ApiPluginOptions {
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* from a proxy in front (needed for per-client rate limits behind one). */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/** A Fastify instance serving only the API and the root files: tests and an API-only process. */
export function buildApiApp(opts: BuildApiAppOptions): FastifyInstance {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    routerOptions: API_ROUTER_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  setApiErrorHandler(app);
  setApiNotFoundHandler(app);

  app.register(staticFilesPlugin, { db: opts.db });
  app.register(apiPlugin, {
    db: opts.db,
    corsOrigins: opts.corsOrigins,
    rateLimit: opts.rateLimit,
    accounts: opts.accounts,
    answerCacheNow: opts.answerCacheNow,
  });
  return app;
}
