// payment/confirm, payment/re-pay, get-order-by-sn, the invoice and the confirmation that follow a payment.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, checkoutCalls, pathOf } from '@shop/contracts';
import {
  checkoutErrorMessages,
  formatPrice,
  ORDER_STATUS,
  orderConfirmationMessages,
  orderErrorMessages,
  shellMessages,
} from '@shop/core';
import { schema } from '@shop/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { insertTestOrder, memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { type LinePayFake, startLinePayFake } from '../../../test/linepay-fake.ts';
import { SHOPPER_MOBILE, shopperOrders } from '../../../test/shopper-orders.ts';
import { startTapPayFake, type TapPayFake } from '../../../test/tappay-fake.ts';
import { decideSandboxPayment, readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';

const SITE = 'https://shop.example.test';
const CHANNEL_ID = '1656000000';
const SECRET = 'a917ab6a2367b536f8e5a6e2977e06f4';
const EMAIL = 'an@example.com';
const MOBILE = SHOPPER_MOBILE;

let t: TestApp;
let linePay: LinePayFake;
let tapPay: TapPayFake;
const PARTNER_KEY = 'partner_test_key';
const MERCHANT_ID = 'mireva_CTBC';
const APPLE_MERCHANT_ID = 'merchant.example.mireva';
const GOOGLE_MERCHANT_ID = 'BCR2DN4TZXXXXXXX';
let token: string;
let otherToken: string;
let productId: number;

const url = (path: string) => `${API_BASE_PATH}/${path}`;
const orders = shopperOrders(() => ({ t, token, productId }), { pay_method: 'sandbox' });
const { auth, orderBody: body, createOrder, orderRow } = orders;
const confirm = (payload: object, who = token) => orders.confirm(payload, who);
const repay = (orderId: number, who = token) => orders.repay({ ordermain_id: orderId }, who);
const bySn = (sn: string, who = token) =>
  t.app.inject({
    method: 'GET',
    url: url(pathOf(checkoutCalls.getOrderBySn, { ordersn: sn })),
    headers: auth(who),
  });

/** The sandbox reference at the end of a redirect url (…/payment/sandbox/{ref}). */
const refOf = (redirect: string) => redirect.split('/').at(-1) ?? '';

const invoicesOf = (id: number) =>
  t.db.select().from(schema.invoices).where(eq(schema.invoices.ordermain_id, id));
const mailsOf = async (sn: string) =>
  (await t.db.select().from(schema.mailOutbox)).filter((mail) => mail.mail_subject.includes(sn));
const smsOf = async (sn: string) =>
  (await t.db.select().from(schema.smsOutbox).orderBy(desc(schema.smsOutbox.sms_id))).filter((sms) =>
    sms.body.includes(sn),
  );

beforeAll(async () => {
  linePay = await startLinePayFake({ channelId: CHANNEL_ID, channelSecret: SECRET });
  tapPay = await startTapPayFake(PARTNER_KEY, MERCHANT_ID, {
    appleMerchantId: APPLE_MERCHANT_ID,
    googleMerchantId: GOOGLE_MERCHANT_ID,
  });
  t = await buildTestApp({
    siteOrigin: SITE,
    payments: readPaymentsConfig({
      // The sandbox beside real providers only when asked for (docs/decisions/055-what-providers-accept.md).
      PAYMENT_SANDBOX: 'true',
      LINE_PAY_CHANNEL_ID: CHANNEL_ID,
      LINE_PAY_CHANNEL_SECRET: SECRET,
      LINE_PAY_API_URL: linePay.url,
      TAPPAY_PARTNER_KEY: PARTNER_KEY,
      TAPPAY_MERCHANT_ID: MERCHANT_ID,
      TAPPAY_APP_ID: '11327',
      TAPPAY_APP_KEY: 'app_test_key',
      TAPPAY_API_URL: tapPay.url,
      TAPPAY_APPLE_MERCHANT_ID: APPLE_MERCHANT_ID,
      TAPPAY_GOOGLE_MERCHANT_ID: GOOGLE_MERCHANT_ID,
    }),
  });
  token = await createSession(t.db, await memberIdByMobile(t.db, MOBILE));
  otherToken = await createSession(t.db, await memberIdByMobile(t.db, '0912000001'));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
  await linePay?.close();
  await tapPay?.close();
});

describe('payment/confirm with the sandbox', () => {
  it('sends the shopper back to /pay-finish/{sn}, marks paid once, issues one invoice and one confirmation', async () => {
    const order = await createOrder();
    const ref = refOf(order.payment.redirect_url);
    const next = await decideSandboxPayment(t.db, ref, 'approve');
    expect(next).toBe(`${SITE}/pay-finish/${order.ordermain_sn}?ref=${ref}`);

    const first = await confirm({ ref });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      ordermain_id: order.ordermain_id,
      ordermain_sn: order.ordermain_sn,
      outcome: 'paid',
    });
    const row = await orderRow(order.ordermain_id);
    expect(row?.ordermain_status).toBe(ORDER_STATUS.paid);
    const invoices = await invoicesOf(order.ordermain_id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ state: 'issued', amount: row?.ordermain_total });

    const brand = shellMessages.brandName;
    const mails = await mailsOf(order.ordermain_sn);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail_to).toBe(EMAIL);
    expect(mails[0]?.mail_subject).toBe(`【${brand}】訂單成立通知（訂單編號 ${order.ordermain_sn}）`);
    expect(mails[0]?.mail_text).toContain('感謝您的訂購，我們已收到您的付款，將盡快為您出貨。');
    expect(mails[0]?.mail_text).toContain(`訂單金額：${formatPrice(row?.ordermain_total ?? -1)}`);
    expect(mails[0]?.mail_text).toContain(`${SITE}/membercenter_list-all/${order.ordermain_id}`);
    const sms = await smsOf(order.ordermain_sn);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      mobile: MOBILE,
      purpose: 'order-confirmation',
      body: orderConfirmationMessages.sms(brand, order.ordermain_sn, row?.ordermain_total ?? -1, false),
    });

    // The same return again (a reload, a replay) changes nothing and sends nothing.
    const replay = await confirm({ ref });
    expect(replay.json().outcome).toBe('already_paid');
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(1);
    expect(await mailsOf(order.ordermain_sn)).toHaveLength(1);
    expect(await smsOf(order.ordermain_sn)).toHaveLength(1);
  });

  it('a return before the shopper approved is not confirmed and leaves the order unpaid', async () => {
    const order = await createOrder();
    const res = await confirm({ ref: refOf(order.payment.redirect_url) });
    expect(res.json().outcome).toBe('not_confirmed');
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(0);
    expect(await mailsOf(order.ordermain_sn)).toHaveLength(0);
  });

  it("another member's reference and an unknown one are 404; a malformed one is 422; guests 401", async () => {
    const order = await createOrder();
    const ref = refOf(order.payment.redirect_url);
    await decideSandboxPayment(t.db, ref, 'approve');
    const other = await confirm({ ref }, otherToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(checkoutErrorMessages.paymentNotFound);
    expect((await confirm({ ref: 'A'.repeat(32) })).statusCode).toBe(404);
    expect((await confirm({ ref: '../x' })).statusCode).toBe(422);
    const guest = await t.app.inject({
      method: 'POST',
      url: url(pathOf(checkoutCalls.confirmPayment)),
      payload: { ref },
    });
    expect(guest.statusCode).toBe(401);
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
  });

  it('a decline makes the order 付款失敗; re-pay starts a new payment, the old one can no longer confirm', async () => {
    const order = await createOrder();
    const oldRef = refOf(order.payment.redirect_url);
    expect(await decideSandboxPayment(t.db, oldRef, 'decline')).toBe(
      `${SITE}/pay-finish/${order.ordermain_sn}?ref=${oldRef}&cancelled=1`,
    );
    expect((await confirm({ ref: oldRef })).json().outcome).toBe('declined');
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.paymentFailed);
    const detail = (await bySn(order.ordermain_sn)).json();
    expect(detail).toMatchObject({
      status_name: '付款失敗',
      can_repay: true,
      invoice: { invoice_number: null },
    });
    expect(detail.payment).toMatchObject({ provider: 'sandbox', state: 'failed' });

    const again = await repay(order.ordermain_id);
    expect(again.statusCode).toBe(200);
    const newRef = refOf(again.json().payment.redirect_url);
    expect(again.json().payment.redirect_url).toBe(`${API_BASE_PATH}/payment/sandbox/${newRef}`);
    expect(newRef).not.toBe(oldRef);
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);

    await decideSandboxPayment(t.db, newRef, 'approve');
    expect((await confirm({ ref: newRef })).json().outcome).toBe('paid');
    expect((await confirm({ ref: oldRef })).json().outcome).toBe('not_confirmed');
    expect((await bySn(order.ordermain_sn)).json()).toMatchObject({
      ordermain_status: ORDER_STATUS.paid,
      can_repay: false,
      payment: { state: 'paid' },
    });
    expect(await mailsOf(order.ordermain_sn)).toHaveLength(1);
  });
});

