import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, withReplicas } from 'drizzle-orm/pg-core';
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
  /**
   * For catalogue and search reads only: its selects go to the read replica when one is configured
   * (DATABASE_REPLICA_URL), its writes and transactions to `db`. The same as `db` without a replica.
   */
  catalogueDb: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, for others to start from (`pgliteTemplate`). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** A read replica of `url` (PostgreSQL only) for catalogue and search reads (`catalogueDb`). */
  replicaUrl?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * PGlite only: start from this dump of another PGlite database instead of an empty one. Tests start
   * each file from a migrated (and seeded) template: loading one is several times faster than initdb.
   */
  pgliteTemplate?: Blob;
  /**
   * Prepare parameterized statements once per connection (default: yes; the shop passes false for
   * DATABASE_PREPARED_STATEMENTS=off, as a connection pooler in transaction mode without prepared
   * statement support needs).
   */
  prepareStatements?: boolean;
}

/** How long a statement waits for a pool connection (a server that does not answer, a full pool). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export class DatabaseDirectoryError extends Error {}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const prepare = options.prepareStatements ?? true;
    const primary = await openPostgres(options.url, options.poolSize ?? 10, prepare);
    if (!options.replicaUrl) return primary;
    const replica = await openPostgres(options.replicaUrl, options.poolSize ?? 10, prepare);
    return {
      ...primary,
      catalogueDb: withCatalogueReplica(primary.db, replica.db),
      close: async () => {
        await Promise.all([primary.close(), replica.close()]);
      },
    };
  }
  return openPglite(options.dataDir ?? defaultDataDir(), options.pgliteTemplate);
}

/**
 * The database catalogue and search reads use: drizzle's withReplicas over the primary, so its selects
 * go to the replica and anything else (a write, a transaction, `$primary`) to the primary. Only the
 * catalogue, menu and search modules get it; carts, orders, members and checkout's stock checks read
 * the primary, so a shopper never reads back an older copy of what they just wrote.
 */
export function withCatalogueReplica(primary: Database, replica: Database | null): Database {
  if (replica === null) return primary;
  return withReplicas(primary, [replica]) as unknown as Database;
}

/** The embedded database's folder when none is given: ./data/db (the shop passes $DATA_DIR/db). */
export function defaultDataDir(): string {
  return path.resolve('data', 'db');
}

async function openPostgres(url: string, poolSize: number, prepare: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Without it a request waits for ever for a connection to a server that does not answer.
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    // A connection whose server vanished without closing it (failover, a cut network) is found out.
    keepAlive: true,
  });
  if (prepare) pool.on('connect', prepareStatementsOf);
  // A connection the server drops (restart, failover, pg_terminate_backend) emits 'error': on the pool
  // while idle, on the client alone while lent out (a transaction). Unheard, either would end the
  // process. The statement in flight fails on its own (its request answers 503) and the pool replaces
  // the connection. The client's listener hears both cases, so it alone logs.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!pool.ending) console.warn(`[db] a database connection was lost: ${error.message}`);
    });
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    catalogueDb: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) ensureWritableDirectory(dataDir);
  const client = await PGlite.create({
    dataDir,
    loadDataDir: template,
    extensions: { pg_trgm },
    relaxedDurability: true,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    catalogueDb: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
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

/** SQLSTATEs of a server that is going away or not yet back: class 08 (connection exception) and these. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors node-postgres passes on as they are when it cannot reach the server. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether an error says the database cannot be reached right now, rather than that a statement was
 * wrong: node-postgres's own error, or one wrapped by drizzle (DrizzleQueryError) or by a flow whose undo
 * failed too (AggregateError, first error). Other wrappers are not opened: a payment provider's refused
 * connection (fetch's cause ECONNREFUSED) is not the database's. A request failing so answers 503; the
 * same request may succeed once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DrizzleQueryError) return isDatabaseUnavailable(error.cause);
  if (error instanceof AggregateError) return isDatabaseUnavailable(error.errors[0]);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
  }
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message));
}
