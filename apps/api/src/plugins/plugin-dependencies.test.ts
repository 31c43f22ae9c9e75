// Each plugin names the plugins it relies on (fastify-plugin `dependencies`), so a context that
// registers them in the wrong order, or forgets one, fails at start instead of answering wrongly.
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin } from './app/auth.ts';
import { cachePlugin } from './app/cache.ts';
import { errorHandlerPlugin } from './app/error-handler.ts';
import { jsonBodyPlugin } from './app/json-body.ts';
import { nulBytesPlugin } from './app/nul-bytes.ts';
import { corsPlugin } from './external/cors.ts';
import { helmetPlugin } from './external/helmet.ts';
import { NO_RATE_LIMIT, rateLimitPlugin } from './external/rate-limit.ts';

async function startWith(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>): Promise<void> {
  const app = Fastify();
  try {
    await register(app);
    await app.ready();
  } finally {
    await app.close();
  }
}

const missing = (dependency: string, plugin: string) =>
  `The dependency '${dependency}' of plugin '${plugin}' is not registered`;

describe('plugin dependencies', () => {
  it('refuses the answer cache registered before the rate limit', async () => {
    await expect(
      startWith(async (app) => {
        await app.register(helmetPlugin);
        await app.register(corsPlugin, { origins: [] });
        await app.register(cachePlugin);
        await app.register(rateLimitPlugin, NO_RATE_LIMIT);
      }),
    ).rejects.toThrow(missing('shop-rate-limit', 'shop-cache'));
  });

  it('refuses the answer cache without the security headers', async () => {
    await expect(
      startWith(async (app) => {
        await app.register(corsPlugin, { origins: [] });
        await app.register(rateLimitPlugin, NO_RATE_LIMIT);
        await app.register(cachePlugin);
      }),
    ).rejects.toThrow(missing('shop-helmet', 'shop-cache'));
  });

  it('starts the answer cache after helmet, CORS and the rate limit', async () => {
    await expect(
      startWith(async (app) => {
        await app.register(helmetPlugin);
        await app.register(corsPlugin, { origins: [] });
        await app.register(rateLimitPlugin, NO_RATE_LIMIT);
        await app.register(cachePlugin);
      }),
    ).resolves.toBeUndefined();
  });

  it('refuses auth without the database', async () => {
    await expect(
      startWith(async (app) => {
        await app.register(errorHandlerPlugin);
        await app.register(authPlugin);
      }),
    ).rejects.toThrow(missing('shop-db', 'shop-auth'));
  });

  it.each([
    ['shop-json-body', jsonBodyPlugin],
    ['shop-nul-bytes', nulBytesPlugin],
  ] as [string, FastifyPluginAsync][])('refuses %s without the error answers', async (name, plugin) => {
    await expect(startWith((app) => app.register(plugin))).rejects.toThrow(
      missing('shop-error-handler', name),
    );
  });
});
