import { ErrorBody, HealthAnswer } from '@shop/contracts';
import { errorMessages } from '@shop/core';
import type { Database } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { buildApiApp } from '../../app.ts';
import { READINESS_TIMEOUT_MS } from './static-files.service.ts';

/** A database whose every statement waits for ever, as one behind a cut network does. */
const silentDatabase = fakeDatabase(() => new Promise(() => {}));
/** A database whose server is down: every statement is refused at once. */
const refusingDatabase = fakeDatabase(() =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
);

function fakeDatabase(execute: () => Promise<unknown>): Database {
  return new Proxy({} as Database, {
    get: (_target, property) => (property === 'execute' ? execute : undefined),
  });
}

const unavailable = { message: errorMessages.databaseUnavailable, code: 'DATABASE_UNAVAILABLE' };

describe('probes of a load balancer on a working database', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    // A limit of one request: the probes must never count against it.
    app = buildApiApp({ db: database.db, rateLimit: { max: 1, timeWindow: 60_000 } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/healthz', '/readyz'])(
    '%s answers {"status":"ok"}, never kept, never rate limited',
    async (url) => {
      for (let i = 0; i < 3; i++) {
        const answer = await app.inject({ url, remoteAddress: '198.51.100.7' });
        expect(answer.statusCode).toBe(200);
        expect(HealthAnswer.parse(answer.json())).toEqual({ status: 'ok' });
        expect(answer.body).toBe('{"status":"ok"}');
        expect(answer.headers['cache-control']).toBe('private, no-store');
      }
    },
  );
});

describe('probes when the database is gone', () => {
  it('/healthz still answers 200 (no database call), /readyz 503 with the error body', async () => {
    const app = buildApiApp({ db: refusingDatabase, rateLimit: false });
    await app.ready();
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ErrorBody.parse(ready.json())).toEqual(unavailable);
      expect(ready.headers['cache-control']).toBe('private, no-store');
    } finally {
      await app.close();
    }
  });

  it('/readyz answers 503 within its timeout when the database never answers', async () => {
    const app = buildApiApp({ db: silentDatabase, rateLimit: false });
    await app.ready();
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const started = Date.now();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(unavailable);
      expect(Date.now() - started).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
      // Generous: a busy machine may run the timer late, never early.
      expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 3_000);
    } finally {
      await app.close();
    }
  });
});
