// Orders the shopping-referral program sent (decision 098): placed under a live lineshipping cookie, they
// are reported to the program when placed and with their final amount 7 days after delivery (0 when
// cancelled), through the conversion outbox, against a local fake that checks the signature and fields.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { ORDER_STATUS, referralCookieValue } from '@shop/core';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { keptLog } from '../../../test/confirm-payment.ts';
import { runDueJobs, waitingJobs } from '../../../test/job-support.ts';
import { type LineShoppingFake, startLineShoppingFake } from '../../../test/line-shopping-fake.ts';
import { createReferralReporter, readConversionsConfig } from '../../integrations/conversions/index.ts';
import { createSession } from '../sessions/index.ts';
import { CONVERSION_QUEUE, conversionRowOf } from './conversions.repository.ts';
import { type ConversionDeps, reportConversion } from './conversions.service.ts';
import { referralFinality } from './referral-orders.ts';

const KEYS = { shopId: 'shop-0042', key: 'referral-signing-key' };
const DAY_MS = 86_400_000;

let t: TestApp;
let fake: LineShoppingFake;
let deps: ConversionDeps;
let token: string;
let productId: number;
let productPrice: number;
let ahead = 0;

beforeAll(async () => {
  fake = await startLineShoppingFake(KEYS);
  // Every order here is cash on pickup, more than a member may hold open.
  vi.stubEnv('CASH_ON_PICKUP_OPEN_ORDERS_MAX', '1000');
  t = await buildTestApp({ conversions: { worker: false } });
  token = await createSession(t.db, await memberIdByMobile(t.db, '0912000000'));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
  const config = readConversionsConfig({
    LINE_SHOPPING_SHOP_ID: KEYS.shopId,
    LINE_SHOPPING_KEY: KEYS.key,
    LINE_SHOPPING_ORDER_URL: `${fake.url}/orders`,
    LINE_SHOPPING_FINAL_URL: `${fake.url}/orders/final`,
  });
  deps = {
    db: t.db,
    senders: [],
    referral: createReferralReporter(config),
    siteOrigin: 'https://shop.example.test',
    log: keptLog(),
    now: () => new Date(Date.now() + ahead),
  };
});

/** The conversion jobs due on the clock of `d`, run by hand as the worker would: each try's outcome. */
async function reportDueConversions(d: ConversionDeps) {
  const outcomes = await runDueJobs(t.db, CONVERSION_QUEUE, d.now(), (data, id) =>
    reportConversion(d, data.outboxId as number, id),
  );
  return outcomes.filter((outcome) => outcome !== 'not_due');
}

afterAll(async () => {
  vi.unstubAllEnvs();
  await t?.close();
  await fake?.close();
});

