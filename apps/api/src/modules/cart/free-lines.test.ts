// Free lines come from the server and bad input never reaches a 500 (issue 22): a member gift perk is free
// only as the member's open claims cover it, named from the server's records; every cart line's quantity
// keeps to the 4-unit rule; a lone surrogate, a huge id or a huge quantity answers 422.
import { randomUUID } from 'node:crypto';
import {
  type CreateOrderBody,
  checkoutCalls,
  GiftListAnswer,
  LONE_SURROGATE_MESSAGE,
  pathOf,
} from '@shop/contracts';
import { cartMessages, pricingMessages } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, TestClock } from '../../../test/accounts-support.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newMemberSession } from '../../../test/catalogue-support.ts';
import { orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { readAccountsConfig } from '../accounts/index.ts';

let t: TestApp;
let productId: number;
let hiddenProductId: number;
let token: string;
// 24 November 2026 in Taipei: a member born in November may claim the birthday gift.
const TODAY = Date.parse('2026-11-24T10:00:00+08:00');

beforeAll(async () => {
  const clock = new TestClock();
  clock.advance(TODAY - clock.now().getTime());
  t = await buildTestApp({
    accounts: { config: readAccountsConfig({ OTP_SECRET: 'test-otp-secret' }), now: clock.now },
    payments: readPaymentsConfig({}),
  });
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 50 }).where(eq(schema.products.p_id, productId));
  const [hidden] = await t.db.select().from(schema.products).where(eq(schema.products.p_show, 0));
  hiddenProductId = hidden!.p_id;
  token = (await newMemberSession(t)).token;
});
afterAll(async () => {
  await t?.close();
});

function post(path: string, payload: unknown, as = token) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    headers: {
      authorization: `Bearer ${as}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/json',
    },
    // Sent as text, so a lone surrogate goes out as the `\ud800` escape a hostile client would send.
    payload: JSON.stringify(payload),
  });
}

/** A create-order body; its carts may hold what no well-behaved client sends. */
function orderBody(carts: Record<string, unknown>, extra: Partial<CreateOrderBody> = {}) {
  return {
    carts: { cart: [{ productId, quantity: 1 }], ...carts },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
    ...extra,
  };
}
const createOrder = (payload: unknown, as = token) => post(pathOf(checkoutCalls.createOrder), payload, as);
const summaryOf = (carts: object, as = token) => post('get-cart-summary', { carts }, as);
const stockOf = async (p_id: number) =>
  (await t.db.select().from(schema.products).where(eq(schema.products.p_id, p_id)))[0]!.stock;

describe('member gift perks', () => {
  it('refuses a perk line the member holds no claim for, whatever product or name it gives (422), and takes no stock', async () => {
    const stock = await stockOf(productId);
    for (const perk of [
      { p_id: productId, quantity: 3, p_name: '免費商品' },
      { p_id: hiddenProductId, quantity: 1 },
    ]) {
      const ordered = await createOrder(orderBody({ memberGiftPerk: [perk] }));
      expect(ordered.statusCode).toBe(422);
      expect(ordered.json()).toEqual({
        message: pricingMessages.freeLineNotEntitled,
        code: 'VALIDATION_FAILED',
        errors: { 'carts.memberGiftPerk': [pricingMessages.freeLineNotEntitled] },
      });
      expect((await summaryOf({ cart: [], memberGiftPerk: [perk] })).statusCode).toBe(422);
    }
    expect(await stockOf(productId)).toBe(stock);
  });

  it('answers 422, not 500, for a perk or gift cart line of a product that does not exist', async () => {
    for (const carts of [
      { memberGiftPerk: [{ p_id: 999_999, quantity: 1 }] },
      { memberGiftCart: [{ gift3_id: 1, p_id: 999_999, quantity: 1 }] },
    ]) {
      const res = await createOrder(orderBody(carts));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(pricingMessages.freeLineNotEntitled);
    }
  });

  it('refuses a perk line to a guest', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/get-cart-summary`,
      payload: { carts: { cart: [], memberGiftPerk: [{ p_id: productId, quantity: 1 }] } },
    });
    expect(res.statusCode).toBe(422);
  });

  it('prices a claimed gift as a perk with the claim’s name, and the order holds it once, from the claim', async () => {
    const member = await newMemberSession(t);
    await t.db
      .update(schema.members)
      .set({ member_nowtier2025: 2, member_birthday: '1990-11-11' })
      .where(eq(schema.members.member_id, member.memberId));
    const listed = await t.app.inject({
      method: 'GET',
      url: `${API}/get-member-claim-products`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    const gift = GiftListAnswer.parse(listed.json()).birthday_gifts.find((g) => g.is_eligible)!;
    const claimed = gift.products[0]!;
    const add = await post(
      'member-gift-cart/add',
      { gift3_id: gift.gift3_id, products: [{ p_id: claimed.p_id, quantity: 1 }] },
      member.token,
    );
    expect(add.statusCode).toBe(200);
    const perk = { p_id: claimed.p_id, quantity: 1, p_name: '別的名字' };
    const summary = await summaryOf(
      { cart: [{ productId, quantity: 1 }], memberGiftPerk: [perk] },
      member.token,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json().summary.memberGiftPerk).toEqual([
      { p_id: claimed.p_id, p_name: claimed.p_name, quantity: 1, price: 0 },
    ]);
    // More units than claimed are not covered.
    const twice = await summaryOf({ cart: [], memberGiftPerk: [{ ...perk, quantity: 2 }] }, member.token);
    expect(twice.statusCode).toBe(422);
    const ordered = await createOrder(orderBody({ memberGiftPerk: [perk] }), member.token);
    expect(ordered.statusCode).toBe(200);
    const lines = await t.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.ordermain_id, ordered.json().ordermain_id));
    expect(lines.filter((l) => l.p_id === claimed.p_id && l.p_price === 0)).toMatchObject([
      { line_kind: 'member_gift', p_name: claimed.p_name, ordersub_count: 1 },
    ]);
  });
});

