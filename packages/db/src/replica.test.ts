import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { throwawayDatabases } from '../test/throwaway-databases.ts';
import { openDatabase } from './database.ts';

const adminUrl = process.env.DATABASE_URL;

// PostgreSQL only (DATABASE_REPLICA_URL needs DATABASE_URL): two databases, the second standing in for
// the replica, each holding one row that names it.
describe.runIf(adminUrl)('openDatabase with a replica', () => {
  const { urls } = throwawayDatabases(
    adminUrl!,
    ['primary', 'replica'],
    (role) => `CREATE TABLE who (name text); INSERT INTO who VALUES ('${role}')`,
  );

  it('sends catalogueDb selects to the replica and everything through db to the primary', async () => {
    const handle = await openDatabase({ url: urls[0], replicaUrl: urls[1], poolSize: 1 });
    try {
      const whoOf = async (db: typeof handle.db) =>
        ((await db.execute(sql`select name from who`)) as unknown as { rows: { name: string }[] }).rows;
      expect(await whoOf(handle.db)).toEqual([{ name: 'primary' }]);
      const fromCatalogue = await handle.catalogueDb.select({ name: sql<string>`name` }).from(sql`who`);
      expect(fromCatalogue).toEqual([{ name: 'replica' }]);
    } finally {
      await handle.close();
    }
  });

  it('without a replica, catalogueDb is db', async () => {
    const handle = await openDatabase({ url: urls[0], poolSize: 1 });
    try {
      expect(handle.catalogueDb).toBe(handle.db);
    } finally {
      await handle.close();
    }
  });
});
