import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { buildApiApp } from '../../app.ts';
import { IN_PROCESS_HEADER, rateLimitPlugin } from './rate-limit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('attack: spreading requests over several server processes', () => {
  it('shares one rate limit between two app instances through Redis (REDIS_URL)', async () => {
    const prefix = `shop-test-${randomBytes(4).toString('hex')}-`;
    // A busy test machine may take longer than the default Redis timeout (rate-limit-faults.test.ts).
    const settings = {
      max: 3,
      timeWindow: 60_000,
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
      redisTimeoutMs: 400,
    };
    const first = buildApiApp({ db: database.db, rateLimit: settings });
    const second = buildApiApp({ db: database.db, rateLimit: settings });
    const redis = new Redis(REDIS_URL);
    try {
      const call = (app: typeof first) =>
        app.inject({ url: '/front-stage/v1/main-menu', remoteAddress: '198.51.100.20' });
      const statuses = [
        (await call(first)).statusCode,
        (await call(second)).statusCode,
        (await call(first)).statusCode,
        (await call(second)).statusCode,
        (await call(first)).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(await redis.keys(`${prefix}*`)).not.toEqual([]);
    } finally {
      await first.close();
      await second.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});

describe('the server rendering pages through its in-process fetch', () => {
  async function limited(secret: string) {
    const app = Fastify();
    await app.register(rateLimitPlugin, { max: 2, timeWindow: 60_000, inProcessSecret: secret });
    app.get('/menu', async () => ({ ok: true }));
    return app;
  }

  it('is not counted with its secret (every shopper’s render would share one bucket), a guessed secret is', async () => {
    const secret = 'a'.repeat(64);
    const app = await limited(secret);
    try {
      const inProcess = () => app.inject({ url: '/menu', headers: { [IN_PROCESS_HEADER]: secret } });
      for (let i = 0; i < 5; i++) expect((await inProcess()).statusCode).toBe(200);
      const guessed = () => app.inject({ url: '/menu', headers: { [IN_PROCESS_HEADER]: 'b'.repeat(64) } });
      expect([
        (await guessed()).statusCode,
        (await guessed()).statusCode,
        (await guessed()).statusCode,
      ]).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