describe('payment/re-pay', () => {
  it("404 for another member's order, 409 for a paid, cancelled or expired one", async () => {
    const order = await createOrder();
    const other = await repay(order.ordermain_id, otherToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(checkoutErrorMessages.orderNotFound);

    await t.db
      .update(schema.orders)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.ordermain_id, order.ordermain_id));
    const expired = await repay(order.ordermain_id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(orderErrorMessages.orderNotRepayable);

    const paid = await createOrder();
    const ref = refOf(paid.payment.redirect_url);
    await decideSandboxPayment(t.db, ref, 'approve');
    await confirm({ ref });
    expect((await repay(paid.ordermain_id)).statusCode).toBe(409);

    const cancelled = await createOrder();
    await t.app.inject({
      method: 'PUT',
      url: url(pathOf(checkoutCalls.cancelOrder, { id: cancelled.ordermain_id })),
      headers: auth(),
    });
    expect((await repay(cancelled.ordermain_id)).statusCode).toBe(409);
  });
});

describe('cash on pickup', () => {
  it('is confirmed at once with one mail and one SMS saying to pay at pickup; no invoice yet', async () => {
    const order = await createOrder({ pay_method: 'cod' });
    expect(order.payment.redirect_url).toBe(`${SITE}/pay-finish/${order.ordermain_sn}`);
    const row = await orderRow(order.ordermain_id);
    expect(row?.ordermain_status).toBe(ORDER_STATUS.cashOnPickupConfirmed);
    const mails = await mailsOf(order.ordermain_sn);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail_text).toContain('感謝您的訂購，我們已收到您的訂單，請於門市取貨時付款。');
    const sms = await smsOf(order.ordermain_sn);
    expect(sms.map((s) => s.body)).toEqual([
      orderConfirmationMessages.sms(
        shellMessages.brandName,
        order.ordermain_sn,
        row?.ordermain_total ?? -1,
        true,
      ),
    ]);
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(0);
    expect((await bySn(order.ordermain_sn)).json()).toMatchObject({
      can_repay: false,
      status_name: '取貨付款・待出貨',
    });
  });
});

