// The order's one statement (orders.repository insertOrder): the order row, its lines, the member's claimed
// gifts and the first payment row are written together, and nothing of them stays when it fails.
import { randomBytes } from 'node:crypto';
import { formatOrderNumber, ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { memberIdByMobile } from '../../../test/checkout-orders.ts';
import { insertOrder, type OrderInsert, shortOfStock } from './orders.repository.ts';

let t: TestDatabase;
let memberId: number;
let claimId: number;
const [A, B, GIFT] = [1, 2, 3];

beforeAll(async () => {
  t = await openTestDatabase();
  await seedDemoShop(t.db);
  memberId = await memberIdByMobile(t.db, '0912000001');
  const [gift] = await t.db.select().from(schema.memberGifts).limit(1);
  if (!gift) throw new Error('no member gift in the demo shop');
  const [claim] = await t.db
    .insert(schema.giftClaims)
    .values({ member_id: memberId, gift3_id: gift.gift3_id, gift_type: gift.gift_type, period_key: 'test' })
    .returning();
  claimId = claim!.claim_id;
  await t.db
    .insert(schema.giftClaimLines)
    .values({ claim_id: claimId, p_id: GIFT, quantity: 2, p_name: '贈品' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db
    .update(schema.products)
    .set({ stock: 5 })
    .where(inArray(schema.products.p_id, [A, B, GIFT]));
});

function newOrder(): OrderInsert {
  const now = new Date();
  return {
    ordermain_sn: formatOrderNumber(now, randomBytes(10)),
    member_id: memberId,
    ordermain_status: ORDER_STATUS.awaitingPayment,
    ordermain_dt1: now,
    merchandise_total: 300,
    ordermain_total: 300,
    ship_method: 'seven',
    recipient_name: '林小安',
    ordermain_mobile: '0912000001',
    store_id: '201001',
    store_name: '米瑞中正門市',
    invoice_type: 'member',
    pay_method: 'sandbox',
    idempotency_key: randomBytes(8).toString('hex'),
    takes_stock: true,
    updated_at: now,
  };
}

const line = (p_id: number, count: number) => ({
  p_id,
  p_name: `product ${p_id}`,
  p_price: 100,
  list_price: 120,
  ordersub_count: count,
  line_kind: 'regular',
  offer_ref: null,
});

const stockOf = async (p_id: number) =>
  (await t.db.select().from(schema.products).where(eq(schema.products.p_id, p_id)))[0]?.stock;
const claimOrder = async () =>
  (await t.db.select().from(schema.giftClaims).where(eq(schema.giftClaims.claim_id, claimId)))[0]
    ?.ordermain_id;

it('refuses a product short at COMMIT and keeps nothing: no order, lines, payment row, and the claim stays open', async () => {
  const counts = async () => ({
    orders: (await t.db.select().from(schema.orders)).length,
    lines: (await t.db.select().from(schema.orderLines)).length,
    payments: (await t.db.select().from(schema.payments)).length,
  });
  const before = await counts();
  const payment = { provider: 'sandbox', payment_ref: randomBytes(24).toString('base64url'), amount: 300 };
  const failure = await insertOrder(t.db, newOrder(), [line(A, 1), line(B, 6)], payment).catch(
    (e: unknown) => e,
  );
  expect(shortOfStock(failure)).toBe(B);
  expect(await counts()).toEqual(before);
  expect(await claimOrder()).toBeNull();
  expect([await stockOf(A), await stockOf(B)]).toEqual([5, 5]);
});

it('writes the lines in their order, the claimed gifts after them at NT$0, the payment row, and takes the stock', async () => {
  const ref = randomBytes(24).toString('base64url');
  const order = newOrder();
  const created = await insertOrder(t.db, order, [line(B, 2), line(A, 1)], {
    provider: 'sandbox',
    payment_ref: ref,
    amount: 300,
  });
  const [row] = await t.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.ordermain_id, created.ordermain_id));
  expect(row).toMatchObject({
    ordermain_sn: order.ordermain_sn,
    ordermain_total: 300,
    store_name: '米瑞中正門市',
  });
  expect(row?.ordermain_dt1.toISOString()).toBe(order.ordermain_dt1?.toISOString());
  const lines = await t.db
    .select()
    .from(schema.orderLines)
    .where(eq(schema.orderLines.ordermain_id, created.ordermain_id))
    .orderBy(asc(schema.orderLines.ordersub_id));
  expect(
    lines.map((l) => [l.p_id, l.p_price, l.list_price, l.ordersub_count, l.line_kind, l.offer_ref]),
  ).toEqual([
    [B, 100, 120, 2, 'regular', null],
    [A, 100, 120, 1, 'regular', null],
    [GIFT, 0, 0, 2, 'member_gift', expect.stringMatching(/^member-gift:\d+$/)],
  ]);
  const [paid] = await t.db.select().from(schema.payments).where(eq(schema.payments.payment_ref, ref));
  expect(paid).toMatchObject({
    payment_id: created.payment_id,
    ordermain_id: created.ordermain_id,
    amount: 300,
  });
  expect(paid?.state).toBe('pending');
  expect(await claimOrder()).toBe(created.ordermain_id);
  // The claimed gift's stock is the gift's: the product's stays.
  expect([await stockOf(A), await stockOf(B), await stockOf(GIFT)]).toEqual([4, 3, 5]);
});

it('writes no payment row when the order has none to start', async () => {
  const created = await insertOrder(t.db, newOrder(), [line(A, 1)], null);
  expect(created.payment_id).toBeNull();
  const rows = await t.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.ordermain_id, created.ordermain_id));
  expect(rows).toEqual([]);
});