async function placeOrder(cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(cookie ? { cookie } : {}),
    },
    payload: {
      carts: { cart: [{ productId, quantity: 2 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: '0912000000', store_id: '201001', email: 'shopper@example.com' },
      invoice: { invoice_type: 'member' },
      pay_method: 'cod',
    } satisfies CreateOrderBody,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json() as { ordermain_id: number; ordermain_sn: string };
  const [row] = await t.db
    .select({ total: schema.orders.ordermain_total, freight: schema.orders.freight })
    .from(schema.orders)
    .where(eq(schema.orders.ordermain_id, order.ordermain_id));
  const lines = await t.db
    .select({
      p_id: schema.orderLines.p_id,
      p_name: schema.orderLines.p_name,
      p_price: schema.orderLines.p_price,
      ordersub_count: schema.orderLines.ordersub_count,
    })
    .from(schema.orderLines)
    .where(eq(schema.orderLines.ordermain_id, order.ordermain_id))
    .orderBy(schema.orderLines.ordersub_id);
  productPrice = lines[0]?.p_price ?? -1;
  return { ...order, lines, goods: (row?.total ?? 0) - (row?.freight ?? 0) };
}

const cookieOf = (ecid: string, setAt: number) => `lineshipping=${referralCookieValue(ecid, setAt)}; other=1`;

async function setStatus(orderId: number, status: number, deliveredAt: Date | null = null) {
  await t.db
    .update(schema.orders)
    .set({ ordermain_status: status, delivered_at: deliveredAt })
    .where(eq(schema.orders.ordermain_id, orderId));
}

async function stockOf(id: number) {
  const [row] = await t.db
    .select({ stock: schema.products.stock })
    .from(schema.products)
    .where(eq(schema.products.p_id, id));
  return row?.stock;
}

async function referralRow(orderId: number) {
  const [row] = await t.db
    .select()
    .from(schema.lineShoppingOrders)
    .where(eq(schema.lineShoppingOrders.ordermain_id, orderId));
  return row ?? null;
}

describe('orders the shopping-referral program sent', () => {
  it('records an order placed under a live cookie and reports it, signed, with the referral mapping', async () => {
    const clickedAt = Date.now() - 60 * 60_000;
    const order = await placeOrder(cookieOf('EC.click-001', clickedAt));
    const row = await referralRow(order.ordermain_id);
    expect(row?.ecid).toBe('EC.click-001');
    expect(row?.clicked_at.getTime()).toBe(clickedAt);
    expect((await conversionRowOf(t.db, order.ordermain_id, 'referral_created'))?.state).toBe('pending');
    expect((await conversionRowOf(t.db, order.ordermain_id, 'referral_final'))?.state).toBe('pending');

    await reportDueConversions(deps);
    expect((await conversionRowOf(t.db, order.ordermain_id, 'referral_created'))?.state).toBe('sent');
    const report = fake.taken.find((taken) => taken.body.order_id === order.ordermain_sn);
    expect(report?.report).toBe('order');
    expect(report?.body).toEqual({
      ecid: 'EC.click-001',
      order_id: order.ordermain_sn,
      order_time: expect.any(Number),
      click_time: Math.floor(clickedAt / 1000),
      currency: 'TWD',
      order_amount: order.goods,
      // The referral cart mapping of every line, a free gift at 0 (storefront.md §3).
      products: order.lines.map((line) => ({
        product_name: line.p_name,
        product_type: 'normal',
        product_id: String(line.p_id),
        product_amount: line.p_price,
        quantity: line.ordersub_count,
      })),
    });
    expect(order.lines[0]).toMatchObject({ p_id: productId, ordersub_count: 2 });
    expect(order.lines.slice(1).every((line) => line.p_price === 0)).toBe(true);
    // The amount is what was paid for the goods: after the member discount, without shipping.
    expect(order.goods).toBeGreaterThan(0);
    expect(order.goods).toBeLessThanOrEqual(productPrice * 2);
  });

  it('ignores an order without the cookie, with an expired one or with a malformed click id', async () => {
    const none = await placeOrder();
    const expired = await placeOrder(cookieOf('EC-old', Date.now() - 25 * 3_600_000));
    const malformed = await placeOrder(cookieOf('<script>', Date.now()));
    for (const order of [none, expired, malformed]) {
      expect(await referralRow(order.ordermain_id)).toBeNull();
      expect(await conversionRowOf(t.db, order.ordermain_id, 'referral_created')).toBeNull();
    }
  });

  it("writes the referral in the order's own transaction: when it cannot be recorded, no order is left", async () => {
    await t.db.execute(sql`
      create function refuse_referral() returns trigger language plpgsql as $$
      begin raise exception 'referral store down'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_referral before insert on line_shopping_orders
      for each row execute function refuse_referral()`);
    try {
      const ordersBefore = await t.db.$count(schema.orders);
      const stockBefore = await stockOf(productId);
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
          cookie: cookieOf('EC-atomic', Date.now() + 8 * 3_600_000),
        },
        payload: {
          carts: { cart: [{ productId, quantity: 1 }] },
          ship_method: 'seven',
          recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
          invoice: { invoice_type: 'member' },
          pay_method: 'cod',
        } satisfies CreateOrderBody,
      });
      expect(res.statusCode).toBe(500);
      expect(await t.db.$count(schema.orders)).toBe(ordersBefore);
      expect(await stockOf(productId)).toBe(stockBefore);
    } finally {
      await t.db.execute(sql`drop trigger refuse_referral on line_shopping_orders`);
      await t.db.execute(sql`drop function refuse_referral()`);
    }
  });

  it('settles a delivered order 7 days after delivery, not before, and only once', async () => {
    const order = await placeOrder(cookieOf('EC-settle', Date.now() - 1000));
    await reportDueConversions(deps);
    ahead = 3 * 3_600_000; // past the first look at the final amount
    // Still on its way: looked at again later, and the look is not counted as a try.
    await reportDueConversions(deps);
    let final = await conversionRowOf(t.db, order.ordermain_id, 'referral_final');
    expect(final?.state).toBe('pending');
    expect(final?.attempts).toBe(0);

    const deliveredAt = new Date(Date.now() - 3 * DAY_MS);
    await setStatus(order.ordermain_id, ORDER_STATUS.delivered, deliveredAt);
    ahead += 7 * 3_600_000;
    await reportDueConversions(deps);
    final = await conversionRowOf(t.db, order.ordermain_id, 'referral_final');
    expect(final?.state).toBe('pending');
    // Its next look is a job starting when the 7 days are over (and only that one is waiting for the row).
    const next = (await waitingJobs(t.db, CONVERSION_QUEUE)).filter(
      (job) => job.data.outboxId === final?.outbox_id,
    );
    expect(next.map((job) => [job.id, job.startAfter.getTime()])).toEqual([
      [final?.job_id, deliveredAt.getTime() + 7 * DAY_MS],
    ]);

    ahead = 4 * DAY_MS + 60_000;
    await reportDueConversions(deps);
    final = await conversionRowOf(t.db, order.ordermain_id, 'referral_final');
    expect(final?.state).toBe('sent');
    const settled = fake.taken.filter((taken) => taken.body.order_id === order.ordermain_sn);
    expect(settled.map((taken) => taken.report)).toEqual(['order', 'final']);
    expect(settled[1]?.body.status).toBe('completed');
    expect(settled[1]?.body.order_amount).toBe(order.goods);
    expect((await referralRow(order.ordermain_id))?.final_amount).toBe(order.goods);
    ahead = 0;
  });

  it('settles a cancelled order at 0 without waiting', async () => {
    const order = await placeOrder(cookieOf('EC-cancel', Date.now() - 1000));
    await reportDueConversions(deps);
    await setStatus(order.ordermain_id, ORDER_STATUS.cancelled);
    ahead = 3 * 3_600_000;
    await reportDueConversions(deps);
    ahead = 0;
    const settled = fake.taken.filter((taken) => taken.body.order_id === order.ordermain_sn);
    expect(settled.map((taken) => [taken.report, taken.body.status, taken.body.order_amount])).toEqual([
      ['order', undefined, order.goods],
      ['final', 'cancelled', 0],
    ]);
    expect((await referralRow(order.ordermain_id))?.final_amount).toBe(0);
  });

  it('retries when the program is down and gives up when it refuses the signature', async () => {
    const order = await placeOrder(cookieOf('EC-retry', Date.now() - 1000));
    fake.failWith.status = 503;
    await reportDueConversions(deps);
    let created = await conversionRowOf(t.db, order.ordermain_id, 'referral_created');
    expect(created?.state).toBe('pending');
    expect(created?.last_error).toContain('line_shopping refused the purchase (503)');
    delete fake.failWith.status;
    ahead = 31_000;
    await reportDueConversions(deps);
    created = await conversionRowOf(t.db, order.ordermain_id, 'referral_created');
    expect(created?.state).toBe('sent');
    ahead = 0;

    const forged = await placeOrder(cookieOf('EC-forged', Date.now() - 1000));
    const wrongKey = createReferralReporter(
      readConversionsConfig({
        LINE_SHOPPING_SHOP_ID: KEYS.shopId,
        LINE_SHOPPING_KEY: 'not-the-key',
        LINE_SHOPPING_ORDER_URL: `${fake.url}/orders`,
        LINE_SHOPPING_FINAL_URL: `${fake.url}/orders/final`,
      }),
    );
    await reportDueConversions({ ...deps, referral: wrongKey });
    const refused = await conversionRowOf(t.db, forged.ordermain_id, 'referral_created');
    expect(refused?.state).toBe('failed');
    expect(refused?.last_error).toContain('(401)');
    expect(refused?.last_error).toContain('signature mismatch');
  });

  it('counts the 7 days from delivery and treats a return being decided as not final', () => {
    const now = new Date('2026-12-10T00:00:00Z');
    const delivered = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    expect(referralFinality({ ordermain_status: 6, delivered_at: delivered(7), amount: 880 }, now)).toEqual({
      final: true,
      status: 'completed',
      amount: 880,
    });
    expect(
      referralFinality({ ordermain_status: 11, delivered_at: delivered(6), amount: 880 }, now).final,
    ).toBe(false);
    expect(referralFinality({ ordermain_status: 9, delivered_at: delivered(3), amount: 880 }, now)).toEqual({
      final: true,
      status: 'cancelled',
      amount: 0,
    });
    expect(
      referralFinality({ ordermain_status: 8, delivered_at: delivered(9), amount: 880 }, now).final,
    ).toBe(false);
    expect(referralFinality({ ordermain_status: 13, delivered_at: null, amount: 880 }, now)).toEqual({
      final: true,
      status: 'cancelled',
      amount: 0,
    });
  });
});
