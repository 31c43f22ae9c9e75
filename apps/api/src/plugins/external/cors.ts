import fastifyCors from '@fastify/cors';
import { readSetting } from '@shop/contracts/settings';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  /** Origins allowed to call the API with credentials; none means same-origin only. */
  origins: string[];
}

/** Origins from the CORS_ORIGINS environment variable (comma separated). */
export function corsOriginsFromEnv(value = readSetting('CORS_ORIGINS')): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const EXPOSED_HEADERS = ['Retry-After'];

/** Which origins may call the API from a browser with credentials. */
export interface CorsPolicy {
  allows(origin: string | undefined): boolean;
}

export function corsPolicy(origins: readonly string[]): CorsPolicy {
  const allowed = new Set(origins);
  return { allows: (origin) => origin !== undefined && allowed.has(origin) };
}

/**
 * Without allowed origins (the default: storefront and API share one origin) no CORS headers are ever
 * due, so @fastify/cors is not registered and costs nothing per request; a cross-origin browser call gets
 * no Access-Control-Allow-Origin either way.
 */
export const corsPlugin = fp<CorsPluginOptions>(
  async (app, opts) => {
    if (opts.origins.length === 0) return;
    const policy = corsPolicy(opts.origins);
    await app.register(fastifyCors, {
      // Only listed origins get Access-Control-Allow-Origin; credentials (the bearer token) need an exact origin.
      origin: (origin, callback) => callback(null, policy.allows(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'X-Visit-ID'],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    });
  },
  { name: 'shop-cors', fastify: '5.x' },
);
