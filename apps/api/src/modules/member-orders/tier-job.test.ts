// The tier job with an injected clock: spend and points credited once an order's appreciation period
// is over, upgrades, tier-3 renewal, term ends, and two runs at once crediting once.
import { ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { insertTestOrder } from '../../../test/checkout-orders.ts';
import { ledgerBalance } from '../ledgers/index.ts';
import { runTierJob } from './tier-job.ts';

let database: TestDatabase;
let mobileSeq = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoShop(database.db);
});
afterAll(async () => {
  await database?.close();
});

const taipei = (local: string) => new Date(`${local}+08:00`);

async function member(values: Partial<typeof schema.members.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(schema.members)
    .values({
      member_mobile: `0988${String(++mobileSeq).padStart(6, '0')}`,
      member_name: '等級測試',
      member_nowtier2025: 1,
      created_at: taipei('2026-06-01T09:00:00'),
      ...values,
    })
    .returning({ id: schema.members.member_id });
  return row!.id;
}

async function shippedOrder(
  memberId: number,
  shippedAt: Date,
  overrides: Partial<typeof schema.orders.$inferInsert> = {},
) {
  return insertTestOrder(database.db, memberId, {
    ordermain_status: ORDER_STATUS.delivered,
    ship_method: 'home',
    shipped_at: shippedAt,
    ordermain_total: 1500,
    points: 15,
    ...overrides,
  });
}

async function memberRow(id: number) {
  const [row] = await database.db.select().from(schema.members).where(eq(schema.members.member_id, id));
  return row!;
}

async function orderRow(id: number) {
  const [row] = await database.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id));
  return row!;
}

async function events(memberId: number) {
  return database.db
    .select({
      kind: schema.memberTierEvents.kind,
      from: schema.memberTierEvents.from_tier,
      to: schema.memberTierEvents.to_tier,
      start: schema.memberTierEvents.term_start,
      spend: schema.memberTierEvents.spend,
    })
    .from(schema.memberTierEvents)
    .where(eq(schema.memberTierEvents.member_id, memberId))
    .orderBy(schema.memberTierEvents.event_id);
}

async function earnedEntries(memberId: number) {
  return database.db
    .select()
    .from(schema.pointLedger)
    .where(and(eq(schema.pointLedger.member_id, memberId), eq(schema.pointLedger.reason, 'earned')));
}

describe('crediting after the appreciation period', () => {
  it('credits a home delivery from 00:00 Taipei after the 14th full day, spend and points once', async () => {
    const id = await member({ buytotal2025: 1000 });
    // Shipped 2026-11-01 in Taipei: the period's last day is 2026-11-15.
    const order = await shippedOrder(id, taipei('2026-11-01T18:00:00'));
    await runTierJob(database.db, taipei('2026-11-15T23:59:00'));
    expect((await orderRow(order.ordermain_id)).ispoints).toBe(false);
    expect((await memberRow(id)).buytotal2025).toBe(1000);

    await runTierJob(database.db, taipei('2026-11-16T00:00:00'));
    expect((await orderRow(order.ordermain_id)).ispoints).toBe(true);
    expect((await memberRow(id)).buytotal2025).toBe(2500);
    expect(await ledgerBalance(database.db, 'points', id)).toBe(15);

    await runTierJob(database.db, taipei('2026-11-20T00:00:00'));
    expect((await memberRow(id)).buytotal2025).toBe(2500);
    expect(await earnedEntries(id)).toHaveLength(1);
  });

  it('waits 21 days for 7-ELEVEN pickup', async () => {
    const id = await member();
    const order = await shippedOrder(id, taipei('2026-11-01T10:00:00'), { ship_method: 'seven' });
    await runTierJob(database.db, taipei('2026-11-22T23:00:00'));
    expect((await orderRow(order.ordermain_id)).ispoints).toBe(false);
    await runTierJob(database.db, taipei('2026-11-23T00:00:00'));
    expect((await orderRow(order.ordermain_id)).ispoints).toBe(true);
  });

  it('never credits a returned, refunded, cancelled or unshipped order', async () => {
    const id = await member();
    const shipped = taipei('2026-10-01T10:00:00');
    const orders = await Promise.all([
      shippedOrder(id, shipped, { ordermain_status: ORDER_STATUS.returnRequested }),
      shippedOrder(id, shipped, { ordermain_status: ORDER_STATUS.refunded }),
      shippedOrder(id, shipped, { ordermain_status: ORDER_STATUS.partiallyReturned }),
      shippedOrder(id, shipped, { ordermain_status: ORDER_STATUS.cancelled }),
      insertTestOrder(database.db, id, { ordermain_status: ORDER_STATUS.paid }),
    ]);
    await runTierJob(database.db, taipei('2026-11-24T10:00:00'));
    for (const order of orders) expect((await orderRow(order.ordermain_id)).ispoints).toBe(false);
    expect((await memberRow(id)).buytotal2025).toBe(0);
    expect(await ledgerBalance(database.db, 'points', id)).toBe(0);
  });
});

