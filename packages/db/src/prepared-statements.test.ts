import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { throwawayDatabases } from '../test/throwaway-databases.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { MAX_PREPARED_PER_CONNECTION, withStatementName } from './prepared-statements.ts';

describe('withStatementName', () => {
  const text = 'select "p_id" from "products" where "p_id" = $1';

  it('names a parameterized statement by its text, the same name every time', () => {
    const first = withStatementName({ text, rowMode: 'array' }, [1], new Set()) as Record<string, string>;
    const again = withStatementName(text, [2], new Set()) as Record<string, string>;
    expect(first.name).toMatch(/^shop_[0-9a-f]{24}$/);
    expect(first.rowMode).toBe('array');
    expect(again).toEqual({ text, name: first.name });
    const other = withStatementName({ text: `${text} limit $2` }, [1, 2], new Set()) as { name: string };
    expect(other.name).not.toBe(first.name);
  });

  it('leaves statements without values (migrations, BEGIN) and named ones as they are', () => {
    const migration = 'create table a (id int);\ncreate table b (id int);';
    expect(withStatementName(migration, undefined, new Set())).toBe(migration);
    expect(withStatementName({ text }, [], new Set())).toEqual({ text });
    const named = { text, name: 'mine' };
    expect(withStatementName(named, [1], new Set())).toBe(named);
  });

  it('prepares no more than MAX_PREPARED_PER_CONNECTION statements on one connection', () => {
    const prepared = new Set<string>();
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION; i += 1)
      expect(withStatementName(`select $1::int + ${i}`, [1], prepared)).toHaveProperty('name');
    const past = { text: 'select $1::int - 1' };
    expect(withStatementName(past, [1], prepared)).toBe(past);
    // One it prepared before keeps its name.
    expect(withStatementName('select $1::int + 0', [1], prepared)).toHaveProperty('name');
    expect(prepared.size).toBe(MAX_PREPARED_PER_CONNECTION);
  });
});

const adminUrl = process.env.DATABASE_URL;

// PostgreSQL only: PGlite runs in the process, with no protocol round trip to save.
describe.runIf(adminUrl)('prepared statements on PostgreSQL', () => {
  const databases = throwawayDatabases(adminUrl!, ['prepared']);
  const url = () => databases.urls[0]!;

  /** The statements the connection has prepared after running a parameterized one twice. */
  async function preparedAfterTwoCalls(handle: DatabaseHandle) {
    try {
      return await handle.db.transaction(async (tx) => {
        for (const value of [1, 2]) await tx.execute(sql`select ${value}::int + 40 as answer`);
        const result = (await tx.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
          rows: { statement: string }[];
        };
        return result.rows.map((row) => row.statement);
      });
    } finally {
      await handle.close();
    }
  }

  it('parses a statement once per connection and runs it again by name', async () => {
    const statements = await preparedAfterTwoCalls(await openDatabase({ url: url(), poolSize: 1 }));
    expect(statements).toEqual(['select $1::int + 40 as answer']);
  });

  it('prepares nothing when turned off', async () => {
    const handle = await openDatabase({ url: url(), poolSize: 1, prepareStatements: false });
    expect(await preparedAfterTwoCalls(handle)).toEqual([]);
  });
});
