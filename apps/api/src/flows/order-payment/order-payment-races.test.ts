// The money path under races (issue 22): a capture never stays on an order that is not paid, two re-pays
// never charge twice, a return after the deadline captures nothing, and a cancel gives back exactly what
// the order took. On PostgreSQL each race runs RACES times (20); on PGlite a few.
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { type LinePayFake, type LinePayFakeOptions, startLinePayFake } from '../../../test/linepay-fake.ts';
import { SHOPPER_MOBILE, shopperOrders } from '../../../test/shopper-orders.ts';
import { startTapPayFake, type TapPayFake, type TapPayFakeOptions } from '../../../test/tappay-fake.ts';
import { decideSandboxPayment, readPaymentsConfig } from '../../integrations/payments/index.ts';
import { expireUnpaidOrders } from '../../modules/checkout/index.ts';
import { createSession } from '../../modules/sessions/index.ts';

const RACES = process.env.DATABASE_URL ? 20 : 3;
const PROVIDER_DELAY_MS = 300;
const SITE = 'https://shop.example.test';
const CHANNEL_ID = '1656000000';
const SECRET = 'a917ab6a2367b536f8e5a6e2977e06f4';
const PARTNER_KEY = 'partner_test_key';
const MERCHANT_ID = 'mireva_CTBC';
const MOBILE = SHOPPER_MOBILE;

let t: TestApp;
let linePay: LinePayFake;
let tapPay: TapPayFake;
const linePayOptions: LinePayFakeOptions = { channelId: CHANNEL_ID, channelSecret: SECRET };
const tapPayOptions: TapPayFakeOptions = {};
let token: string;
let productId: number;

const orders = shopperOrders(() => ({ t, token, productId }), { pay_method: 'sandbox' });
const { createOrder, orderRow, cancel } = orders;
const confirm = (payload: object) => orders.confirm(payload);
const repay = (id: number, prime?: string) => orders.repay({ ordermain_id: id, ...(prime ? { prime } : {}) });
const attemptsOf = (id: number) =>
  t.db.select().from(schema.payments).where(eq(schema.payments.ordermain_id, id));
const invoicesOf = (id: number) =>
  t.db.select().from(schema.invoices).where(eq(schema.invoices.ordermain_id, id));

const PAID_ROAD: readonly number[] = [ORDER_STATUS.paid, ORDER_STATUS.preparing, ORDER_STATUS.shipped];

/** The TapPay trades of an order's attempts (TapPay's order_number is our payment reference). */
async function tradesOf(orderId: number) {
  const refs = new Set((await attemptsOf(orderId)).map((a) => a.payment_ref));
  return [...tapPay.trades.values()].filter((tr) => refs.has(tr.order_number));
}

/** A LINE Pay order the shopper approved at LINE Pay; answers its reference and transaction id. */
async function approvedLinePayOrder() {
  const order = await createOrder({ pay_method: 'linepay' });
  const [attempt] = await attemptsOf(order.ordermain_id);
  await fetch(order.payment.redirect_url, { redirect: 'manual' });
  return { order, ref: attempt?.payment_ref ?? '', txId: attempt?.provider_transaction_id ?? '' };
}

beforeAll(async () => {
  linePay = await startLinePayFake(linePayOptions);
  tapPay = await startTapPayFake(PARTNER_KEY, MERCHANT_ID, tapPayOptions);
  t = await buildTestApp({
    siteOrigin: SITE,
    payments: readPaymentsConfig({
      PAYMENT_SANDBOX: 'true',
      LINE_PAY_CHANNEL_ID: CHANNEL_ID,
      LINE_PAY_CHANNEL_SECRET: SECRET,
      LINE_PAY_API_URL: linePay.url,
      TAPPAY_PARTNER_KEY: PARTNER_KEY,
      TAPPAY_MERCHANT_ID: MERCHANT_ID,
      TAPPAY_APP_ID: '11327',
      TAPPAY_APP_KEY: 'app_test_key',
      TAPPAY_API_URL: tapPay.url,
    }),
  });
  token = await createSession(t.db, await memberIdByMobile(t.db, MOBILE));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 10_000 }).where(eq(schema.products.p_id, productId));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await linePay?.close();
  await tapPay?.close();
});

describe('a LINE Pay return after the order can no longer be paid', () => {
  it('past its deadline (before the expiry job ran): nothing is captured, invoiced or confirmed', async () => {
    const { order, ref, txId } = await approvedLinePayOrder();
    await t.db
      .update(schema.orders)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.ordermain_id, order.ordermain_id));
    const res = await confirm({ ref, transaction_id: txId });
    expect(res.json().outcome).toBe('expired');
    expect(linePay.transactions.get(txId)?.state).toBe('approved');
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(0);

    // The expiry job then expires it and gives its attempt up; the return still captures nothing.
    expect(await expireUnpaidOrders(t.db)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.expired);
    expect((await confirm({ ref, transaction_id: txId })).json().outcome).toBe('expired');
    expect(linePay.transactions.get(txId)?.state).toBe('approved');
    expect((await attemptsOf(order.ordermain_id)).map((a) => a.state)).toEqual(['cancelled']);
  });
});

