import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Database, type DatabaseHandle, openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildApiAppOptions, buildApiApp } from '../src/app.ts';
import type { DatabaseTemplates } from './global-setup.ts';
import { addHiddenRows } from './hidden-rows.ts';

/** The origin the test app allows for CORS. */
export const ALLOWED_ORIGIN = 'https://shop.example.test';

export interface TestDatabase {
  db: Database;
  kind: DatabaseHandle['kind'];
  close(): Promise<void>;
}

/** What a test database starts as: the schema only, or also the demo shop and the hidden rows. */
export type TestDatabaseStart = 'migrated' | 'seeded';

/**
 * A fresh database: PGlite in memory, or — when DATABASE_URL is set — a new database on that
 * PostgreSQL server, created for this test file and dropped afterwards. It is copied from the run's
 * template (global-setup.ts) when there is one, else migrated (and seeded) here.
 */
export async function openTestDatabase(start: TestDatabaseStart = 'migrated'): Promise<TestDatabase> {
  const templates = inject('databaseTemplates') as DatabaseTemplates | undefined;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const pgliteTemplate = templates?.kind === 'pglite' ? await readTemplate(templates[start]) : undefined;
    const handle = await openDatabase({ dataDir: 'memory://', pgliteTemplate });
    if (!pgliteTemplate) await migrateAndFill(handle, start);
    return { db: handle.db, kind: handle.kind, close: () => handle.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const template = templates?.kind === 'postgres' ? templates[start] : undefined;
  await withAdmin(adminUrl, (admin) =>
    admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    if (!template) await migrateAndFill(handle, start);
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

async function readTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

async function migrateAndFill(handle: DatabaseHandle, start: TestDatabaseStart): Promise<void> {
  await handle.migrate();
  if (start === 'seeded') {
    await seedDemoShop(handle.db);
    await addHiddenRows(handle.db);
  }
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
  const database = await openTestDatabase('seeded');
  try {
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
