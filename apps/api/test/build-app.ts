import { randomBytes } from 'node:crypto';
import { type Database, type DatabaseHandle, openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildApiAppOptions, buildApiApp } from '../src/app.ts';
import { addHiddenRows } from './hidden-rows.ts';

/** The origin the test app allows for CORS. */
export const ALLOWED_ORIGIN = 'https://shop.example.test';

export interface TestDatabase {
  db: Database;
  kind: DatabaseHandle['kind'];
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite in memory, or — when DATABASE_URL is set — a new database on that
 * PostgreSQL server, created for this test file and dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    return { db: handle.db, kind: handle.kind, close: () => handle.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    throw error;
  }
  return {
    db: handle.db,
    kind: handle.kind,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * A migrated database holding the demo shop plus rows no answer may show (hidden-rows.ts), and the API
 * app on it, ready for `app.inject`.
 */
export async function buildTestApp(options: Partial<BuildApiAppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  try {
    await seedDemoShop(database.db);
    await addHiddenRows(database.db);
    const app = buildApiApp({ db: database.db, rateLimit: false, corsOrigins: [ALLOWED_ORIGIN], ...options });
    await app.ready();
    return {
      app,
      db: database.db,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
