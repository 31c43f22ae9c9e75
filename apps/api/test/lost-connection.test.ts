import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
