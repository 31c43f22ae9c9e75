// takeOfferStock with the order's id (issue 22): a gift whose product ran out after the order was priced is
// dropped from the order's lines instead of failing the COMMIT with 409; the product units the order's other
// lines take come first.
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { insertTestOrder, memberIdByMobile } from '../../../test/checkout-orders.ts';
import { type DemoOffers, loadDemoOffers } from '../../../test/promo-offers.ts';
import { takeOfferStock } from './offer-lines.ts';
import type { OrderLineInsert } from './orders.repository.ts';

let t: TestApp;
let offers: DemoOffers;
let gift: number;
let memberId: number;

const giftRow = () =>
  and(
    eq(schema.giftActivityProducts.activity_id, offers.choiceActivity),
    eq(schema.giftActivityProducts.p_id, gift),
    eq(schema.giftActivityProducts.role, 'gift'),
  );
const giftStock = async () =>
  (await t.db.select().from(schema.giftActivityProducts).where(giftRow()))[0]!.gift_stock;

function giftLine(): OrderLineInsert {
  return {
    p_id: gift,
    p_name: '神經醯胺修護精華',
    p_price: 0,
    list_price: 0,
    ordersub_count: 1,
    line_kind: 'gift',
    offer_ref: `choice:${offers.choiceActivity}`,
  };
}
const boughtLine = (units: number): OrderLineInsert => ({
  ...giftLine(),
  p_price: 1280,
  list_price: 1280,
  ordersub_count: units,
  line_kind: 'regular',
  offer_ref: null,
});

/** An order holding `lines`, and what is left of its gift lines after takeOfferStock ran for it. */
async function giftLinesAfter(lines: OrderLineInsert[]) {
  const order = await insertTestOrder(t.db, memberId);
  await t.db.insert(schema.orderLines).values(lines.map((l) => ({ ...l, ordermain_id: order.ordermain_id })));
  const short = await t.db.transaction((tx) => takeOfferStock(tx, [], lines, order.ordermain_id));
  expect(short).toBeNull();
  const written = await t.db
    .select()
    .from(schema.orderLines)
    .where(eq(schema.orderLines.ordermain_id, order.ordermain_id));
  return written.filter((l) => l.line_kind === 'gift');
}

beforeAll(async () => {
  t = await buildTestApp();
  offers = await loadDemoOffers(t.db);
  gift = offers.productId('boost/ceramide-booster');
  memberId = await memberIdByMobile(t.db, '0912000000');
});
beforeEach(async () => {
  await t.db.update(schema.giftActivityProducts).set({ gift_stock: 20 }).where(giftRow());
});
afterAll(async () => {
  await t?.close();
});

describe('a gift at order time', () => {
  it('is kept, taking its gift stock, while its product has a unit for it', async () => {
    await t.db.update(schema.products).set({ stock: 2 }).where(eq(schema.products.p_id, gift));
    expect(await giftLinesAfter([boughtLine(1), giftLine()])).toHaveLength(1);
    expect(await giftStock()).toBe(19);
  });

  it('is dropped, taking no gift stock, when the order’s bought units take the product’s last ones', async () => {
    await t.db.update(schema.products).set({ stock: 1 }).where(eq(schema.products.p_id, gift));
    expect(await giftLinesAfter([boughtLine(1), giftLine()])).toEqual([]);
    expect(await giftStock()).toBe(20);
  });

  it('is dropped when its product sold out after the order was priced', async () => {
    await t.db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.p_id, gift));
    expect(await giftLinesAfter([giftLine()])).toEqual([]);
    expect(await giftStock()).toBe(20);
  });

  it('is dropped when its own gift stock is gone', async () => {
    await t.db.update(schema.products).set({ stock: 5 }).where(eq(schema.products.p_id, gift));
    await t.db.update(schema.giftActivityProducts).set({ gift_stock: 0 }).where(giftRow());
    expect(await giftLinesAfter([giftLine()])).toEqual([]);
  });
});
