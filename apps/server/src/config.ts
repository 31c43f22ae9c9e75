import { readFileSync } from 'node:fs';
import {
  readRedisTimeoutMs,
  readSiteOrigin,
  readStorageConfig,
  readTrustProxy,
  type StorageConfig,
  type TrustProxySetting,
} from '@shop/api';
import { readSettings, type SettingsSource } from '@shop/contracts/settings';
import { type ShopIdentity, shopIdentityFrom, type ThirdPartyTags, thirdPartyTagsFrom } from '@shop/core';
import type { PageCdnPolicy } from './page-headers.ts';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A read replica for catalogue and search reads (DATABASE_REPLICA_URL; only with DATABASE_URL). */
  databaseReplicaUrl: string | undefined;
  dataDir: string;
  /** Where uploads and resized images are kept (STORAGE: `$DATA_DIR/uploads` or an S3 bucket). */
  storage: StorageConfig;
  /** Prepare statements once per PostgreSQL connection (DATABASE_PREPARED_STATEMENTS, on unless off). */
  prepareStatements: boolean;
  imageHost: string | null;
  corsOrigins: string[];
  appVersion: string;
  logLevel: string;
  /** Requests per minute one address may make to the API. */
  rateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-For/-Proto is believed (TRUST_PROXY); false trusts nobody. */
  trustProxy: TrustProxySetting;
  /** The shop's own origin in every absolute address (SITE_URL; else http://localhost:PORT). */
  siteOrigin: string;
  /** SITE_URL as set (unset in development): every other host is redirected to it. */
  siteUrl: string | undefined;
  /** Redis shared by every process for the rate limit counters (REDIS_URL). */
  redisUrl: string | undefined;
  /** How long a request waits for Redis before it is counted in this process instead (REDIS_TIMEOUT_MS). */
  redisTimeoutMs: number;
  /** How long a rendered page is kept for the next guests; 0 renders every request. */
  pageCacheSeconds: number;
  /** What a CDN or proxy may do with a guest page (PAGE_CDN_SECONDS, PAGE_CDN_STALE_SECONDS). */
  pageCdn: PageCdnPolicy;
  /** Who the shop is (SHOP_* settings, the demo's values for unset ones). */
  shop: ShopIdentity;
  /** The third-party services that are on (storefront.md §1); none unless configured. */
  thirdPartyTags: ThirdPartyTags;
}

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The server's own settings, from the checked settings (packages/contracts/src/settings.ts declares each;
 * a bad one throws a SettingsError naming it).
 */
export function readConfig(source?: SettingsSource): ServerConfig {
  const env = readSettings(source);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    throw new Error(
      'DATABASE_REPLICA_URL is a replica of the PostgreSQL at DATABASE_URL: set DATABASE_URL too',
    );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data',
    storage: readStorageConfig(env),
    prepareStatements: env.DATABASE_PREPARED_STATEMENTS !== 'off',
    imageHost: env.IMAGE_HOST?.replace(/\/+$/, '') || null,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    appVersion: env.APP_VERSION ?? rootPackage.version,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 300),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    siteOrigin: readSiteOrigin(env, port),
    siteUrl: env.SITE_URL?.trim() || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisTimeoutMs: readRedisTimeoutMs(env.REDIS_TIMEOUT_MS),
    pageCacheSeconds: readPageCacheSeconds(env.PAGE_CACHE_SECONDS),
    pageCdn: {
      sMaxAgeSeconds: wholeSeconds(env.PAGE_CDN_SECONDS, DEFAULT_PAGE_CDN_SECONDS),
      staleWhileRevalidateSeconds: wholeSeconds(env.PAGE_CDN_STALE_SECONDS, DEFAULT_PAGE_CDN_STALE_SECONDS),
    },
    shop: shopIdentityFrom(env),
    thirdPartyTags: thirdPartyTagsFrom(env),
  };
}

const DEFAULT_PAGE_CACHE_SECONDS = 5;
const DEFAULT_PAGE_CDN_SECONDS = 30;
const DEFAULT_PAGE_CDN_STALE_SECONDS = 60;

/** A checked number of seconds (settings.ts) as the whole seconds Cache-Control takes. */
function wholeSeconds(value: string | undefined, fallback: number): number {
  return value === undefined || value.trim() === '' ? fallback : Math.floor(Number(value));
}

function readPageCacheSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PAGE_CACHE_SECONDS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds (0 turns it off), got "${value}"`);
  }
  return seconds;
}
