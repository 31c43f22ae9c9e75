// Issue 24 point 1 (docs/decisions/095): the skin-test cart (the campaign's trial pack) and the
// evergreen-trail cart are ordered through create-order only as the server's own records entitle the member
// now; the server prices them (the $65 handling fee unless a full-price item comes along, the trial's points)
// and names them from the catalogue; anything else is refused beside its cart with a Chinese message.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { NEW_MEMBER_TIER, skinTestMessages as s, TRIAL_PRODUCT_ID } from '@shop/core';
import { schema } from '@shop/db';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { appendLedgerEntry, ledgerBalance } from '../../modules/ledgers/index.ts';
import { createSession } from '../../modules/sessions/index.ts';

let t: TestApp;
let token: string;
let memberId: number;
let product: { p_id: number; price: number };
let trail: { activity_id: number; products: { p_id: number; point: number }[] };

const url = (path: string) => `${API_BASE_PATH}/${path}`;
type Carts = CreateOrderBody['carts'];

function body(carts: Carts, ship: CreateOrderBody['ship_method'] = 'seven'): CreateOrderBody {
  return {
    carts,
    ship_method: ship,
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
  };
}

const submit = (payload: CreateOrderBody) =>
  t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.createOrder)),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload,
  });

const trialCart = (quantity = 1) => [
  { productId: TRIAL_PRODUCT_ID, quantity, activity_type: 24, activity_id: 24 },
];

async function linesOf(orderId: number) {
  return t.db
    .select()
    .from(schema.orderLines)
    .where(eq(schema.orderLines.ordermain_id, orderId))
    .orderBy(asc(schema.orderLines.ordersub_id));
}

async function orderOf(orderId: number) {
  const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

/** Cancels the member's orders, so the next case starts with no holding trial order. */
async function cancelAll() {
  await t.db.update(schema.orders).set({ ordermain_status: 4 }).where(eq(schema.orders.member_id, memberId));
}

async function setTier(tier: number) {
  await t.db
    .update(schema.members)
    .set({ member_nowtier2025: tier })
    .where(eq(schema.members.member_id, memberId));
}

async function setPoints(points: number) {
  const delta = points - (await ledgerBalance(t.db, 'points', memberId));
  if (delta !== 0) await appendLedgerEntry(t.db, 'points', { memberId, reason: 'test', delta });
}

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, '0912000000');
  token = await createSession(t.db, memberId);
  const p_id = await orderableProduct(t.app, t.db);
  const [row] = await t.db.select().from(schema.products).where(eq(schema.products.p_id, p_id));
  if (!row) throw new Error('no product');
  product = { p_id, price: row.discounted_price };
  const [trial] = await t.db.select().from(schema.products).where(eq(schema.products.p_id, TRIAL_PRODUCT_ID));
  if (!trial)
    await t.db.insert(schema.products).values({
      p_id: TRIAL_PRODUCT_ID,
      p_name: '官網新會員試用包',
      p_img: 'trial.jpg',
      p_price: 480,
      discounted_price: 480,
      series_slug: row.series_slug,
      stock: 10,
      p_trial: 1,
    });
  else
    await t.db
      .update(schema.products)
      .set({ stock: 10, p_show: 1 })
      .where(eq(schema.products.p_id, TRIAL_PRODUCT_ID));
  const now = new Date();
  const [open] = await t.db
    .select()
    .from(schema.evergreenTrails)
    .where(and(lte(schema.evergreenTrails.starts_at, now), gt(schema.evergreenTrails.ends_at, now)));
  if (!open) throw new Error('no open evergreen trial in the seed');
  const products = await t.db
    .select({ p_id: schema.evergreenTrailProducts.p_id, point: schema.evergreenTrailProducts.point })
    .from(schema.evergreenTrailProducts)
    .where(eq(schema.evergreenTrailProducts.activity_id, open.activity_id))
    .orderBy(asc(schema.evergreenTrailProducts.sort));
  for (const p of products)
    await t.db.update(schema.products).set({ stock: 20, p_show: 1 }).where(eq(schema.products.p_id, p.p_id));
  trail = { activity_id: open.activity_id, products };
});
afterAll(async () => {
  await t?.close();
});

