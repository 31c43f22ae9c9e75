import { ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { insertTestOrder, memberIdByMobile } from '../../../test/checkout-orders.ts';
import { appendLedgerEntry, ledgerBalance } from '../ledgers/index.ts';
import { expireUnpaidOrders } from './expiry.ts';

let database: TestDatabase;
let memberId: number;
let productId: number;
let couponId: number;
const NOW = new Date('2026-11-24T10:00:00+08:00');
const MINUTE = 60_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoShop(database.db);
  memberId = await memberIdByMobile(database.db, '0912000003');
  const [product] = await database.db.select().from(schema.products).limit(1);
  productId = product?.p_id ?? 0;
  await database.db.update(schema.products).set({ stock: 10 }).where(eq(schema.products.p_id, productId));
  const [coupon] = await database.db
    .select()
    .from(schema.coupons)
    .where(eq(schema.coupons.coupon_code, 'LAST20'));
  couponId = coupon?.coupon_id ?? 0;
});
afterAll(async () => {
  await database?.close();
});

/** An order as order creation will leave it: stock taken, a coupon use counted, points and credit debited. */
async function openOrder(expiresAt: Date, status: number = ORDER_STATUS.awaitingPayment) {
  const db = database.db;
  const order = await insertTestOrder(db, memberId, {
    expires_at: expiresAt,
    ordermain_status: status,
    points_used: 500,
    credit_used: 100,
    coupon_id: couponId,
  });
  await db.insert(schema.orderLines).values({
    ordermain_id: order.ordermain_id,
    p_id: productId,
    p_name: '測試商品',
    p_price: 640,
    list_price: 800,
    ordersub_count: 2,
  });
  const [product] = await db.select().from(schema.products).where(eq(schema.products.p_id, productId));
  await db
    .update(schema.products)
    .set({ stock: (product?.stock ?? 0) - 2 })
    .where(eq(schema.products.p_id, productId));
  // It took its stock (set after the insert, so the COMMIT's trigger does not take it a second time).
  await db
    .update(schema.orders)
    .set({ takes_stock: true })
    .where(eq(schema.orders.ordermain_id, order.ordermain_id));
  await db
    .insert(schema.couponUses)
    .values({ coupon_id: couponId, member_id: memberId, ordermain_id: order.ordermain_id });
  const [coupon] = await db.select().from(schema.coupons).where(eq(schema.coupons.coupon_id, couponId));
  await db
    .update(schema.coupons)
    .set({ used_count: (coupon?.used_count ?? 0) + 1 })
    .where(eq(schema.coupons.coupon_id, couponId));
  await appendLedgerEntry(db, 'points', {
    memberId,
    delta: -500,
    reason: 'order',
    orderId: order.ordermain_id,
  });
  await appendLedgerEntry(db, 'credit', {
    memberId,
    delta: -100,
    reason: 'order',
    orderId: order.ordermain_id,
  });
  return order;
}

const stock = async () =>
  (await database.db.select().from(schema.products).where(eq(schema.products.p_id, productId)))[0]?.stock;
const usedCount = async () =>
  (await database.db.select().from(schema.coupons).where(eq(schema.coupons.coupon_id, couponId)))[0]
    ?.used_count;
const status = async (id: number) =>
  (await database.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id)))[0]
    ?.ordermain_status;

describe('unpaid order expiry', () => {
  it('expires only unpaid orders past expires_at and gives back stock, coupon, points and credit once', async () => {
    const due = await openOrder(new Date(NOW.getTime() - MINUTE));
    const notYet = await openOrder(new Date(NOW.getTime() + MINUTE));
    const paid = await openOrder(new Date(NOW.getTime() - MINUTE), ORDER_STATUS.paid);
    expect(await stock()).toBe(4);
    expect(await usedCount()).toBe(3);
    expect(await ledgerBalance(database.db, 'points', memberId)).toBe(6800 - 1500);

    // Two processes at once: the advisory lock lets one work; the other answers null or finds nothing.
    const runs = await Promise.all([
      expireUnpaidOrders(database.db, NOW),
      expireUnpaidOrders(database.db, NOW),
    ]);
    expect(runs.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1);
    expect(await expireUnpaidOrders(database.db, NOW)).toBe(0);

    expect(await status(due.ordermain_id)).toBe(ORDER_STATUS.expired);
    expect(await status(notYet.ordermain_id)).toBe(ORDER_STATUS.awaitingPayment);
    expect(await status(paid.ordermain_id)).toBe(ORDER_STATUS.paid);
    expect(await stock()).toBe(6);
    expect(await usedCount()).toBe(2);
    expect(await ledgerBalance(database.db, 'points', memberId)).toBe(6800 - 1000);
    expect(await ledgerBalance(database.db, 'credit', memberId)).toBe(500 - 200);
    const [use] = await database.db
      .select()
      .from(schema.couponUses)
      .where(eq(schema.couponUses.ordermain_id, due.ordermain_id));
    expect(use?.released_at).toBeInstanceOf(Date);
  });

  it('a 付款失敗 order (declined, not paid again) expires too and gives its stock back', async () => {
    const before = await stock();
    const failed = await openOrder(new Date(NOW.getTime() - MINUTE), ORDER_STATUS.paymentFailed);
    expect(await stock()).toBe((before ?? 0) - 2);
    expect(await expireUnpaidOrders(database.db, NOW)).toBe(1);
    expect(await status(failed.ordermain_id)).toBe(ORDER_STATUS.expired);
    expect(await stock()).toBe(before);
  });
});
