// create-order with a routine kit, an add-on and a picked choice gift: server prices, every stock taken by
// a conditional update and given back on cancel (issue 11 promo-buy).
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { CART_LINE_KIND, orderErrorMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile } from '../../../test/checkout-orders.ts';
import { type DemoOffers, loadDemoOffers } from '../../../test/promo-offers.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { appendLedgerEntry, ledgerBalance } from '../ledgers/index.ts';
import { createSession } from '../sessions/index.ts';

let t: TestApp;
let token: string;
let memberId: number;
let offers: DemoOffers;
let kit: DemoOffers['kit'];
let maskAddOn: number;
let choiceActivity: number;

const url = (path: string) => `${API_BASE_PATH}/${path}`;
const id = (href: string) => offers.productId(href);
const stockOf = async (p: number) =>
  (await t.db.select().from(schema.products).where(eq(schema.products.p_id, p)))[0]?.stock ?? -1;
const kitStock = async () =>
  (
    await t.db
      .select()
      .from(schema.routineKits)
      .where(eq(schema.routineKits.routinekit_id, kit.routinekit_id))
  )[0]?.routinekit_stock ?? -1;
const giftStock = async (p: number) =>
  (
    await t.db
      .select()
      .from(schema.giftActivityProducts)
      .where(
        and(
          eq(schema.giftActivityProducts.activity_id, choiceActivity),
          eq(schema.giftActivityProducts.p_id, p),
          eq(schema.giftActivityProducts.role, 'gift'),
        ),
      )
  )[0]?.gift_stock ?? -1;

const KIT_PRODUCTS = [
  'c-plus/vitamin-c-toner',
  'c-plus/vitamin-c-serum-15',
  'c-plus/ce-brightening-emulsion',
];

function cart() {
  return [
    { productId: id('c-plus/vitamin-c-serum-15'), quantity: 3 },
    {
      productId: kit.routinekit_id,
      quantity: 1,
      activity_type: CART_LINE_KIND.ROUTINE_KIT,
      activity_id: kit.routinekit_id,
    },
    {
      productId: id('calm/calm-sheet-mask'),
      quantity: 1,
      activity_type: CART_LINE_KIND.ADD_MONEY,
      activity_id: maskAddOn,
    },
    {
      productId: id('boost/ceramide-booster'),
      quantity: 1,
      activity_type: CART_LINE_KIND.CHOICE_GIFT,
      activity_id: choiceActivity,
    },
  ];
}

function body(cartLines: CreateOrderBody['carts']['cart']): CreateOrderBody {
  return {
    carts: { cart: cartLines },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
  };
}

function submit(payload: CreateOrderBody) {
  return t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.createOrder)),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload,
  });
}

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, '0912000000');
  token = await createSession(t.db, memberId);
  offers = await loadDemoOffers(t.db);
  ({ kit, maskAddOn, choiceActivity } = offers);
  for (const href of [...KIT_PRODUCTS, 'calm/calm-sheet-mask', 'boost/ceramide-booster'])
    await t.db
      .update(schema.products)
      .set({ stock: 40 })
      .where(eq(schema.products.p_id, id(href)));
});
afterAll(async () => {
  await t?.close();
});