describe('Hong Kong orders', () => {
  async function paidHkOrder(mobile: string) {
    const order = await createOrder({
      ship_method: 'hk',
      recipient: { name: '陳大文', mobile, email: EMAIL, address: '香港九龍旺角彌敦道 600 號 12 樓' },
    });
    const ref = refOf(order.payment.redirect_url);
    await decideSandboxPayment(t.db, ref, 'approve');
    expect((await confirm({ ref })).json().outcome).toBe('paid');
    return order;
  }

  it('send the confirmation SMS to the Hong Kong mobile in E.164 (+852)', async () => {
    const order = await paidHkOrder('9123 4567');
    const row = await orderRow(order.ordermain_id);
    const sms = await smsOf(order.ordermain_sn);
    expect(sms.map((s) => [s.mobile, s.body])).toEqual([
      [
        '+85291234567',
        orderConfirmationMessages.sms(
          shellMessages.brandName,
          order.ordermain_sn,
          row?.ordermain_total ?? -1,
          false,
        ),
      ],
    ]);
  });

  it('send no SMS to a number that is no Hong Kong mobile (a landline); the mail still goes', async () => {
    const order = await paidHkOrder('2123 4567');
    expect(await smsOf(order.ordermain_sn)).toHaveLength(0);
    expect(await mailsOf(order.ordermain_sn)).toHaveLength(1);
  });
});

describe('get-order-by-sn', () => {
  it('answers the own order with delivery and invoice; 404 for another member and an unknown number', async () => {
    const order = await createOrder({ invoice: { invoice_type: 'donate', donate_code: '25885' } });
    const res = await bySn(order.ordermain_sn);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ordermain_id: order.ordermain_id,
      ordermain_sn: order.ordermain_sn,
      status_name: '待付款',
      ship_method: 'seven',
      delivery: { store_name: '米瑞中正門市' },
      invoice_type: 'donate',
      invoice: { donate_code: '25885', invoice_number: null },
      can_repay: true,
      payment: { provider: 'sandbox', state: 'pending' },
    });
    expect((await bySn(order.ordermain_sn, otherToken)).statusCode).toBe(404);
    expect((await bySn('MR000000-0000000000')).statusCode).toBe(404);
  });
});

