import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  /** Origins allowed to call the API with credentials; none means same-origin only. */
  origins: string[];
}

/** Origins from the CORS_ORIGINS environment variable (comma separated). */
export function corsOriginsFromEnv(value = process.env.CORS_ORIGINS): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export const corsPlugin = fp<CorsPluginOptions>(
  async (app, opts) => {
    const allowed = new Set(opts.origins);
    await app.register(fastifyCors, {
      // Only listed origins get Access-Control-Allow-Origin; credentials (the bearer token) need an exact origin.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'X-Visit-ID'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'shop-cors', fastify: '5.x' },
);
