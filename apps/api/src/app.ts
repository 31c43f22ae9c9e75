import { readSettings } from '@shop/contracts/settings';
import type { Database } from '@shop/db';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountsPlugin } from './accounts-plugin.ts';
import { type PaymentsConfig, readPaymentsConfig } from './integrations/payments/index.ts';
import { createSmsSender, smsSealKey } from './integrations/sms/index.ts';
import { answerSerializerCompiler } from './lib/answer-serializer.ts';
import { readSiteOrigin } from './lib/site-origin.ts';
import { fastifyTrustProxy, type TrustProxySetting } from './lib/trust-proxy.ts';
import { type AccountsOptions, readAccountsConfig } from './modules/accounts/index.ts';
import { activityRoutes } from './modules/activities/activities.routes.ts';
import { backStagePlugin } from './modules/back-office/back-office.routes.ts';
import { balanceRoutes } from './modules/balances/balances.routes.ts';
import { campaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { applePayDomainRoutes } from './modules/checkout/apple-pay-domain.routes.ts';
import { type CheckoutRoutesOptions, checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { consultationRoutes } from './modules/consultations/consultations.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentPageRoutes } from './modules/content-pages/content-pages.routes.ts';
import { type ConversionJobOptions, conversionJobPlugin } from './modules/conversions/conversions.routes.ts';
import { favouriteRoutes } from './modules/favourites/favourites.routes.ts';
import { giftRoutes } from './modules/gifts/gifts.routes.ts';
import { ingredientCheckerRoutes } from './modules/ingredient-checker/ingredient-checker.routes.ts';
import { memberOrderRoutes } from './modules/member-orders/member-orders.routes.ts';
import { memberBenefitsRoutes } from './modules/members/member-benefits.routes.ts';
import { messageReadRoutes } from './modules/messages/message-read.routes.ts';
import { networkRoutes } from './modules/network/network.routes.ts';
import { promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { returnRoutes } from './modules/returns/returns.routes.ts';
import { routineFinderRoutes } from './modules/routine-finder/routine-finder.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sellPageRoutes } from './modules/sell-pages/sell-pages.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shellRoutes } from './modules/shell/shell.routes.ts';
import { skinTestRoutes } from './modules/skin-tests/skin-tests.routes.ts';
import { staticFilesRoutes } from './modules/static-files/static-files.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { answerCompressionPlugin } from './plugins/app/answer-compression.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { cachePlugin, rootFilesCachePlugin } from './plugins/app/cache.ts';
import {
  errorHandlerPlugin,
  setApiErrorHandler,
  setApiNotFoundHandler,
} from './plugins/app/error-handler.ts';
import { jsonBodyPlugin } from './plugins/app/json-body.ts';
import { nulBytesPlugin } from './plugins/app/nul-bytes.ts';
import { visitorIdPlugin } from './plugins/app/visitor-id.ts';
import { corsOriginsFromEnv, corsPlugin } from './plugins/external/cors.ts';
import { dbPlugin } from './plugins/external/db.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { jobsPlugin } from './plugins/external/jobs.ts';
import {
  DEFAULT_RATE_LIMIT,
  NO_RATE_LIMIT,
  type RateLimitSettings,
  rateLimitPlugin,
} from './plugins/external/rate-limit.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';

export { ApiError, ErrorCode } from './errors.ts';
export {
  createObjectStorage,
  type ObjectStorage,
  objectStorage,
  readStorageConfig,
  type StorageConfig,
} from './integrations/storage/index.ts';
export {
  BROTLI_WINDOW_BITS,
  PER_REQUEST_LEVEL,
  preferredEncoding,
} from './lib/compression.ts';
export { readSiteOrigin } from './lib/site-origin.ts';
export { fastifyTrustProxy, readTrustProxy, type TrustProxySetting } from './lib/trust-proxy.ts';
export {
  type AccountsConfig,
  type AccountsOptions,
  readAccountsConfig,
} from './modules/accounts/index.ts';
export {
  createStaffAccount,
  describeCredentials,
  prepareStaffAtStart,
  type StaffCredentials,
  writeCredentialsFile,
} from './modules/back-office/index.ts';
export { createSession, revokeSession } from './modules/sessions/index.ts';
export { compressesOwnAnswers } from './plugins/app/answer-compression.ts';
export { type AnswerCache, createAnswerCache } from './plugins/app/cache.ts';
export { cspWithScriptNonce, cspWithScriptSources, shopHelmetOptions } from './plugins/external/helmet.ts';
export {
  DEFAULT_RATE_LIMIT,
  IN_PROCESS_HEADER,
  type RateLimitSettings,
  readRedisTimeoutMs,
} from './plugins/external/rate-limit.ts';

/** Every call of the storefront lives under this prefix (ARCHITECTURE.md §3). */
export const API_PREFIX = '/front-stage/v1';
/** The back office's calls (issue 26), served by the same process. */
export const BACK_STAGE_PREFIX = '/back-stage/v1';
/** Port of an API-only process (apps/api/src/server.ts). */
export const DEFAULT_API_PORT = 3001;

/**
 * Router settings for the host Fastify instance. Past Fastify's default of 100 characters per (decoded)
 * path parameter the router answers 414 itself; with room to spare, an over-long search keyword reaches
 * its schema and gets the usual 422 answer.
 */
export const API_ROUTER_OPTIONS = { maxParamLength: 500 } as const;

export interface ApiPluginOptions {
  db: Database;
  /** Catalogue and search reads (a read replica's selects, packages/db withCatalogueReplica); default `db`. */
  catalogueDb?: Database;
  /** Origins allowed to call the API from a browser with credentials; defaults to env CORS_ORIGINS. */
  corsOrigins?: string[];
  /** Per-IP request limit; false turns it off (tests). Defaults to DEFAULT_RATE_LIMIT. */
  rateLimit?: RateLimitSettings | false;
  /** Accounts settings, clock and SMS sender; defaults to the environment (readAccountsConfig). */
  accounts?: AccountsOptions;
  /** Swagger UI at /front-stage/v1/docs; defaults to env API_DOCS=true (the OpenAPI JSON is always served). */
  apiDocs?: boolean;
  /** Clock of the answers kept in memory (tests move it past a lifetime). */
  answerCacheNow?: () => number;
  /** Payment providers; defaults to the environment (readPaymentsConfig). */
  payments?: PaymentsConfig;
  /** The shop's origin for payment return addresses; defaults to SITE_URL. */
  checkoutSiteOrigin?: string;
  /** Logistics provider and pickup simulator; default to the environment (LOGISTICS_PROVIDER …). */
  logistics?: CheckoutRoutesOptions['logistics'];
  /** The purchase reports to ad platforms; default from the settings (issue 25). */
  conversions?: ConversionJobOptions;
}

/**
 * The JSON API under /front-stage/v1, for `app.register(apiPlugin, { db })` in any Fastify instance.
 * Its plugins, error answers and JSON 404 stay inside the prefix, so an SSR handler can sit beside it.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (host, opts) => {
  const accountsConfig = opts.accounts?.config ?? readAccountsConfig();
  await host.register(jobsPlugin, {
    db: opts.db,
    sms: {
      sender: opts.accounts?.sms ?? createSmsSender(accountsConfig.sms, host.log),
      key: smsSealKey(accountsConfig.otpSecret),
      ...(opts.accounts?.now ? { now: opts.accounts.now } : {}),
    },
  });
  await host.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(answerSerializerCompiler());

      const corsOrigins = opts.corsOrigins ?? corsOriginsFromEnv();
      // Third-party plugins first, then ours, then the routes (fastify/demo order). The answer cache
      // sends kept answers after the security headers, CORS and the rate limit have had their say.
      await api.register(dbPlugin, { db: opts.db, catalogueDb: opts.catalogueDb });
      await api.register(helmetPlugin);
      await api.register(corsPlugin, { origins: corsOrigins });
      await api.register(
        rateLimitPlugin,
        opts.rateLimit === false ? NO_RATE_LIMIT : (opts.rateLimit ?? DEFAULT_RATE_LIMIT),
      );
      await api.register(cachePlugin, { quietAccessLog: true, now: opts.answerCacheNow });
      await api.register(answerCompressionPlugin);
      await api.register(swaggerPlugin, { ui: opts.apiDocs });

      await api.register(errorHandlerPlugin, { notFound: true });
      await api.register(jsonBodyPlugin);
      await api.register(nulBytesPlugin);
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
      await api.register(trackingRoutes);
      await api.register(accountsPlugin, opts.accounts ?? {});
      await api.register(memberBenefitsRoutes, { now: opts.accounts?.now });
      await api.register(balanceRoutes, { now: opts.accounts?.now });
      await api.register(messageReadRoutes, { now: opts.accounts?.now });
      await api.register(giftRoutes, { now: opts.accounts?.now });
      await api.register(campaignRoutes, opts.accounts ?? {});
      await api.register(memberOrderRoutes, { now: opts.accounts?.now });
      await api.register(returnRoutes, { now: opts.accounts?.now });
      await api.register(consultationRoutes, { now: opts.accounts?.now });
      await api.register(routineFinderRoutes, { now: opts.accounts?.now });
      await api.register(skinTestRoutes, { now: opts.accounts?.now });
      await api.register(activityRoutes, { now: opts.accounts?.now });
      await api.register(ingredientCheckerRoutes, { now: opts.accounts?.now });
      await api.register(checkoutRoutes, {
        apiPrefix: API_PREFIX,
        ...(opts.payments ? { payments: opts.payments } : {}),
        ...(opts.checkoutSiteOrigin ? { siteOrigin: opts.checkoutSiteOrigin } : {}),
        ...(opts.logistics ? { logistics: opts.logistics } : {}),
      });
      await api.register(conversionJobPlugin, opts.conversions ?? {});
    },
    { prefix: API_PREFIX },
  );
  await host.register(backStagePlugin, {
    prefix: BACK_STAGE_PREFIX,
    db: opts.db,
    rateLimit: opts.rateLimit === false ? NO_RATE_LIMIT : (opts.rateLimit ?? DEFAULT_RATE_LIMIT),
    apiPrefix: API_PREFIX,
    ...(opts.accounts ? { accounts: opts.accounts } : {}),
    ...(opts.payments ? { payments: opts.payments } : {}),
    ...(opts.checkoutSiteOrigin ? { siteOrigin: opts.checkoutSiteOrigin } : {}),
    ...(opts.logistics ? { logistics: opts.logistics } : {}),
  });
};

export interface StaticFilesPluginOptions {
  db: Database;
  /** Where the sitemap and robots.txt read the catalogue (a read replica, decision 120); defaults to db. */
  catalogueDb?: Database | undefined;
  /** The shop's own origin for the sitemap and robots.txt (readSiteOrigin). */
  siteOrigin: string;
  /** For Apple Pay's domain association file; defaults to readPaymentsConfig of the environment. */
  payments?: PaymentsConfig;
}

/**
 * /healthz, /readyz, /redirects.json, /injection-points.json, /sitemap.xml, /robots.txt and Apple Pay's
 * /.well-known domain association file at the site root.
 * No 404 handler and no rate
 * limit here: unknown root paths belong to the host (the SSR handler), and probes must always answer.
 */
export const staticFilesPlugin: FastifyPluginAsync<StaticFilesPluginOptions> = async (app, opts) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler());
  await app.register(dbPlugin, { db: opts.db, catalogueDb: opts.catalogueDb });
  await app.register(errorHandlerPlugin, { notFound: false });
  await app.register(rootFilesCachePlugin);
  await app.register(staticFilesRoutes);
  await app.register(seoRoutes, { siteOrigin: opts.siteOrigin });
  const payments = opts.payments ?? readPaymentsConfig(readSettings());
  await app.register(applePayDomainRoutes, { association: payments.applePayDomainAssociation });
};

