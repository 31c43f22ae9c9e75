import { errorMessages } from '@shop/core';
import { isDatabaseUnavailable } from '@shop/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApiApp } from '../src/app.ts';
import { openTestDatabase, type TestDatabase } from './build-app.ts';

const adminUrl = process.env.DATABASE_URL;

// PostgreSQL only: PGlite has no server that can drop a connection.
describe.runIf(adminUrl)('a database connection the server drops', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  // Both drivers answer a raw statement with { rows }.
  const firstRow = async <Row>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows[0];

  it('is replaced without ending the process', async () => {
    await database.db.execute(sql`select 1`);
    const name = (await firstRow<{ name: string }>(sql`select current_database() as name`))?.name;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Let the idle connection hear that it was dropped; an unheard 'error' would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await firstRow<{ one: number }>(sql`select 1 as one`))?.one).toBe(1);
  });
});

describe.runIf(adminUrl)('PostgreSQL connections dropped under load', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let testDbUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = buildApiApp({ db: database.db, rateLimit: false });
    await app.ready();
    const rows = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(adminUrl as string);
    url.pathname = `/${rows.rows[0]?.name}`;
    testDbUrl = url.toString();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const mainMenu = (n: number) => app.inject({ url: `${API_PREFIX}/main-menu?probe=${n}` });

  /** Polls until `count` statements of the test database wait for a lock. */
  async function waitForLockWaiters(admin: pg.Client, count: number) {
    for (let tries = 0; tries < 200; tries++) {
      // Inside a transaction pg_stat_activity is read once, unless its snapshot is cleared.
      await admin.query('select pg_stat_clear_snapshot()');
      const { rows } = await admin.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.waiting ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} statements came to wait for the lock`);
  }

  it('keeps the process serving: statements in flight answer 503, the next requests 200', async () => {
    const admin = new pg.Client({ connectionString: testDbUrl });
    await admin.connect();
    try {
      // Every statement on main_menus now waits, so connections are busy (two of them lent to
      // transactions) when the server drops them.
      await admin.query('begin');
      await admin.query('lock table main_menus in access exclusive mode');
      const transactions = [1, 2].map((n) =>
        database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select ${n}::int`);
            await tx.execute(sql`select count(*) from main_menus`);
          })
          .then(
            () => 'committed',
            (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
          ),
      );
      const requests = Array.from({ length: 8 }, (_, n) => mainMenu(n));
      await waitForLockWaiters(admin, 4);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      // Requests still queued for a connection reach the server after the drop and wait for the lock.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await admin.query('commit');

      expect(await Promise.all(transactions)).toEqual(['unavailable', 'unavailable']);
      const answers = await Promise.all(requests);
      const unavailable = answers.filter((answer) => answer.statusCode === 503);
      expect(unavailable.length).toBeGreaterThanOrEqual(2);
      expect(unavailable[0]?.json()).toEqual({
        message: errorMessages.databaseUnavailable,
        code: 'DATABASE_UNAVAILABLE',
      });
      expect(answers.every((answer) => [200, 503].includes(answer.statusCode))).toBe(true);
    } finally {
      await admin.end();
    }
    for (let n = 100; n < 105; n++) expect((await mainMenu(n)).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
