import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { prepareStatementsOf } from './prepared-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type repositories take: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * Prepare parameterized statements once per connection (default: yes, unless the environment sets
   * DATABASE_PREPARED_STATEMENTS=off, as a connection pooler in transaction mode without prepared
   * statement support needs).
   */
  prepareStatements?: boolean;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export class DatabaseDirectoryError extends Error {}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const prepare = options.prepareStatements ?? process.env.DATABASE_PREPARED_STATEMENTS !== 'off';
    return openPostgres(options.url, options.poolSize ?? 10, prepare);
  }
  return openPglite(options.dataDir ?? defaultDataDir());
}

export function defaultDataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? 'data', 'db');
}

async function openPostgres(url: string, poolSize: number, prepare: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  if (prepare) pool.on('connect', prepareStatementsOf);
  // An idle connection the server drops (restart, failover, or the database dropped while the pool
  // closes) emits 'error' on the pool; unheard, it would end the process. The pool replaces it.
  pool.on('error', (error) => {
    if (!pool.ending) console.warn(`[db] an idle database connection was lost: ${error.message}`);
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) ensureWritableDirectory(dataDir);
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, relaxedDurability: true });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

function ensureWritableDirectory(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DatabaseDirectoryError(
      `The database folder ${dir} cannot be created or written (${(error as NodeJS.ErrnoException).code}). Set DATA_DIR to a writable folder.`,
    );
  }
}
