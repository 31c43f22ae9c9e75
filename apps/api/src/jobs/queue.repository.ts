// pg-boss's statements on the shop's own database (decision 117): through the same pool or PGlite as the
// rest of the shop, or through a caller's transaction, so a job sent there commits or rolls back with it.
import type { Database } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';

/** What pg-boss calls `db`: one statement (or, without values, a script) and its rows. */
export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: runs a script of several statements (pg-boss's schema creation and its locked batches). */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The database's own client: node-postgres's pool, or PGlite, whose parameterized queries take one
 * statement each, so a script without values goes through `exec`. PGlite runs them after any open
 * transaction (one connection), as it does the shop's own statements.
 */
export function queueSqlOf(db: Database): QueueSql {
  const client = (db as unknown as { $client?: RawClient }).$client;
  if (!client) return queueSqlInTransaction(db);
  const exec = client.exec?.bind(client);
  return {
    async executeSql(text, values) {
      if (exec && (!values || values.length === 0)) return { rows: (await exec(text)).at(-1)?.rows ?? [] };
      return client.query(text, values ?? []);
    },
  };
}

/** pg-boss statements inside a drizzle transaction (one statement each, values as parameters). */
export function queueSqlInTransaction(tx: Database): QueueSql {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(statementOf(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** `$1`, `$2` … of pg-boss's text as drizzle parameters (kept whole: an array stays one value). */
function statementOf(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
    ),
  );
}
