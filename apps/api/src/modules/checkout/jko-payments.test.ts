// JKO Pay (街口支付) through TapPay (docs/decisions/109-jko-pay-through-tappay.md) and card installments on
// 重新付款 (docs/decisions/090-card-installments.md), against the local TapPay fake.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { instalmentMessages, ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { SHOPPER_MOBILE, shopperOrders } from '../../../test/shopper-orders.ts';
import { startTapPayFake, type TapPayFake } from '../../../test/tappay-fake.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';
import { expireUnpaidOrders } from './expiry.ts';

const SITE = 'https://shop.example.test';
const PARTNER_KEY = 'partner_test_key';
const MERCHANT_ID = 'mireva_CTBC';
const JKO_MERCHANT_ID = 'mireva_JKOPAY';
const MOBILE = SHOPPER_MOBILE;
const NOTIFY_URL = `${SITE}${API_BASE_PATH}/payments/tappay/notify`;

let t: TestApp;
let tapPay: TapPayFake;
let token: string;
let productId: number;

const url = (path: string) => `${API_BASE_PATH}/${path}`;
const orders = shopperOrders(() => ({ t, token, productId }), { pay_method: 'jkopay' });
const { auth, repay, orderRow } = orders;
/** A JKO Pay order body: each with a prime of its own, as TPDirect.jkoPay.getPrime() gives. */
const body = (overrides: Partial<CreateOrderBody> = {}) =>
  orders.orderBody({ prime: `test_jko_${randomUUID()}`, ...overrides } as Partial<CreateOrderBody>);
const createOrder = (overrides: Partial<CreateOrderBody> = {}) =>
  orders.createOrder({ prime: `test_jko_${randomUUID()}`, ...overrides } as Partial<CreateOrderBody>);

/** The shopper's return to /pay-finish: the page confirms with the ref TapPay's redirect carries. */
const confirmReturn = (back: string) =>
  t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.confirmPayment)),
    headers: auth(),
    payload: { ref: new URL(back).searchParams.get('ref') },
  });

/** TapPay's backend notify posted to our route (the fake builds it as TapPay does). */
const notify = (recTradeId: string) =>
  t.app.inject({ method: 'POST', url: url('payments/tappay/notify'), payload: tapPay.jkoNotice(recTradeId) });

const attemptsOf = (id: number) =>
  t.db.select().from(schema.payments).where(eq(schema.payments.ordermain_id, id));
const invoicesOf = (id: number) =>
  t.db.select().from(schema.invoices).where(eq(schema.invoices.ordermain_id, id));
const recTradeIdOf = (redirect: string) => redirect.split('/').at(-1) ?? '';

beforeAll(async () => {
  tapPay = await startTapPayFake(PARTNER_KEY, MERCHANT_ID, {
    jkoMerchantId: JKO_MERCHANT_ID,
    instalments: [3, 6],
  });
  t = await buildTestApp({
    siteOrigin: SITE,
    payments: readPaymentsConfig({
      TAPPAY_PARTNER_KEY: PARTNER_KEY,
      TAPPAY_MERCHANT_ID: MERCHANT_ID,
      TAPPAY_APP_ID: '11327',
      TAPPAY_APP_KEY: 'app_test_key',
      TAPPAY_API_URL: tapPay.url,
      TAPPAY_JKO_MERCHANT_ID: JKO_MERCHANT_ID,
      TAPPAY_INSTALMENTS: '3,6',
    }),
  });
  token = await createSession(t.db, await memberIdByMobile(t.db, MOBILE));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
  await tapPay?.close();
});