describe('cancel racing the capture', () => {
  /** Every capture of a cancelled or expired order went back; a paid order keeps exactly one. */
  async function capturesLeft(
    orderId: number,
    captured: (a: { provider_transaction_id: string | null }) => number,
  ) {
    const row = await orderRow(orderId);
    const attempts = await attemptsOf(orderId);
    const kept = attempts.reduce((sum, a) => sum + captured(a), 0);
    return PAID_ROAD.includes(row?.ordermain_status ?? -1) ? kept - (row?.ordermain_total ?? 0) : kept;
  }

  it(`LINE Pay confirm vs cancel, ${RACES} races with a ${PROVIDER_DELAY_MS} ms provider: no capture left on a cancelled order`, async () => {
    linePayOptions.confirmDelayMs = PROVIDER_DELAY_MS;
    let left = 0;
    let refundedByConfirm = 0;
    try {
      for (let i = 0; i < RACES; i++) {
        const { order, ref, txId } = await approvedLinePayOrder();
        const [confirmed, cancelled] = await Promise.all([
          confirm({ ref, transaction_id: txId }),
          // The cancel arrives while LINE Pay is confirming.
          new Promise((done) => setTimeout(done, PROVIDER_DELAY_MS / 3)).then(() =>
            cancel(order.ordermain_id),
          ),
        ]);
        expect(cancelled.statusCode).toBe(200);
        if (confirmed.json().outcome === 'refunded') refundedByConfirm++;
        const tx = linePay.transactions.get(txId);
        const kept = tx?.state === 'confirmed' ? tx.amount - tx.refunded : 0;
        left += await capturesLeft(order.ordermain_id, () => kept);
        expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.cancelled);
      }
    } finally {
      linePayOptions.confirmDelayMs = 0;
    }
    expect(left).toBe(0);
    // The cancel came while LINE Pay was capturing: the capture's last step found it and refunded.
    expect(refundedByConfirm).toBe(RACES);
  }, 300_000);

  it(`sandbox confirm vs cancel, ${RACES} races: no capture left on a cancelled order`, async () => {
    let left = 0;
    for (let i = 0; i < RACES; i++) {
      const order = await createOrder();
      const ref = order.payment.redirect_url.split('/').at(-1) ?? '';
      await decideSandboxPayment(t.db, ref, 'approve');
      await Promise.all([confirm({ ref }), cancel(order.ordermain_id)]);
      const [sandbox] = await t.db
        .select()
        .from(schema.sandboxPayments)
        .where(eq(schema.sandboxPayments.payment_ref, ref));
      const kept = sandbox?.confirmed_at ? sandbox.amount - sandbox.refunded_amount : 0;
      left += await capturesLeft(order.ordermain_id, () => kept);
    }
    expect(left).toBe(0);
  }, 300_000);

  it(`card re-pay vs cancel, ${RACES} races with a ${PROVIDER_DELAY_MS} ms provider: no charge kept on a cancelled order`, async () => {
    tapPayOptions.payDelayMs = PROVIDER_DELAY_MS;
    let left = 0;
    try {
      for (let i = 0; i < RACES; i++) {
        const order = await createOrder({ pay_method: 'card', prime: `test_declined_${randomUUID()}` });
        await Promise.all([
          repay(order.ordermain_id, `test_${randomUUID()}`),
          new Promise((done) => setTimeout(done, PROVIDER_DELAY_MS / 3)).then(() =>
            cancel(order.ordermain_id),
          ),
        ]);
        expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.cancelled);
        const trades = await tradesOf(order.ordermain_id);
        expect(trades.length).toBeLessThanOrEqual(1);
        left += trades.reduce((sum, tr) => sum + tr.amount - tr.refunded, 0);
      }
    } finally {
      tapPayOptions.payDelayMs = 0;
    }
    expect(left).toBe(0);
  }, 300_000);
});

describe('two 重新付款 at once', () => {
  it(`${RACES} double card re-pays with a ${PROVIDER_DELAY_MS} ms provider: never two charges`, async () => {
    tapPayOptions.payDelayMs = PROVIDER_DELAY_MS;
    let doubleCharges = 0;
    try {
      for (let i = 0; i < RACES; i++) {
        const order = await createOrder({ pay_method: 'card', prime: `test_declined_${randomUUID()}` });
        const answers = await Promise.all([
          repay(order.ordermain_id, `test_${randomUUID()}`),
          repay(order.ordermain_id, `test_${randomUUID()}`),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        const trades = await tradesOf(order.ordermain_id);
        expect(trades).toHaveLength(1);
        const kept = trades.filter((tr) => tr.refunded < tr.amount);
        if (kept.length > 1) doubleCharges++;
        expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.paid);
      }
    } finally {
      tapPayOptions.payDelayMs = 0;
    }
    expect(doubleCharges).toBe(0);
  }, 300_000);
});

describe('cancel gives back exactly what the order took', () => {
  it('an order that took no stock (a demo order) adds none when cancelled', async () => {
    const order = await createOrder();
    const stockOf = async () =>
      (await t.db.select().from(schema.products).where(eq(schema.products.p_id, productId)))[0]?.stock;
    await t.db
      .update(schema.orders)
      .set({ takes_stock: false })
      .where(eq(schema.orders.ordermain_id, order.ordermain_id));
    const before = await stockOf();
    expect((await cancel(order.ordermain_id)).statusCode).toBe(200);
    expect(await stockOf()).toBe(before);
  });
});
