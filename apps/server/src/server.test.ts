import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type DatabaseHandle, openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createShopServer } from './server.ts';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemoShop(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-server-test-'));
  app = await createShopServer({ db: database.db, config: readConfig({ DATA_DIR: dataDir }), logger: false });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('legacy .php addresses', () => {
  it('answers news.php?news=5 with a 301 to /news/5 and keeps the rest of the query', async () => {
    const answer = await app.inject('/news.php?news=5&utm_source=line');
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/news/5?utm_source=line');
  });

  it('keeps the query string of a mapped file', async () => {
    const answer = await app.inject({ method: 'HEAD', url: '/gift3-5.php?from=mail' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/gift3-5?from=mail');
  });

  it('lets an unknown .php file continue to the normal routes', async () => {
    const answer = await app.inject('/no-such-file.php');
    expect(answer.statusCode).not.toBe(301);
  });
});

describe('uploads', () => {
  it('serves a generated demo image resized to the nearest allowed width, cached for a year', async () => {
    const answer = await app.inject('/upload/demo-product-1.webp?w=300');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, format } = await sharp(answer.rawPayload).metadata();
    expect(format).toBe('webp');
    expect(width).toBe(320);
  });

  it('refuses names that could leave the uploads folder', async () => {
    expect((await app.inject('/upload/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await app.inject('/upload/unknown-file.webp')).statusCode).toBe(404);
  });
});

describe('API next to the pages', () => {
  it('answers an unknown API call with the JSON 404, not a page', async () => {
    const answer = await app.inject('/front-stage/v1/no-such-call');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the main menu through the same process', async () => {
    const answer = await app.inject('/front-stage/v1/main-menu');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().mainMenu.map((item: { mainmenu_id: number }) => item.mainmenu_id)).toContain(15);
  });
});

describe('what a CDN may keep of the API', () => {
  it('never an answer to a call with credentials, even one it keeps for guests', async () => {
    const guest = await app.inject('/front-stage/v1/main-menu');
    expect(guest.headers['cache-control']).toBe('public, max-age=10');
    const member = await app.inject({
      url: '/front-stage/v1/main-menu',
      headers: { authorization: 'Bearer member-token' },
    });
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['set-cookie']).toBeUndefined();
  });
});

describe('kept API answers in the whole shop', () => {
  it('are compressed once by the answer cache and left alone by the compression plugin', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await app.inject({ url: '/front-stage/v1/main-menu', headers });
    const kept = await app.inject({ url: '/front-stage/v1/main-menu', headers });
    const plain = await app.inject('/front-stage/v1/main-menu');
    expect(first.headers['content-encoding']).toBe('br');
    expect(kept.headers['content-encoding']).toBe('br');
    // No CORS origins are configured, so only the encoding varies.
    expect(kept.headers.vary).toBe('Accept-Encoding');
    expect(kept.headers['cache-control']).toBe('public, max-age=10');
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
  });
});

describe('per-answer compression of the host', () => {
  // A client that takes only deflate shows whose hooks ran: the API compresses in br or gzip only,
  // @fastify/compress would deflate what the API sent plain.
  const deflateOnly = { 'accept-encoding': 'deflate' };

  it('passes the API calls by: they compress their own answers', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({ url: '/front-stage/v1/main-menu', headers: deflateOnly });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json()).toHaveProperty('mainMenu');
    }
    const summary = await app.inject({
      method: 'POST',
      url: '/front-stage/v1/get-cart-summary',
      headers: deflateOnly,
      payload: { carts: { cart: [{ productId: 1, quantity: 2, selected: true }] } },
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['content-encoding']).toBeUndefined();
  });

  it('still compresses what the API does not (the sitemap, like the pages and files)', async () => {
    // The pages need the storefront's build, which `npm test` does not have: the sitemap stands in.
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: deflateOnly });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-encoding']).toBe('deflate');
  });
});

describe('probes of a load balancer', () => {
  it.each(['/healthz', '/readyz'])(
    '%s answers {"status":"ok"} uncached and is never rate limited',
    async (url) => {
      const limited = await createShopServer({
        db: database.db,
        config: {
          ...readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-probe-test-')) }),
          rateLimitPerMinute: 1,
        },
        logger: false,
      });
      try {
        for (let i = 0; i < 3; i++) {
          const answer = await limited.inject({ url, remoteAddress: '198.51.100.60' });
          expect(answer.statusCode).toBe(200);
          expect(answer.body).toBe('{"status":"ok"}');
          expect(answer.headers['cache-control']).toBe('private, no-store');
        }
      } finally {
        await limited.close();
      }
    },
  );

  it('reads REDIS_TIMEOUT_MS (default 50 ms) and refuses a value that is not a number of milliseconds', () => {
    expect(readConfig({}).redisTimeoutMs).toBe(50);
    expect(readConfig({ REDIS_TIMEOUT_MS: '120' }).redisTimeoutMs).toBe(120);
    expect(() => readConfig({ REDIS_TIMEOUT_MS: '0' })).toThrow('REDIS_TIMEOUT_MS must be');
    expect(() => readConfig({ REDIS_TIMEOUT_MS: 'fast' })).toThrow('REDIS_TIMEOUT_MS must be');
  });
});
