import net from 'node:net';
import { errorMessages } from '@shop/core';
import { isDatabaseUnavailable, openDatabase } from '@shop/db';
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

/** A TCP proxy to the PostgreSQL server that the test cuts (server down) and restores (server back). */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const cut = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  return { port, cut, restore: () => listen(port), close: () => (server.listening ? cut() : undefined) };
}

describe.runIf(adminUrl)('the PostgreSQL server going away and coming back (a restart)', () => {
  it('answers 503 while it is away (/healthz stays 200, /readyz 503) and 200 once it is back', async () => {
    const database = await openTestDatabase();
    const rows = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const proxy = await cuttableProxy(new URL(adminUrl as string));
    const viaProxy = new URL(adminUrl as string);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${rows.rows[0]?.name}`;
    const handle = await openDatabase({ url: viaProxy.toString(), poolSize: 2 });
    const app = buildApiApp({ db: handle.db, rateLimit: false });
    try {
      await app.ready();
      const mainMenu = (n: number) => app.inject({ url: `${API_PREFIX}/main-menu?restart=${n}` });
      expect((await mainMenu(1)).statusCode).toBe(200);

      await proxy.cut();
      const away = await mainMenu(2);
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({
        message: errorMessages.databaseUnavailable,
        code: 'DATABASE_UNAVAILABLE',
      });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

      await proxy.restore();
      let back = 0;
      for (let n = 3; n < 200 && back === 0; n++) {
        const answer = await mainMenu(n);
        if (answer.statusCode === 200) back = n;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(back).toBeGreaterThan(0);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
      await proxy.close();
      await database.close();
    }
  });
});
