import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/** Runs one statement on the database at url with a connection of its own. */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Databases of their own for one describe block on the PostgreSQL of adminUrl: created (and given
 * `setUp`'s statement) before its tests, dropped after them. `urls` holds their addresses, in the
 * order of `labels`, once the tests run.
 */
export function throwawayDatabases(
  adminUrl: string,
  labels: string[],
  setUp?: (label: string) => string,
): { urls: string[] } {
  const names = labels.map((label) => `shop_test_${label}_${randomBytes(4).toString('hex')}`);
  const urls: string[] = [];
  beforeAll(async () => {
    for (const [index, name] of names.entries()) {
      await runStatement(adminUrl, `CREATE DATABASE ${name}`);
      const address = new URL(adminUrl);
      address.pathname = `/${name}`;
      urls.push(address.toString());
      if (setUp) await runStatement(address.toString(), setUp(labels[index]!));
    }
  });
  afterAll(async () => {
    for (const name of names) await runStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { urls };
}
