// A sold-out gift is dropped with a notice instead of blocking the order (issue 22): the cart summary leaves
// it out and says so, and a gift that runs out between the preview and the order is left out of the order,
// which still goes through (before: 409 for every qualifying order while the preview promised the gift).
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { CART_LINE_KIND, pricingMessages } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile } from '../../../test/checkout-orders.ts';
import { type DemoOffers, loadDemoOffers } from '../../../test/promo-offers.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { forgetPricingProducts } from '../cart/index.ts';
import { createSession } from '../sessions/index.ts';

let t: TestApp;
let token: string;
let offers: DemoOffers;
let gift: number;

const url = (path: string) => `${API_BASE_PATH}/${path}`;
const id = (href: string) => offers.productId(href);
const productStock = async (p: number) =>
  (await t.db.select().from(schema.products).where(eq(schema.products.p_id, p)))[0]!.stock;
const giftRow = () =>
  and(
    eq(schema.giftActivityProducts.activity_id, offers.choiceActivity),
    eq(schema.giftActivityProducts.p_id, gift),
    eq(schema.giftActivityProducts.role, 'gift'),
  );
const giftStock = async () =>
  (await t.db.select().from(schema.giftActivityProducts).where(giftRow()))[0]!.gift_stock;

/** NT$4,000 of serum earns the choice activity 滿$4,000 好禮三選一; the ceramide booster is picked. */
function cart() {
  return [
    { productId: id('c-plus/vitamin-c-serum-15'), quantity: 4 },
    {
      productId: gift,
      quantity: 1,
      activity_type: CART_LINE_KIND.CHOICE_GIFT,
      activity_id: offers.choiceActivity,
    },
  ];
}

function body(): CreateOrderBody {
  return {
    carts: { cart: cart() },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
  };
}

const preview = async () =>
  (
    await t.app.inject({ method: 'POST', url: url('get-cart-summary'), payload: { carts: { cart: cart() } } })
  ).json().summary;
const choiceGifts = (summary: { giftList: { activity_id: number }[] }) =>
  summary.giftList.filter((g) => g.activity_id === offers.choiceActivity);
const submit = () =>
  t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.createOrder)),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: body(),
  });
const giftLinesOf = async (orderId: number) =>
  (await t.db.select().from(schema.orderLines).where(eq(schema.orderLines.ordermain_id, orderId))).filter(
    (l) => l.line_kind === 'gift' && l.p_id === gift,
  );

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  token = await createSession(t.db, await memberIdByMobile(t.db, '0912000000'));
  offers = await loadDemoOffers(t.db);
  gift = id('boost/ceramide-booster');
  await t.db
    .update(schema.products)
    .set({ stock: 40 })
    .where(eq(schema.products.p_id, id('c-plus/vitamin-c-serum-15')));
});
beforeEach(async () => {
  await t.db.update(schema.products).set({ stock: 40 }).where(eq(schema.products.p_id, gift));
  await t.db.update(schema.giftActivityProducts).set({ gift_stock: 20 }).where(giftRow());
  forgetPricingProducts(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('a sold-out gift', () => {
  it('is given while its product is in stock', async () => {
    const summary = await preview();
    expect(choiceGifts(summary)).toMatchObject([{ p_id: gift, price: 0 }]);
    expect(summary.giftNotices).toEqual([]);
    const res = await submit();
    expect(res.statusCode).toBe(200);
    expect(await giftLinesOf(res.json().ordermain_id)).toHaveLength(1);
  });

  it('is left out of the preview with a notice once its product is sold out, and the order goes through without it', async () => {
    await t.db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.p_id, gift));
    const summary = await preview();
    expect(choiceGifts(summary)).toEqual([]);
    expect(summary.unpriced).toEqual([]);
    expect(summary.giftNotices).toEqual([
      {
        activity_id: offers.choiceActivity,
        p_id: gift,
        p_name: expect.any(String),
        message: pricingMessages.giftSoldOut(summary.giftNotices[0].p_name),
      },
    ]);
    const before = await giftStock();
    const res = await submit();
    expect(res.statusCode).toBe(200);
    expect(await giftLinesOf(res.json().ordermain_id)).toEqual([]);
    expect(await giftStock()).toBe(before);
    expect(await productStock(gift)).toBe(0);
  });

  it('is dropped from the order when its gift stock runs out after the preview, and the order goes through', async () => {
    // The preview keeps the open promotions (gift stock 20) for a few seconds; the order prices with them.
    expect(choiceGifts(await preview())).toHaveLength(1);
    await t.db.update(schema.giftActivityProducts).set({ gift_stock: 0 }).where(giftRow());
    const products = await productStock(gift);
    const res = await submit();
    expect(res.statusCode).toBe(200);
    expect(await giftLinesOf(res.json().ordermain_id)).toEqual([]);
    expect(await giftStock()).toBe(0);
    expect(await productStock(gift)).toBe(products);
  });
});
