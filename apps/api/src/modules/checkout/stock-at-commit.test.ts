// The trigger orders_take_stock (migration 0012): an order placed through checkout takes its lines' product
// stock when its transaction commits, never below 0; rows written otherwise take none.

import { schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { insertTestOrder, memberIdByMobile } from '../../../test/checkout-orders.ts';
import { MEMBER_GIFT_LINE } from './holdings.repository.ts';
import { shortOfStock } from './orders.repository.ts';

let t: TestDatabase;
let memberId: number;
const [A, B] = [1, 2];

beforeAll(async () => {
  t = await openTestDatabase();
  await seedDemoShop(t.db);
  memberId = await memberIdByMobile(t.db, '0912000000');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db
    .update(schema.products)
    .set({ stock: 5 })
    .where(inArray(schema.products.p_id, [A, B]));
});

async function stocks() {
  const rows = await t.db
    .select({ p_id: schema.products.p_id, stock: schema.products.stock })
    .from(schema.products)
    .where(inArray(schema.products.p_id, [A, B]));
  return Object.fromEntries(rows.map((r) => [r.p_id, r.stock]));
}

const line = (p_id: number, count: number, line_kind = 'regular') => ({
  p_id,
  p_name: `product ${p_id}`,
  p_price: 100,
  list_price: 100,
  ordersub_count: count,
  line_kind,
});

/** An order and its lines in one transaction; answers product A's stock as seen before the COMMIT. */
async function placeOrder(takes_stock: boolean, lines: ReturnType<typeof line>[]) {
  return t.db.transaction(async (tx) => {
    const order = await insertTestOrder(tx, memberId, { takes_stock });
    await tx.insert(schema.orderLines).values(lines.map((l) => ({ ...l, ordermain_id: order.ordermain_id })));
    const [inside] = await tx.select().from(schema.products).where(eq(schema.products.p_id, A));
    return inside?.stock;
  });
}

it('takes the units of every line but a claimed member gift, summed per product, at COMMIT', async () => {
  const lines = [line(A, 2), line(B, 1, 'gift'), line(A, 1, 'addon'), line(B, 3, MEMBER_GIFT_LINE)];
  // Inside the transaction the row is not touched yet: other orders are not kept waiting on it.
  expect(await placeOrder(true, lines)).toBe(5);
  expect(await stocks()).toEqual({ [A]: 2, [B]: 4 });
});

it('takes nothing for an order row written without takes_stock (demo orders, imports)', async () => {
  await placeOrder(false, [line(A, 2)]);
  expect(await stocks()).toEqual({ [A]: 5, [B]: 5 });
});

it('fails the COMMIT with the short product and keeps nothing of the order when a product is short', async () => {
  const before = await t.db.select().from(schema.orders);
  const failure = await placeOrder(true, [line(A, 1), line(B, 6)]).then(
    () => null,
    (error: unknown) => error,
  );
  expect(shortOfStock(failure)).toBe(B);
  expect(await stocks()).toEqual({ [A]: 5, [B]: 5 });
  expect(await t.db.select().from(schema.orders)).toHaveLength(before.length);
});

it('takes the last units exactly: stock reaches 0, never below', async () => {
  await placeOrder(true, [line(A, 5)]);
  expect(await stocks()).toEqual({ [A]: 0, [B]: 5 });
  expect(shortOfStock(await placeOrder(true, [line(A, 1)]).catch((e: unknown) => e))).toBe(A);
  expect(await stocks()).toEqual({ [A]: 0, [B]: 5 });
});
