import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareJobSchema } from '../src/jobs/queue.ts';
import { addHiddenRows } from './hidden-rows.ts';

/**
 * The databases every API test file starts from, made once per run: `migrated` holds the schema,
 * `seeded` also the demo shop and the hidden rows (build-app.ts). On PGlite they are dump files
 * (loading one skips initdb, the migrations and the seed: most of a file's start); on PostgreSQL they
 * are template databases that `CREATE DATABASE … TEMPLATE` copies.
 */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const made = adminUrl ? await makePostgresTemplates(adminUrl) : await makePgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return made.remove;
}

/** pg-boss's schema in both (a test app then only checks it), the demo shop in the seeded one. */
async function fill(db: Database, seeded: boolean): Promise<void> {
  await prepareJobSchema(db);
  if (!seeded) return;
  await seedDemoShop(db);
  await addHiddenRows(db);
}

async function makePgliteTemplates() {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-test-templates-'));
  const dump = async (seeded: boolean) => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await handle.migrate();
      await fill(handle.db, seeded);
      const file = path.join(folder, seeded ? 'seeded.tar' : 'migrated.tar');
      const blob = await (handle.dumpDataDir as () => Promise<Blob>)();
      writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      return file;
    } finally {
      await handle.close();
    }
  };
  const [migrated, seeded] = await Promise.all([dump(false), dump(true)]);
  return {
    templates: { kind: 'pglite', migrated, seeded } satisfies DatabaseTemplates,
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function makePostgresTemplates(adminUrl: string) {
  const prefix = `shop_tpl_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const make = async (name: string, seeded: boolean) => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      await handle.migrate();
      await fill(handle.db, seeded);
    } finally {
      // A template may have no connection left when it is copied.
      await handle.close();
    }
  };
  const remove = async () => {
    for (const name of Object.values(names)) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  try {
    await Promise.all([make(names.migrated, false), make(names.seeded, true)]);
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { kind: 'postgres', ...names } satisfies DatabaseTemplates, remove };
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