export interface BuildApiAppOptions extends ApiPluginOptions {
  logger?: FastifyServerOptions['logger'];
  /** The shop's own origin (SITE_URL); defaults to readSiteOrigin of the environment. */
  siteOrigin?: string;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY, readTrustProxy); none by default. */
  trustProxy?: TrustProxySetting;
}

/** A Fastify instance serving only the API and the root files: tests and an API-only process. */
export function buildApiApp(opts: BuildApiAppOptions): FastifyInstance {
  const settings = readSettings();
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    routerOptions: API_ROUTER_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler());
  setApiErrorHandler(app);
  setApiNotFoundHandler(app);

  app.register(staticFilesPlugin, {
    db: opts.db,
    catalogueDb: opts.catalogueDb,
    siteOrigin: opts.siteOrigin ?? readSiteOrigin(settings, settings.PORT ?? DEFAULT_API_PORT),
    ...(opts.payments ? { payments: opts.payments } : {}),
  });
  app.register(apiPlugin, {
    db: opts.db,
    catalogueDb: opts.catalogueDb,
    corsOrigins: opts.corsOrigins,
    rateLimit: opts.rateLimit,
    accounts: opts.accounts,
    answerCacheNow: opts.answerCacheNow,
    apiDocs: opts.apiDocs,
    payments: opts.payments,
    checkoutSiteOrigin: opts.siteOrigin,
    logistics: opts.logistics,
    conversions: opts.conversions,
  });
  return app;
}