describe('LINE Pay return', () => {
  it('confirmUrl is /payment/linepay_success; confirm with the transactionId marks paid once', async () => {
    const order = await createOrder({ pay_method: 'linepay' });
    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.ordermain_id, order.ordermain_id));
    const transactionId = payment?.provider_transaction_id ?? '';
    expect(transactionId).toMatch(/^\d{19}$/);
    expect(order.payment.redirect_url).toBe(`${linePay.url}/approve/${transactionId}`);

    const approved = await fetch(order.payment.redirect_url, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/payment/linepay_success`);
    expect(back.searchParams.get('transactionId')).toBe(transactionId);
    const orderId = back.searchParams.get('orderId') ?? '';
    expect(orderId).toBe(payment?.payment_ref);

    // A forged transactionId with the right orderId changes nothing.
    const forged = await confirm({ ref: orderId, transaction_id: '2019049910005499999' });
    expect(forged.json().outcome).toBe('not_confirmed');
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);

    const res = await confirm({ ref: orderId, transaction_id: transactionId });
    expect(res.json().outcome).toBe('paid');
    expect(linePay.transactions.get(transactionId)?.state).toBe('confirmed');
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.paid);
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(1);
    expect((await confirm({ ref: orderId, transaction_id: transactionId })).json().outcome).toBe(
      'already_paid',
    );

    // Cancel refunds through LINE Pay and voids the invoice issued at payment.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: url(pathOf(checkoutCalls.cancelOrder, { id: order.ordermain_id })),
      headers: auth(),
    });
    expect(cancel.json()).toMatchObject({ refunded: true, ordermain_status: ORDER_STATUS.cancelled });
    expect(linePay.transactions.get(transactionId)?.refunded).toBe(payment?.amount);
    expect((await invoicesOf(order.ordermain_id))[0]?.state).toBe('voided');
  });
});

describe('TapPay pay-by-prime', () => {
  it('get-pay-method-list offers cards and both wallets with the public SDK keys and the SDK address, never the partner key', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(pathOf(checkoutCalls.payMethods)) });
    expect(res.json().payMethods).toEqual([
      {
        pay_id: 'sandbox',
        pay_name: '測試付款（模擬金流）',
        ship_methods: ['home', 'seven', 'family', 'hilife', 'hk'],
      },
      { pay_id: 'card', pay_name: '信用卡', ship_methods: ['home', 'seven', 'family', 'hilife', 'hk'] },
      {
        pay_id: 'applepay',
        pay_name: 'Apple Pay',
        ship_methods: ['home', 'seven', 'family', 'hilife', 'hk'],
      },
      {
        pay_id: 'googlepay',
        pay_name: 'Google Pay',
        ship_methods: ['home', 'seven', 'family', 'hilife', 'hk'],
      },
      { pay_id: 'linepay', pay_name: 'LINE Pay', ship_methods: ['home', 'seven', 'family', 'hilife', 'hk'] },
      { pay_id: 'cod', pay_name: '超商取貨付款', ship_methods: ['seven', 'family', 'hilife'] },
    ]);
    expect(res.json().tappay).toEqual({
      app_id: '11327',
      app_key: 'app_test_key',
      server_type: 'production',
      sdk_url: 'https://js.tappaysdk.com/sdk/tpdirect/v5.19.2',
      apple_pay: { merchant_identifier: APPLE_MERCHANT_ID, country_code: 'TW' },
      google_pay: {
        google_merchant_id: GOOGLE_MERCHANT_ID,
        tappay_merchant_id: MERCHANT_ID,
        merchant_name: '米瑞法肌研所',
        script_url: 'https://pay.google.com/gp/p/js/pay.js',
      },
      // No installments unless TAPPAY_INSTALMENTS names them (docs/decisions/090).
      instalments: [],
    });
    expect(res.body).not.toContain(PARTNER_KEY);
  });

  it('is paid at create-order (no return page), with one invoice and one confirmation', async () => {
    const order = await createOrder({ pay_method: 'card', prime: `test_${randomUUID()}` });
    expect(order.payment.redirect_url).toBe(`${SITE}/pay-finish/${order.ordermain_sn}`);
    const row = await orderRow(order.ordermain_id);
    expect(row?.ordermain_status).toBe(ORDER_STATUS.paid);
    const [trade] = [...tapPay.trades.values()].filter((t) => t.amount === row?.ordermain_total);
    expect(trade).toBeDefined();
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(1);
    expect(await mailsOf(order.ordermain_sn)).toHaveLength(1);
    expect(await smsOf(order.ordermain_sn)).toHaveLength(1);
  });

  it('a refused prime leaves the order unpaid and re-payable; re-pay with a new prime pays it', async () => {
    const used = `test_${randomUUID()}`;
    await createOrder({ pay_method: 'card', prime: used });
    const order = await createOrder({ pay_method: 'card', prime: used });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    expect((await bySn(order.ordermain_sn)).json()).toMatchObject({
      can_repay: true,
      payment: { state: 'failed' },
    });
    expect(await mailsOf(order.ordermain_sn)).toHaveLength(0);

    const again = await t.app.inject({
      method: 'POST',
      url: url(pathOf(checkoutCalls.repay)),
      headers: auth(),
      payload: { ordermain_id: order.ordermain_id, prime: `test_${randomUUID()}` },
    });
    expect(again.json().payment.redirect_url).toBe(`${SITE}/pay-finish/${order.ordermain_sn}`);
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.paid);
    expect(await invoicesOf(order.ordermain_id)).toHaveLength(1);
  });
});

describe('Apple Pay and Google Pay through TapPay', () => {
  async function walletPrime(wallet: 'apple_pay' | 'google_pay', amount: number) {
    const made = await tapPay.walletPrime({
      wallet,
      amount: String(amount),
      merchant: wallet === 'apple_pay' ? APPLE_MERCHANT_ID : GOOGLE_MERCHANT_ID,
      tappay_merchant: MERCHANT_ID,
    });
    expect(made.status).toBe(0);
    return made.prime as string;
  }
  /** The total create-order will charge for the test order (one unit, 7-ELEVEN, no discounts). */
  async function orderTotal() {
    const probe = await createOrder({ pay_method: 'sandbox' });
    return (await orderRow(probe.ordermain_id))?.ordermain_total as number;
  }

  it.each([
    ['applepay', 'apple_pay'],
    ['googlepay', 'google_pay'],
  ] as const)(
    '%s: the wallet prime is paid by prime at create-order, stored with its pay method, refunded on cancel',
    async (payMethod, wallet) => {
      const total = await orderTotal();
      const order = await createOrder({ pay_method: payMethod, prime: await walletPrime(wallet, total) });
      expect(order.payment.redirect_url).toBe(`${SITE}/pay-finish/${order.ordermain_sn}`);
      const row = await orderRow(order.ordermain_id);
      expect(row).toMatchObject({
        pay_method: payMethod,
        ordermain_status: ORDER_STATUS.paid,
        ordermain_total: total,
      });
      const [payment] = await t.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.ordermain_id, order.ordermain_id));
      expect(payment).toMatchObject({ provider: 'tappay', state: 'paid', amount: total });
      const trade = tapPay.trades.get(payment?.provider_transaction_id ?? '');
      expect(trade).toEqual({
        amount: total,
        refunded: 0,
        order_number: payment?.payment_ref,
        wallet,
        record_status: 1,
      });
      expect((await bySn(order.ordermain_sn)).json()).toMatchObject({ pay_method: payMethod });

      const cancel = await t.app.inject({
        method: 'PUT',
        url: url(pathOf(checkoutCalls.cancelOrder, { id: order.ordermain_id })),
        headers: auth(),
      });
      expect(cancel.json()).toMatchObject({ refunded: true, ordermain_status: ORDER_STATUS.cancelled });
      expect(tapPay.trades.get(payment?.provider_transaction_id ?? '')?.refunded).toBe(total);
    },
  );

  it('a wallet prime made for another amount is refused by TapPay: the order waits for 重新付款, which pays with a new prime', async () => {
    const total = await orderTotal();
    const order = await createOrder({
      pay_method: 'applepay',
      prime: await walletPrime('apple_pay', total + 1),
    });
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    const [failed] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.ordermain_id, order.ordermain_id));
    expect(failed).toMatchObject({
      state: 'failed',
      failure_reason: '10100 Amount does not match the prime',
    });

    const again = await t.app.inject({
      method: 'POST',
      url: url(pathOf(checkoutCalls.repay)),
      headers: auth(),
      payload: { ordermain_id: order.ordermain_id, prime: await walletPrime('apple_pay', total) },
    });
    expect(again.statusCode).toBe(200);
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.paid);
  });

  it('the fake TapPay refuses a wallet prime for a merchant it is not set up with', async () => {
    expect(
      await tapPay.walletPrime({ wallet: 'apple_pay', amount: '100', merchant: 'merchant.other.shop' }),
    ).toEqual({ status: 10101, msg: 'Wallet merchant not set up' });
    expect(
      await tapPay.walletPrime({
        wallet: 'google_pay',
        amount: '100',
        merchant: GOOGLE_MERCHANT_ID,
        tappay_merchant: 'other_CTBC',
      }),
    ).toEqual({ status: 10101, msg: 'Wallet merchant not set up' });
  });

  it('a wallet not configured beside TapPay is not offered, and create-order and re-pay refuse it with a Chinese 422', async () => {
    const cardsOnly = await buildTestApp({
      siteOrigin: SITE,
      payments: readPaymentsConfig({
        PAYMENT_SANDBOX: 'true',
        TAPPAY_PARTNER_KEY: PARTNER_KEY,
        TAPPAY_MERCHANT_ID: MERCHANT_ID,
        TAPPAY_APP_ID: '11327',
        TAPPAY_APP_KEY: 'app_test_key',
        TAPPAY_API_URL: tapPay.url,
        TAPPAY_GOOGLE_MERCHANT_ID: GOOGLE_MERCHANT_ID,
      }),
    });
    try {
      const list = await cardsOnly.app.inject({ method: 'GET', url: url(pathOf(checkoutCalls.payMethods)) });
      expect(list.json().payMethods.map((m: { pay_id: string }) => m.pay_id)).toEqual([
        'sandbox',
        'card',
        'googlepay',
        'cod',
      ]);
      expect(list.json().tappay.apple_pay).toBeNull();

      const memberId = await memberIdByMobile(cardsOnly.db, MOBILE);
      const memberToken = await createSession(cardsOnly.db, memberId);
      const product = await orderableProduct(cardsOnly.app, cardsOnly.db);
      const res = await cardsOnly.app.inject({
        method: 'POST',
        url: url(pathOf(checkoutCalls.createOrder)),
        headers: { ...auth(memberToken), 'idempotency-key': randomUUID() },
        payload: body({
          pay_method: 'applepay',
          prime: 'test_ap_whatever',
          carts: { cart: [{ productId: product, quantity: 1 }] },
        }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: '此付款方式目前未開放',
        code: 'VALIDATION_FAILED',
        errors: { pay_method: ['此付款方式目前未開放'] },
      });
      expect(
        await cardsOnly.db.select().from(schema.orders).where(eq(schema.orders.pay_method, 'applepay')),
      ).toEqual([]);

      // An Apple Pay order from before the setting was removed cannot be paid again with it.
      const old = await insertTestOrder(cardsOnly.db, memberId, { pay_method: 'applepay' });
      const again = await cardsOnly.app.inject({
        method: 'POST',
        url: url(pathOf(checkoutCalls.repay)),
        headers: auth(memberToken),
        payload: { ordermain_id: old.ordermain_id, prime: 'test_ap_whatever' },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ pay_method: ['此付款方式目前未開放'] });
    } finally {
      await cardsOnly.close();
    }
  });
});

describe('an unreachable provider', () => {
  it('fails the payment only: the order exists, /pay-finish is the answer and it may be paid again', async () => {
    const offline = await buildTestApp({
      siteOrigin: SITE,
      payments: readPaymentsConfig({
        LINE_PAY_CHANNEL_ID: CHANNEL_ID,
        LINE_PAY_CHANNEL_SECRET: SECRET,
        // Nothing listens on the discard port.
        LINE_PAY_API_URL: 'http://127.0.0.1:9',
      }),
    });
    try {
      const memberToken = await createSession(offline.db, await memberIdByMobile(offline.db, MOBILE));
      const product = await orderableProduct(offline.app, offline.db);
      const res = await offline.app.inject({
        method: 'POST',
        url: url(pathOf(checkoutCalls.createOrder)),
        headers: { ...auth(memberToken), 'idempotency-key': randomUUID() },
        payload: body({ pay_method: 'linepay', carts: { cart: [{ productId: product, quantity: 1 }] } }),
      });
      expect(res.statusCode).toBe(200);
      const sn = res.json().ordermain_sn;
      expect(res.json().payment.redirect_url).toBe(`${SITE}/pay-finish/${sn}`);
      const [payment] = await offline.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.ordermain_id, res.json().ordermain_id));
      expect(payment).toMatchObject({ state: 'failed', failure_reason: 'LINE Pay unreachable' });
    } finally {
      await offline.close();
    }
  });
});
