import { schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { memberIdByMobile } from '../../../test/checkout-orders.ts';
import { appendLedgerEntry, ledgerBalance } from './ledgers.repository.ts';

let database: TestDatabase;
let tier3: number;
let tier99: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoShop(database.db);
  tier3 = await memberIdByMobile(database.db, '0912000003');
  tier99 = await memberIdByMobile(database.db, '0912000004');
});
afterAll(async () => {
  await database?.close();
});

describe('points and shopping-credit ledgers', () => {
  it('opening balances follow the tier', async () => {
    expect(await ledgerBalance(database.db, 'points', tier3)).toBe(6800);
    expect(await ledgerBalance(database.db, 'credit', tier3)).toBe(500);
    expect(await ledgerBalance(database.db, 'points', tier99)).toBe(0);
  });

  it('a debit beyond the balance is not written; a credit back restores it', async () => {
    expect(
      await appendLedgerEntry(database.db, 'credit', { memberId: tier3, delta: -501, reason: 'order' }),
    ).toBeNull();
    expect(
      await appendLedgerEntry(database.db, 'credit', { memberId: tier3, delta: -200, reason: 'order' }),
    ).toBe(300);
    expect(
      await appendLedgerEntry(database.db, 'credit', { memberId: tier3, delta: 200, reason: 'order-cancel' }),
    ).toBe(500);
    const rows = await database.db
      .select()
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.member_id, tier3));
    expect(rows.map((r) => [r.seq, r.delta, r.balance_after])).toEqual([
      [1, 500, 500],
      [2, -200, 300],
      [3, 200, 500],
    ]);
  });

  it('the database itself refuses a negative balance', async () => {
    await expect(
      database.db
        .insert(schema.pointLedger)
        .values({ member_id: tier99, seq: 1, delta: -1, balance_after: -1, reason: 'forged' }),
    ).rejects.toThrow();
  });

  it(`30 simultaneous debits of 500 from 6800 points: exactly 13 pass, the balance ends at 300 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        database.db.transaction((tx) =>
          appendLedgerEntry(tx, 'points', { memberId: tier3, delta: -500, reason: 'order' }),
        ),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(13);
    expect(await ledgerBalance(database.db, 'points', tier3)).toBe(300);
    const rows = await database.db
      .select()
      .from(schema.pointLedger)
      .where(eq(schema.pointLedger.member_id, tier3));
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(300);
    expect(Math.min(...rows.map((r) => r.balance_after))).toBeGreaterThanOrEqual(0);
  });
});