describe('create-order with kits, add-ons and choice gifts', () => {
  it('writes the kit as its products adding up to the kit price, the add-on and the gift, and takes every stock', async () => {
    const summary = (
      await t.app.inject({
        method: 'POST',
        url: url('get-cart-summary'),
        payload: { carts: { cart: cart() } },
      })
    ).json().summary;
    const before = {
      serum: await stockOf(id('c-plus/vitamin-c-serum-15')),
      toner: await stockOf(id('c-plus/vitamin-c-toner')),
      mask: await stockOf(id('calm/calm-sheet-mask')),
      ceramide: await stockOf(id('boost/ceramide-booster')),
      kit: await kitStock(),
      gift: await giftStock(id('boost/ceramide-booster')),
    };
    const res = await submit(body(cart()));
    expect(res.statusCode).toBe(200);
    const orderId = res.json().ordermain_id;
    const lines = await t.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.ordermain_id, orderId))
      .orderBy(schema.orderLines.ordersub_id);
    const kitLines = lines.filter((l) => l.offer_ref?.startsWith('routinekit'));
    expect(kitLines.map((l) => l.p_id)).toEqual(KIT_PRODUCTS.map(id));
    expect(kitLines.reduce((sum, l) => sum + l.p_price * l.ordersub_count, 0)).toBe(kit.routinekit_price);
    expect(kitLines[0]?.offer_ref).toBe(`routinekit:${kit.routinekit_id}`);
    expect(lines.find((l) => l.line_kind === 'addon')).toMatchObject({
      p_id: id('calm/calm-sheet-mask'),
      p_price: 199,
      ordersub_count: 1,
      offer_ref: `addmoney:${maskAddOn}`,
    });
    expect(lines.find((l) => l.offer_ref === `choice:${choiceActivity}`)).toMatchObject({
      p_id: id('boost/ceramide-booster'),
      p_price: 0,
      line_kind: 'gift',
      ordersub_count: 1,
    });
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, orderId));
    expect(order?.ordermain_total).toBe(summary.grandTotalPrice);
    expect(order?.merchandise_total).toBe(summary.merchandiseSubtotal + kit.routinekit_price);
    expect(order?.addon_total).toBe(199);
    // serum: 3 plain + 1 in the kit
    expect(await stockOf(id('c-plus/vitamin-c-serum-15'))).toBe(before.serum - 4);
    expect(await stockOf(id('c-plus/vitamin-c-toner'))).toBe(before.toner - 1);
    // the mask: the add-on, and the gift of 全館滿$3,000 and of 精華類滿$2,500
    expect(await stockOf(id('calm/calm-sheet-mask'))).toBe(before.mask - 3);
    expect(await stockOf(id('boost/ceramide-booster'))).toBe(before.ceramide - 1);
    expect(await kitStock()).toBe(before.kit - 1);
    expect(await giftStock(id('boost/ceramide-booster'))).toBe(before.gift - 1);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: url(pathOf(checkoutCalls.cancelOrder, { id: orderId })),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(id('c-plus/vitamin-c-serum-15'))).toBe(before.serum);
    expect(await kitStock()).toBe(before.kit);
    expect(await giftStock(id('boost/ceramide-booster'))).toBe(before.gift);
  });

  it('409 naming the kit when its own stock is gone, and nothing is taken', async () => {
    const stock = await kitStock();
    const serum = await stockOf(id('c-plus/vitamin-c-serum-15'));
    await t.db
      .update(schema.routineKits)
      .set({ routinekit_stock: 0 })
      .where(eq(schema.routineKits.routinekit_id, kit.routinekit_id));
    try {
      const res = await submit(body(cart()));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(m.outOfStock(kit.routinekit_name));
      expect(await stockOf(id('c-plus/vitamin-c-serum-15'))).toBe(serum);
    } finally {
      await t.db
        .update(schema.routineKits)
        .set({ routinekit_stock: stock })
        .where(eq(schema.routineKits.routinekit_id, kit.routinekit_id));
    }
  });

  it('422 for an add-on or a gift pick the cart no longer earns', async () => {
    const [, kitEntry, addOn, pick] = cart();
    const small = { productId: id('exfoliate/mandelic-toner'), quantity: 1 };
    for (const entry of [addOn, pick]) {
      const res = await submit(body([small, entry as NonNullable<typeof addOn>]));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.carts).toEqual([m.cartLineNotOrderable]);
    }
    // a kit alone is an order
    const kitOnly = await submit(body([kitEntry as NonNullable<typeof kitEntry>]));
    expect(kitOnly.statusCode).toBe(200);
  });
});

describe('create-order with the point cart', () => {
  async function exchangeProduct() {
    const rows = await t.db
      .select()
      .from(schema.pointExchanges)
      .where(eq(schema.pointExchanges.exchange_show, 1));
    const now = Date.now();
    const open = rows.find((r) => r.starts_at.getTime() <= now && now < r.ends_at.getTime());
    if (!open) throw new Error('no open exchange in the seed');
    await t.db.update(schema.products).set({ stock: 20 }).where(eq(schema.products.p_id, open.p_id));
    return { p_id: open.p_id, cost: open.dpoint !== 0 ? open.dpoint : open.point };
  }

  /** Sets the member's point balance to exactly `points` through the ledger. */
  async function setBalance(points: number) {
    const delta = points - (await ledgerBalance(t.db, 'points', memberId));
    if (delta !== 0) await appendLedgerEntry(t.db, 'points', { memberId, reason: 'test', delta });
  }

  const withPoints = (p_id: number, quantity: number): CreateOrderBody => ({
    ...body([]),
    carts: { cart: [], pointCart: [{ productId: p_id, quantity }] },
  });

  it('debits the exchange points through the ledger, writes point lines and gives the points back on cancel', async () => {
    const { p_id, cost } = await exchangeProduct();
    await setBalance(cost * 2 + 5);
    const stock = await stockOf(p_id);
    const res = await submit(withPoints(p_id, 2));
    expect(res.statusCode).toBe(200);
    const orderId = res.json().ordermain_id;
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(5);
    expect(await stockOf(p_id)).toBe(stock - 2);
    const lines = await t.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.ordermain_id, orderId));
    expect(lines.map((l) => [l.p_id, l.line_kind, l.p_price, l.ordersub_count])).toEqual([
      [p_id, 'point', cost, 2],
    ]);
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, orderId));
    expect(order?.ordermain_total).toBe(0);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: url(pathOf(checkoutCalls.cancelOrder, { id: orderId })),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(cost * 2 + 5);
    expect(await stockOf(p_id)).toBe(stock);
  });

  it('422 when the balance does not cover the points, and nothing is taken', async () => {
    const { p_id, cost } = await exchangeProduct();
    await setBalance(cost - 1);
    const stock = await stockOf(p_id);
    const res = await submit(withPoints(p_id, 1));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pointCart).toEqual([m.pointsNotEnough]);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(cost - 1);
    expect(await stockOf(p_id)).toBe(stock);
  });
});
