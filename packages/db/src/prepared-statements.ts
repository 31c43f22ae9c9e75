// Every parameterized statement is prepared once per connection, by a name taken from its text:
// PostgreSQL then parses and plans it once instead of on every call (about two thirds of the server's CPU
// for create-order's short reads; docs/decisions/042-create-order-cost-round-trips-prepared-statements.md), and later calls send only the
// values. Statements without values (migrations, BEGIN, COMMIT) are sent as before, as simple queries.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Distinct statements one connection prepares at most; later new ones run unprepared. Each prepared
 * statement keeps its parse tree and plans in the connection's server process until the connection ends.
 */
export const MAX_PREPARED_PER_CONNECTION = 300;
/** Names kept for statement texts in this process; texts past it run unprepared. */
const MAX_NAMED_TEXTS = 5000;
const NAME_HASH_LENGTH = 24;

const namesByText = new Map<string, string>();

function nameOf(text: string): string | null {
  let name = namesByText.get(text);
  if (name === undefined) {
    if (namesByText.size >= MAX_NAMED_TEXTS) return null;
    name = `shop_${createHash('sha256').update(text).digest('hex').slice(0, NAME_HASH_LENGTH)}`;
    namesByText.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * The query config to send: with a statement name when the call has values, names none itself, and the
 * connection may prepare one more (`prepared` holds the names it has). Anything else is left as given.
 */
export function withStatementName(config: unknown, values: unknown, prepared: Set<string>): unknown {
  if (!Array.isArray(values) || values.length === 0) return config;
  const options: QueryConfig | null =
    typeof config === 'string'
      ? { text: config }
      : typeof config === 'object'
        ? (config as QueryConfig)
        : null;
  if (
    !options ||
    typeof options.text !== 'string' ||
    options.name !== undefined ||
    options.submit !== undefined
  )
    return config;
  const name = nameOf(options.text);
  if (name === null) return config;
  if (!prepared.has(name)) {
    if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return config;
    prepared.add(name);
  }
  return { ...options, name };
}

/** Makes a new pool connection prepare its parameterized statements (pool 'connect' listener). */
export function prepareStatementsOf(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) =>
    query(withStatementName(config, values, prepared), values, callback)) as typeof client.query;
}

/**
 * A drizzle prepared query (`.prepare(name)`) built once per database handle or transaction it runs on
 * (a query prepared on the pool would run outside a transaction it is called in). Drizzle otherwise
 * builds a query's SQL anew on every call, which costs tens of µs of CPU per query.
 */
export function preparedPer<Handle extends object, Query>(
  build: (db: Handle) => Query,
): (db: Handle) => Query {
  const built = new WeakMap<Handle, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