describe('create-order with the skin-test cart (the trial pack)', () => {
  it('refuses a member who is not a new member, beside the skin-test cart', async () => {
    await setTier(1);
    const res = await submit(body({ cart: [], onlineSkinTestCart: trialCart() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ onlineSkinTestCart: ['試用包僅限官網新會員領取。'] });
  });

  it('refuses a new member who has not taken the website skin test', async () => {
    await setTier(NEW_MEMBER_TIER);
    await t.db.delete(schema.faceTestRecords).where(eq(schema.faceTestRecords.member_id, memberId));
    const res = await submit(body({ cart: [], onlineSkinTestCart: trialCart() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ onlineSkinTestCart: [s.trial.testFirst] });
    expect(s.trial.testFirst).toBe('請先完成線上 AI 膚況檢測，再領取試用包');
  });

  it('orders the trial alone at the $65 handling fee, named from the catalogue, through the payment', async () => {
    await t.db.insert(schema.faceTestRecords).values({
      member_id: memberId,
      kind: 'campaign_202509',
      selections: { selfieSource: 'questions' },
    });
    const res = await submit(body({ cart: [], onlineSkinTestCart: trialCart() }));
    expect(res.statusCode).toBe(200);
    const orderId = res.json().ordermain_id as number;
    const order = await orderOf(orderId);
    const lines = await linesOf(orderId);
    const [trialRow] = await t.db
      .select({ p_name: schema.products.p_name })
      .from(schema.products)
      .where(eq(schema.products.p_id, TRIAL_PRODUCT_ID));
    expect(
      lines.map((l) => [l.p_id, l.p_name, l.p_price, l.ordersub_count, l.line_kind, l.offer_ref]),
    ).toEqual([[TRIAL_PRODUCT_ID, trialRow?.p_name, 65, 1, 'regular', 'skintest:24']]);
    expect(order.ordermain_total).toBe(65 + order.freight);
    expect(order.merchandise_total).toBe(0);
    // Awaiting its payment: the order-and-payment state machine takes it from here.
    expect(order.ordermain_status).toBe(0);
  });

  it('refuses a second trial while the first order holds it', async () => {
    const res = await submit(body({ cart: [], onlineSkinTestCart: trialCart() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ onlineSkinTestCart: ['您已經領取過試用包。'] });
  });

  it('takes one trial when two orders of the member arrive at once (the other refused, nothing held)', async () => {
    await cancelAll();
    const [first, second] = await Promise.all([
      submit(body({ cart: [], onlineSkinTestCart: trialCart() })),
      submit(body({ cart: [], onlineSkinTestCart: trialCart() })),
    ]);
    const answers = [first, second].map((res) => res.statusCode).sort();
    expect(answers).toEqual([200, 422]);
    const refused = first.statusCode === 422 ? first : second;
    expect(refused.json().errors).toEqual({ onlineSkinTestCart: ['您已經領取過試用包。'] });
    const holding = await t.db
      .select({ id: schema.orders.ordermain_id })
      .from(schema.orders)
      .innerJoin(schema.orderLines, eq(schema.orderLines.ordermain_id, schema.orders.ordermain_id))
      .where(
        and(
          eq(schema.orders.member_id, memberId),
          eq(schema.orderLines.p_id, TRIAL_PRODUCT_ID),
          eq(schema.orders.ordermain_status, 0),
        ),
      );
    expect(holding).toHaveLength(1);
  });

  it('waives the fee when a full-price item is bought in the same order', async () => {
    await cancelAll();
    const res = await submit(
      body({ cart: [{ productId: product.p_id, quantity: 1 }], onlineSkinTestCart: trialCart() }),
    );
    expect(res.statusCode).toBe(200);
    const orderId = res.json().ordermain_id as number;
    const order = await orderOf(orderId);
    const lines = await linesOf(orderId);
    expect(lines.find((l) => l.p_id === TRIAL_PRODUCT_ID)?.p_price).toBe(0);
    expect(order.ordermain_total).toBe(order.merchandise_total + order.freight - order.discount_total);
  });

  it('refuses forged lines: another product, two packs, Hong Kong delivery, a sold-out pack', async () => {
    await cancelAll();
    const forged = [{ productId: product.p_id, quantity: 1, activity_type: 24, activity_id: 24 }];
    const other = await submit(body({ cart: [], onlineSkinTestCart: forged }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      onlineSkinTestCart: ['線上肌膚檢測購物車只能結帳官網試用包，請移除其他商品後再送出'],
    });
    const two = await submit(body({ cart: [], onlineSkinTestCart: trialCart(2) }));
    expect(two.json().errors).toEqual({ onlineSkinTestCart: ['試用包每個帳號限領一份，請將數量調整為 1'] });
    const hk = await submit({
      ...body({ cart: [], onlineSkinTestCart: trialCart() }, 'hk'),
      recipient: { name: '陳美玲', mobile: '91234567', address: '香港九龍彌敦道 100 號' },
    });
    expect(hk.statusCode).toBe(422);
    expect(hk.json().errors).toEqual({
      onlineSkinTestCart: ['試用包僅限台灣地區配送，請改選台灣的配送方式'],
    });
    await t.db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.p_id, TRIAL_PRODUCT_ID));
    const soldOut = await submit(body({ cart: [], onlineSkinTestCart: trialCart() }));
    expect(soldOut.json().errors).toEqual({ onlineSkinTestCart: ['試用包已售完。'] });
    await t.db.update(schema.products).set({ stock: 10 }).where(eq(schema.products.p_id, TRIAL_PRODUCT_ID));
    const orders = await t.db.select().from(schema.orders).where(eq(schema.orders.member_id, memberId));
    expect(orders.every((o) => o.ordermain_status === 4)).toBe(true);
  });
});

describe('create-order with the evergreen-trail cart', () => {
  const line = (p_id: number, quantity = 1) => ({
    productId: p_id,
    quantity,
    activity_type: 28,
    activity_id: trail.activity_id,
  });

  it('orders trial products in their points, debits them and marks them taken', async () => {
    await cancelAll();
    const [a, b] = trail.products;
    if (!a || !b) throw new Error('the seed trial has fewer than two products');
    await setPoints(a.point + b.point + 5);
    const res = await submit(
      body({
        cart: [{ productId: product.p_id, quantity: 1 }],
        evergreenTrailCart: [line(a.p_id), line(b.p_id)],
      }),
    );
    expect(res.statusCode).toBe(200);
    const orderId = res.json().ordermain_id as number;
    const lines = (await linesOf(orderId)).filter((l) => l.line_kind === 'point');
    expect(lines.map((l) => [l.p_id, l.p_price, l.ordersub_count, l.offer_ref])).toEqual([
      [a.p_id, a.point, 1, `evergreen:${trail.activity_id}`],
      [b.p_id, b.point, 1, `evergreen:${trail.activity_id}`],
    ]);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(5);
    const again = await submit(body({ cart: [], evergreenTrailCart: [line(a.p_id)] }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ evergreenTrailCart: ['您已經兌換過此試用品'] });
  });

  it('refuses a product outside the trial, too many units or products, and too few points', async () => {
    await cancelAll();
    await setPoints(100_000);
    const [a, b, c] = trail.products;
    if (!a || !b || !c) throw new Error('the seed trial has fewer than three products');
    const outside = await submit(body({ cart: [], evergreenTrailCart: [line(product.p_id)] }));
    expect(outside.json().errors).toEqual({ evergreenTrailCart: ['此商品不在試用活動中'] });
    const units = await submit(body({ cart: [], evergreenTrailCart: [line(a.p_id, 2)] }));
    expect(units.json().errors).toEqual({ evergreenTrailCart: ['每項試用品最多 1 件'] });
    const three = await submit(
      body({ cart: [], evergreenTrailCart: [line(a.p_id), line(b.p_id), line(c.p_id)] }),
    );
    expect(three.json().errors).toEqual({ evergreenTrailCart: ['每次最多兌換 2 項試用品'] });
    await setPoints(a.point - 1);
    const poor = await submit(body({ cart: [], evergreenTrailCart: [line(a.p_id)] }));
    expect(poor.statusCode).toBe(422);
    expect(poor.json().errors).toEqual({ evergreenTrailCart: ['點數不足，無法兌換試用品'] });
  });
});