describe('JKO Pay through TapPay', () => {
  it('is offered with its name only when TAPPAY_JKO_MERCHANT_ID is set, and not for Hong Kong', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(pathOf(checkoutCalls.payMethods)) });
    const jko = res.json().payMethods.find((m: { pay_id: string }) => m.pay_id === 'jkopay');
    expect(jko).toEqual({
      pay_id: 'jkopay',
      pay_name: '街口支付',
      ship_methods: ['home', 'seven', 'family', 'hilife'],
    });
    const without = readPaymentsConfig({
      TAPPAY_PARTNER_KEY: PARTNER_KEY,
      TAPPAY_MERCHANT_ID: MERCHANT_ID,
      TAPPAY_APP_ID: '11327',
      TAPPAY_APP_KEY: 'app_test_key',
    });
    expect(without.tapPay?.jkoMerchantId).toBeNull();
  });

  it('sends pay-by-prime the JKO merchant, result_url and cardholder, and the shopper to payment_url', async () => {
    const order = await createOrder();
    const recTradeId = recTradeIdOf(order.payment.redirect_url);
    expect(order.payment.redirect_url).toBe(`${tapPay.url}/jko/pay/${recTradeId}`);
    const trade = tapPay.trades.get(recTradeId);
    const [attempt] = await attemptsOf(order.ordermain_id);
    expect(trade?.jko).toEqual({
      frontend_redirect_url: `${SITE}/pay-finish/${order.ordermain_sn}?ref=${attempt?.payment_ref}`,
      backend_notify_url: NOTIFY_URL,
    });
    expect(trade?.order_number).toBe(attempt?.payment_ref);
    expect(attempt).toMatchObject({
      provider: 'jkopay',
      state: 'pending',
      provider_transaction_id: recTradeId,
    });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
  });

  it('approved on JKO: the notice pays the order once; a second notice and the return change nothing', async () => {
    const order = await createOrder();
    const recTradeId = recTradeIdOf(order.payment.redirect_url);
    const back = await tapPay.jkoDecide(recTradeId, 'approve', { notify: false });
    const first = await notify(recTradeId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok' });
    const row = await orderRow(order.ordermain_id);
    expect(row?.ordermain_status).toBe(ORDER_STATUS.paid);
    const second = await notify(recTradeId);
    expect(second.statusCode).toBe(200);
    expect((await confirmReturn(back)).json()).toMatchObject({ outcome: 'already_paid' });
    const attempts = await attemptsOf(order.ordermain_id);
    expect(attempts.map((a) => a.state)).toEqual(['paid']);
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(1);
    expect(tapPay.trades.get(recTradeId)?.refunded).toBe(0);
  });

  it("the shopper's return alone (no notice yet) pays it, asking TapPay's record", async () => {
    const order = await createOrder();
    const back = await tapPay.jkoDecide(recTradeIdOf(order.payment.redirect_url), 'approve', {
      notify: false,
    });
    expect(back).toContain(`/pay-finish/${order.ordermain_sn}?ref=`);
    expect(new URL(back).searchParams.get('status')).toBe('0');
    expect((await confirmReturn(back)).json()).toMatchObject({ outcome: 'paid' });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.paid);
  });

  it('a forged notice for a trade not paid at TapPay pays nothing', async () => {
    const order = await createOrder();
    const recTradeId = recTradeIdOf(order.payment.redirect_url);
    const forged = await t.app.inject({
      method: 'POST',
      url: url('payments/tappay/notify'),
      payload: { ...tapPay.jkoNotice(recTradeId), status: 0, msg: 'Success' },
    });
    expect(forged.statusCode).toBe(200);
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    expect((await attemptsOf(order.ordermain_id)).map((a) => a.state)).toEqual(['pending']);
  });

  it('cancelled on JKO: the order stays 待付款 (not 付款失敗) and 重新付款 with a new prime pays it', async () => {
    const order = await createOrder();
    const first = recTradeIdOf(order.payment.redirect_url);
    const back = await tapPay.jkoDecide(first, 'cancel', { notify: false });
    expect(new URL(back).searchParams.get('status')).not.toBe('0');
    expect((await notify(first)).statusCode).toBe(200);
    expect((await confirmReturn(back)).json()).toMatchObject({ outcome: 'not_confirmed' });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    const again = await repay({ ordermain_id: order.ordermain_id, prime: `test_jko_${randomUUID()}` });
    expect(again.statusCode).toBe(200);
    const second = recTradeIdOf(again.json().payment.redirect_url);
    await tapPay.jkoDecide(second, 'approve', { notify: false });
    expect((await notify(second)).statusCode).toBe(200);
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.paid);
    expect((await attemptsOf(order.ordermain_id)).map((a) => a.state).sort()).toEqual(['cancelled', 'paid']);
  });

  it('paid on JKO after the order expired: the late notice refunds it at TapPay and the order stays expired', async () => {
    const order = await createOrder();
    const recTradeId = recTradeIdOf(order.payment.redirect_url);
    await expireUnpaidOrders(t.db, new Date(Date.now() + 31 * 60_000));
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.expired);
    await tapPay.jkoDecide(recTradeId, 'approve', { notify: false });
    const late = await notify(recTradeId);
    expect(late.statusCode).toBe(200);
    expect(tapPay.trades.get(recTradeId)).toMatchObject({
      refunded: tapPay.trades.get(recTradeId)?.amount,
      record_status: 3,
    });
    const [attempt] = await attemptsOf(order.ordermain_id);
    expect(attempt).toMatchObject({ state: 'refunded', refunded_amount: attempt?.amount });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.expired);
    // Posted again: refunded once only.
    expect((await notify(recTradeId)).statusCode).toBe(200);
    expect(tapPay.trades.get(recTradeId)?.refunded).toBe(attempt?.amount);
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(0);
  });

  it('a JKO order cannot be placed for Hong Kong delivery, nor without a prime', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(pathOf(checkoutCalls.createOrder)),
      headers: { ...auth(), 'idempotency-key': randomUUID() },
      payload: body({ ship_method: 'hk' }),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('card installments on 重新付款', () => {
  it('re-pay takes 3 期 and TapPay is asked for 3; one not offered, or on another method, is refused beside the field', async () => {
    // A refused prime leaves the card order 待付款 with 重新付款.
    const used = `test_${randomUUID()}`;
    await createOrder({ pay_method: 'card', prime: used });
    const order = await createOrder({ pay_method: 'card', prime: used });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);

    const twelve = await repay({
      ordermain_id: order.ordermain_id,
      prime: `test_${randomUUID()}`,
      instalment: 12,
    });
    expect(twelve.statusCode).toBe(422);
    expect(twelve.json()).toMatchObject({
      message: instalmentMessages.notOffered,
      errors: { instalment: ['此分期期數目前未開放，請重新選擇'] },
    });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);

    const three = await repay({
      ordermain_id: order.ordermain_id,
      prime: `test_${randomUUID()}`,
      instalment: 3,
    });
    expect(three.statusCode).toBe(200);
    const row = await orderRow(order.ordermain_id);
    expect(row?.ordermain_status).toBe(ORDER_STATUS.paid);
    const trade = [...tapPay.trades.values()].find(
      (tr) => tr.instalment === 3 && tr.amount === row?.ordermain_total,
    );
    expect(trade).toBeDefined();
  });

  it('a JKO order re-paid with an installment is refused (installments are for cards)', async () => {
    const order = await createOrder();
    const res = await repay({
      ordermain_id: order.ordermain_id,
      prime: `test_jko_${randomUUID()}`,
      instalment: 3,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ instalment: ['此分期期數目前未開放，請重新選擇'] });
  });
});
