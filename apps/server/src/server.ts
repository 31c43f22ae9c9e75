import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import {
  API_ROUTER_OPTIONS,
  apiPlugin,
  BROTLI_WINDOW_BITS,
  compressesOwnAnswers,
  createObjectStorage,
  fastifyTrustProxy,
  IN_PROCESS_HEADER,
  PER_REQUEST_LEVEL,
  shopHelmetOptions,
  staticFilesPlugin,
} from '@shop/api';
import { createApiClient } from '@shop/contracts/client';
import { readSetting } from '@shop/contracts/settings';
import type { Database } from '@shop/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { registerAdminApp } from './admin-app.ts';
import { registerCanonicalHost } from './canonical-host.ts';
import type { ServerConfig } from './config.ts';
import { registerFaceModels } from './face-models.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { registerLegacyRedirects } from './legacy-redirects.ts';
import { createPageCache } from './page-cache.ts';
import { reactRouterHandler } from './react-router-handler.ts';
import { registerUploads } from './uploads.ts';

/** The storefront build; WEB_BUILD_DIR points at another one (e.g. a private build for benchmarks). */
const webBuildSetting = readSetting('WEB_BUILD_DIR');
export const webBuildDir = webBuildSetting
  ? path.resolve(webBuildSetting)
  : fileURLToPath(new URL('../../web/build', import.meta.url));
const YEAR_SECONDS = 31_536_000;

export interface ShopServerOptions {
  db: Database;
  /** Catalogue and search reads (the read replica's selects, when DATABASE_REPLICA_URL is set). */
  catalogueDb?: Database;
  config: ServerConfig;
  logger?: boolean | object;
}

/** The whole shop in one Fastify instance: API, static files, uploads and server-rendered pages. */
export async function createShopServer({
  db,
  catalogueDb,
  config,
  logger = true,
}: ShopServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: API_ROUTER_OPTIONS,
  });
  const inProcessSecret = randomBytes(32).toString('hex');
  registerCanonicalHost(app, {
    siteUrl: config.siteUrl,
    inProcess: { header: IN_PROCESS_HEADER, secret: inProcessSecret },
  });
  // Pages rendered per request. The API compresses its own answers, kept or not, in one call each: on
  // its calls @fastify/compress's per-request hooks would only find an encoded body, so they are left off.
  app.addHook('onRoute', (route) => {
    if (compressesOwnAnswers(route.config)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_LEVEL.brotliQuality,
        [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
  });
  registerLegacyRedirects(app, () => loadRedirectMap(app));
  await app.register(apiPlugin, {
    db,
    catalogueDb,
    corsOrigins: config.corsOrigins,
    rateLimit: {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      redisUrl: config.redisUrl,
      redisTimeoutMs: config.redisTimeoutMs,
      inProcessSecret,
    },
  });
  await app.register(staticFilesPlugin, { db, catalogueDb, siteOrigin: config.siteOrigin });
  registerUploads(app, createObjectStorage(config.storage));
  registerFaceModels(app);
  await registerClientAssets(app);
  await registerAdminApp(app);
  await registerFavicon(app);
  await registerPages(app, config, inProcessSecret);
  return app;
}

async function loadRedirectMap(app: FastifyInstance): Promise<Record<string, string>> {
  const answer = await app.inject({ method: 'GET', url: '/redirects.json' });
  return (answer.json() as { phpRedirects: Record<string, string> }).phpRedirects;
}

async function registerClientAssets(app: FastifyInstance) {
  const clientDir = path.join(webBuildDir, 'client');
  if (!existsSync(clientDir)) return;
  // Hashed file names never change content, so browsers may keep them for a year. The build writes
  // .br and .gz copies of scripts and stylesheets (best compression, done once); they are sent as is.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    maxAge: 3_600_000,
    decorateReply: false,
    globIgnore: ['assets/**'],
  });
}

async function registerFavicon(app: FastifyInstance) {
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
}

async function registerPages(app: FastifyInstance, config: ServerConfig, inProcessSecret: string) {
  const serverEntry = path.join(webBuildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn(`No storefront build at ${serverEntry}: only the API is served. Run "npm run build".`);
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const api = createApiClient({
    fetch: inProcessFetch(app, { header: IN_PROCESS_HEADER, secret: inProcessSecret }),
    baseUrl: '/front-stage/v1',
  });
  await app.register(async (pages) => {
    await pages.register(fastifyHelmet, shopHelmetOptions);
    // The page handler reads the raw body itself (form posts to route actions).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = reactRouterHandler(
      createRequestHandler(build, readSetting('NODE_ENV') ?? 'production'),
      () => ({
        api,
        appVersion: config.appVersion,
        imageHost: config.imageHost,
        shop: config.shop,
        thirdPartyTags: config.thirdPartyTags,
      }),
      {
        pageCache: createPageCache({ lifetimeMs: config.pageCacheSeconds * 1000 }),
        siteOrigin: config.siteOrigin,
        cdn: config.pageCdn,
      },
    );
    pages.all('/*', handler);
    pages.all('/', handler);
  });
}