describe('tier moves', () => {
  it('upgrades on reaching next_level.min_cash: a new term from today, spend from 0', async () => {
    const id = await member({ member_nowtier2025: 1, buytotal2025: 11_000 });
    await shippedOrder(id, taipei('2026-11-01T10:00:00'));
    await runTierJob(database.db, taipei('2026-11-24T10:00:00'));
    const row = await memberRow(id);
    expect(row).toMatchObject({ member_nowtier2025: 2, buytotal2025: 0, tier_term_start: '2026-11-24' });
    expect(await events(id)).toEqual([
      { kind: 'upgrade', from: 1, to: 2, start: '2026-11-24', spend: 12_500 },
    ]);
  });

  it('a new website member (99) becomes 0 with a first credited purchase, or upgrades past it', async () => {
    const small = await member({ member_nowtier2025: 99 });
    const big = await member({ member_nowtier2025: 99 });
    await shippedOrder(small, taipei('2026-11-01T10:00:00'), { ordermain_total: 800 });
    await shippedOrder(big, taipei('2026-11-01T10:00:00'), { ordermain_total: 3200 });
    await runTierJob(database.db, taipei('2026-11-24T10:00:00'));
    expect((await memberRow(small)).member_nowtier2025).toBe(0);
    expect((await memberRow(small)).buytotal2025).toBe(800);
    expect((await memberRow(big)).member_nowtier2025).toBe(1);
    expect(await events(small)).toEqual([]);
  });

  it('renews tier 3 once on reaching its own min_cash: the next term follows the running one', async () => {
    const id = await member({ member_nowtier2025: 3, buytotal2025: 29_000, tier_term_start: '2026-03-01' });
    await shippedOrder(id, taipei('2026-11-01T10:00:00'));
    await runTierJob(database.db, taipei('2026-11-24T10:00:00'));
    expect(await memberRow(id)).toMatchObject({
      member_nowtier2025: 3,
      buytotal2025: 0,
      tier_term_start: '2027-03-01',
    });
    // Spend after the renewal counts toward the next one; reaching it again renews no further ahead.
    await shippedOrder(id, taipei('2026-11-02T10:00:00'), { ordermain_total: 31_000 });
    await runTierJob(database.db, taipei('2026-11-24T11:00:00'));
    expect(await memberRow(id)).toMatchObject({ tier_term_start: '2027-03-01', buytotal2025: 31_000 });
    expect(await events(id)).toEqual([{ kind: 'renew', from: 3, to: 3, start: '2027-03-01', spend: 30_500 }]);
  });

  it('at a term end keeps a tier whose spend reached its level, else falls to the level reached', async () => {
    const kept = await member({
      member_nowtier2025: 2,
      buytotal2025: 12_000,
      created_at: taipei('2025-06-01T10:00:00'),
    });
    const fell = await member({
      member_nowtier2025: 2,
      buytotal2025: 5000,
      created_at: taipei('2025-06-01T10:00:00'),
    });
    const lapsed = await member({ member_nowtier2025: 3, buytotal2025: 0, tier_term_start: '2024-09-01' });
    await runTierJob(database.db, taipei('2026-11-24T10:00:00'));
    expect(await memberRow(kept)).toMatchObject({
      member_nowtier2025: 2,
      buytotal2025: 0,
      tier_term_start: '2026-06-01',
    });
    expect(await events(kept)).toEqual([
      { kind: 'renew', from: 2, to: 2, start: '2026-06-01', spend: 12_000 },
    ]);
    expect(await memberRow(fell)).toMatchObject({
      member_nowtier2025: 1,
      buytotal2025: 0,
      tier_term_start: '2026-06-01',
    });
    expect(await events(fell)).toEqual([
      { kind: 'downgrade', from: 2, to: 1, start: '2026-06-01', spend: 5000 },
    ]);
    // Two terms ended unseen: 3 → 0 at the first (no spend), and 0 stays 0 at the second.
    expect(await memberRow(lapsed)).toMatchObject({ member_nowtier2025: 0, tier_term_start: '2026-09-01' });
    expect(await events(lapsed)).toEqual([
      { kind: 'downgrade', from: 3, to: 0, start: '2025-09-01', spend: 0 },
    ]);
    // The day the running term ends nothing moves; a second run changes nothing either.
    await runTierJob(database.db, taipei('2026-11-24T12:00:00'));
    expect(await events(fell)).toHaveLength(1);
  });
});

describe('two runs at once', () => {
  it('credit an order once', async () => {
    const id = await member({ buytotal2025: 0 });
    const order = await shippedOrder(id, taipei('2026-10-01T10:00:00'), {
      ordermain_total: 2000,
      points: 20,
    });
    const now = taipei('2026-11-24T10:00:00');
    const results = await Promise.all([runTierJob(database.db, now), runTierJob(database.db, now)]);
    expect(results.some((r) => r !== null)).toBe(true);
    expect((await orderRow(order.ordermain_id)).ispoints).toBe(true);
    expect((await memberRow(id)).buytotal2025).toBe(2000);
    expect(await earnedEntries(id)).toHaveLength(1);
    expect(await ledgerBalance(database.db, 'points', id)).toBe(20);
  });
});