describe('quantities keep to the 4-unit rule in every cart of every body', () => {
  const line = (quantity: unknown) => ({ productId, quantity });
  const bad = [0, -1, 5, 2 ** 31, 2 ** 53, 1.5, '1'];
  const cartsWith = (quantity: unknown) => [
    { cart: [line(quantity)] },
    { cart: [line(1)], pointCart: [line(quantity)] },
    { cart: [line(1)], evergreenTrailCart: [line(quantity)] },
    { cart: [line(1)], onlineSkinTestCart: [line(quantity)] },
    { cart: [line(1)], memberGiftPerk: [{ p_id: productId, quantity }] },
    { cart: [line(1)], memberGiftCart: [{ gift3_id: 1, p_id: productId, quantity }] },
    {
      cart: [{ ...line(quantity), activity_type: 'routine_kit', activity_id: 1 }],
    },
  ];

  it('answers 422 with the 4-unit rule’s words for a quantity outside 1..4', async () => {
    for (const quantity of bad)
      for (const carts of cartsWith(quantity)) {
        for (const res of [
          await summaryOf(carts),
          await post(pathOf(checkoutCalls.checkCoupon), { carts, coupon_code: 'WELCOME150' }),
          await createOrder(orderBody(carts)),
        ]) {
          expect(res.statusCode, JSON.stringify({ quantity, carts })).toBe(422);
          expect(Object.values(res.json().errors).flat()).toContain(cartMessages.mainCartUnitLimit);
        }
      }
  });

  it('still prices 1 to 4 units', async () => {
    expect((await summaryOf({ cart: [line(4)] })).statusCode).toBe(200);
  });
});

describe('no input reaches a 500', () => {
  it('answers 422 for a lone surrogate in a body field, a query value or a path parameter', async () => {
    const res = await createOrder(
      orderBody({}, { recipient: { name: '林\ud800', mobile: '0912000000', store_id: '201001' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'recipient.name': [LONE_SURROGATE_MESSAGE] });
    const query = await t.app.inject({
      method: 'GET',
      url: `${API}/get-711-store-list?keyword=${encodeURIComponent('門市')}%ED%A0%80`,
    });
    expect(query.statusCode).toBeLessThan(500);
    const coupon = await post(pathOf(checkoutCalls.checkCoupon), {
      carts: { cart: [line1()] },
      coupon_code: '\udc00A',
    });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json().errors).toEqual({ coupon_code: [LONE_SURROGATE_MESSAGE] });
  });

  it('answers 422 for ids past a PostgreSQL integer', async () => {
    const huge = 2 ** 31;
    expect((await summaryOf({ cart: [{ productId: huge, quantity: 1 }] })).statusCode).toBe(422);
    expect((await summaryOf({ cart: [], memberGiftPerk: [{ p_id: huge, quantity: 1 }] })).statusCode).toBe(
      422,
    );
    expect((await post(pathOf(checkoutCalls.repay), { ordermain_id: huge })).statusCode).toBe(422);
    const order = await t.app.inject({
      method: 'GET',
      url: `${API}/${pathOf(checkoutCalls.getOrder, { id: huge })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(order.statusCode).toBe(422);
  });
});

function line1() {
  return { productId, quantity: 1 };
}
