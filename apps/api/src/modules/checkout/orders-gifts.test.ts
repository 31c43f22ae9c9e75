// Claimed member gifts reach the member through an order (issue 13): NT$0 member_gift lines read from the
// server's gift cart, each claim taken by one order, given back on cancel or expiry without stock twice.
import { randomUUID } from 'node:crypto';
import { type CreateOrderBody, checkoutCalls, GiftCartAnswer, GiftListAnswer, pathOf } from '@shop/contracts';
import { birthdayAction, orderErrorMessages as m, ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, TestClock } from '../../../test/accounts-support.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newMemberSession } from '../../../test/catalogue-support.ts';
import { orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { readAccountsConfig } from '../accounts/index.ts';
import { expireUnpaidOrders } from './expiry.ts';

let t: TestApp;
let productId: number;
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
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', path: string, token: string, payload?: object, key?: string) {
  return t.app.inject({
    method,
    url: `${API}/${path}`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

function orderBody(cart: CreateOrderBody['carts']['cart'] = [{ productId, quantity: 1 }]): CreateOrderBody {
  return {
    carts: { cart },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
  };
}
const order = (token: string, cart?: CreateOrderBody['carts']['cart']) =>
  call('POST', pathOf(checkoutCalls.createOrder), token, orderBody(cart), randomUUID());
const giftCart = async (token: string) =>
  GiftCartAnswer.parse((await call('GET', 'member-gift-cart', token)).json()).data;

async function giftStock(gift3_id: number, p_id: number) {
  const [row] = await t.db
    .select({ stock: schema.memberGiftProducts.stock })
    .from(schema.memberGiftProducts)
    .where(and(eq(schema.memberGiftProducts.gift3_id, gift3_id), eq(schema.memberGiftProducts.p_id, p_id)));
  return row!.stock;
}
async function productStock(p_id: number) {
  const [row] = await t.db.select().from(schema.products).where(eq(schema.products.p_id, p_id));
  return row!.stock;
}
async function claimOf(memberId: number) {
  const [row] = await t.db.select().from(schema.giftClaims).where(eq(schema.giftClaims.member_id, memberId));
  return row!;
}

/** A tier-2 member born in November who claimed the birthday gift's first product. */
async function memberWithClaim() {
  const session = await newMemberSession(t);
  await t.db
    .update(schema.members)
    .set({ member_nowtier2025: 2, member_birthday: '1990-11-11' })
    .where(eq(schema.members.member_id, session.memberId));
  const list = GiftListAnswer.parse((await call('GET', 'get-member-claim-products', session.token)).json());
  const gift = list.birthday_gifts.find((g) => g.is_eligible)!;
  const product = gift.products[0]!;
  const claimed = await call('POST', 'member-gift-cart/add', session.token, {
    gift3_id: gift.gift3_id,
    products: [{ p_id: product.p_id, quantity: 1 }],
  });
  expect(claimed.statusCode).toBe(200);
  return { ...session, gift3_id: gift.gift3_id, p_id: product.p_id, p_name: product.p_name };
}

describe('create-order with claimed member gifts', () => {
  it('adds the claim as a NT$0 member_gift line, takes the claim, and leaves the product stock alone', async () => {
    const member = await memberWithClaim();
    const giftStockAfterClaim = await giftStock(member.gift3_id, member.p_id);
    const giftProductStock = await productStock(member.p_id);
    const res = await order(member.token);
    expect(res.statusCode).toBe(200);
    const id = res.json().ordermain_id as number;
    const detail = (await call('GET', pathOf(checkoutCalls.getOrder, { id }), member.token)).json();
    expect(detail.lines.filter((l: { line_kind: string }) => l.line_kind === 'member_gift')).toEqual([
      {
        p_id: member.p_id,
        p_name: member.p_name,
        p_img: expect.any(String),
        p_price: 0,
        list_price: 0,
        ordersub_count: 1,
        line_kind: 'member_gift',
      },
    ]);
    expect(detail.merchandise_total).toBeGreaterThan(0);
    expect((await claimOf(member.memberId)).ordermain_id).toBe(id);
    expect(await giftCart(member.token)).toEqual([]);
    expect(await giftStock(member.gift3_id, member.p_id)).toBe(giftStockAfterClaim);
    if (member.p_id !== productId) expect(await productStock(member.p_id)).toBe(giftProductStock);
    // The gift zone shows it received; it cannot be removed from an order through the gift cart.
    const list = GiftListAnswer.parse((await call('GET', 'get-member-claim-products', member.token)).json());
    const shown = list.birthday_gifts.find((g) => g.gift3_id === member.gift3_id)!;
    expect(shown.products.find((p) => p.p_id === member.p_id)!.is_received).toBe(true);
    expect([shown.is_eligible, shown.is_claimed]).toEqual([false, true]);
    const remove = await call('POST', 'member-gift-cart/remove', member.token, { gift3_id: member.gift3_id });
    expect(remove.statusCode).toBe(404);

    const second = await order(member.token);
    expect(second.statusCode).toBe(200);
    const secondDetail = (
      await call('GET', pathOf(checkoutCalls.getOrder, { id: second.json().ordermain_id }), member.token)
    ).json();
    expect(secondDetail.lines.map((l: { line_kind: string }) => l.line_kind)).toEqual(['regular']);
    expect((await claimOf(member.memberId)).ordermain_id).toBe(id);
  });

  it('cancel gives the claim back to the gift cart, without returning any stock for it', async () => {
    const member = await memberWithClaim();
    const id = (await order(member.token)).json().ordermain_id as number;
    const giftStockBefore = await giftStock(member.gift3_id, member.p_id);
    const productStockBefore = await productStock(member.p_id);
    const cancel = await call('PUT', pathOf(checkoutCalls.cancelOrder, { id }), member.token);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().ordermain_status).toBe(ORDER_STATUS.cancelled);
    expect((await claimOf(member.memberId)).ordermain_id).toBeNull();
    expect(await giftCart(member.token)).toEqual([
      {
        gift3_id: member.gift3_id,
        p_id: member.p_id,
        quantity: 1,
        p_name: member.p_name,
        p_spec: expect.any(String),
        gift_type: 1,
      },
    ]);
    expect(await giftStock(member.gift3_id, member.p_id)).toBe(giftStockBefore);
    // Only the bought unit returns (when the gift is another product, its stock stays as it was).
    expect(await productStock(member.p_id)).toBe(productStockBefore + (member.p_id === productId ? 1 : 0));
    // The next order takes it again.
    const next = await order(member.token);
    expect((await claimOf(member.memberId)).ordermain_id).toBe(next.json().ordermain_id);
  });

  it('a gift whose order shipped stays received: the gift zone reads 已領取, not 未符合領取資格', async () => {
    const member = await memberWithClaim();
    const id = (await order(member.token)).json().ordermain_id as number;
    await t.db
      .update(schema.orders)
      .set({ ordermain_status: ORDER_STATUS.shipped, shipped_at: new Date() })
      .where(eq(schema.orders.ordermain_id, id));
    const list = GiftListAnswer.parse((await call('GET', 'get-member-claim-products', member.token)).json());
    const shown = list.birthday_gifts.find((g) => g.gift3_id === member.gift3_id)!;
    expect(shown.products.find((p) => p.p_id === member.p_id)!.is_received).toBe(true);
    expect([shown.is_eligible, shown.is_claimed]).toEqual([false, true]);
    // The page's rule on this very answer (member-area §4: is_received shows 已領取).
    const action = birthdayAction({
      loggedIn: true,
      gift: shown,
      inCart: false,
      deadline: shown.eligible_period,
    });
    expect([action.status, action.label, action.enabled]).toEqual(['received', '已領取', false]);
  });

  it('expiry gives the claim back too', async () => {
    const member = await memberWithClaim();
    const id = (await order(member.token)).json().ordermain_id as number;
    await t.db
      .update(schema.orders)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(schema.orders.ordermain_id, id));
    expect(await expireUnpaidOrders(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id));
    expect(row!.ordermain_status).toBe(ORDER_STATUS.expired);
    expect((await claimOf(member.memberId)).ordermain_id).toBeNull();
    expect(await giftCart(member.token)).toHaveLength(1);
  });

  it('never takes another member’s claims', async () => {
    const owner = await memberWithClaim();
    const other = await newMemberSession(t);
    const res = await order(other.token);
    expect(res.statusCode).toBe(200);
    const detail = (
      await call('GET', pathOf(checkoutCalls.getOrder, { id: res.json().ordermain_id }), other.token)
    ).json();
    expect(detail.lines.some((l: { line_kind: string }) => l.line_kind === 'member_gift')).toBe(false);
    expect((await claimOf(owner.memberId)).ordermain_id).toBeNull();
    expect(await giftCart(owner.token)).toHaveLength(1);
  });

  it('refuses an order of gift claims alone with 422: a gift ships with a purchase', async () => {
    const member = await memberWithClaim();
    const res = await order(member.token, []);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.carts).toEqual([m.memberGiftNeedsPurchase]);
    expect((await claimOf(member.memberId)).ordermain_id).toBeNull();
  });

  it('takes a claim with one of two simultaneous orders only', async () => {
    const member = await memberWithClaim();
    const answers = await Promise.all([order(member.token), order(member.token)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db
      .select({ id: schema.orderLines.ordermain_id })
      .from(schema.orderLines)
      .where(eq(schema.orderLines.line_kind, 'member_gift'));
    const ids = answers.map((r) => r.json().ordermain_id as number);
    expect(rows.filter((r) => ids.includes(r.id))).toHaveLength(1);
  });
});
