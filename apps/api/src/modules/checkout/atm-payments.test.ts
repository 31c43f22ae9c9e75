import { API_BASE_PATH, checkoutCalls, pathOf } from '@shop/contracts';
import { atmCheckoutMessages, ORDER_STATUS, payMethodNames } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import {
  type EcpayPaymentFake,
  FAKE_ATM_BANK_CODE,
  startEcpayPaymentFake,
} from '../../../test/ecpay-payment-fake.ts';
import { SHOPPER_MOBILE, shopperOrders } from '../../../test/shopper-orders.ts';
import { checkMacValue } from '../../integrations/logistics/index.ts';
import {
  atmDeadline,
  ECPAY_PAID_NOTIFY_PATH,
  merchantTradeNoOf,
  parseEcpayExpireDate,
  readPaymentsConfig,
} from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';
import { expireUnpaidOrders } from './expiry.ts';
import { offeredPayMethods, payMethods } from './reference.service.ts';

const SITE = 'https://shop.example.test';
const MERCHANT_ID = '3002607';
const HASH_KEY = 'pwFHCqoQZGmho4w6';
const HASH_IV = 'EkRm7iFT261dpevs';
const KEYS = { hashKey: HASH_KEY, hashIv: HASH_IV };
const MOBILE = SHOPPER_MOBILE;
const DAY_MS = 86_400_000;

let t: TestApp;
let ecpay: EcpayPaymentFake;
let token: string;
let productId: number;

const url = (path: string) => `${API_BASE_PATH}/${path}`;
const { auth, createOrder, orderRow } = shopperOrders(() => ({ t, token, productId }), { pay_method: 'atm' });
async function paymentOf(id: number) {
  const [row] = await t.db.select().from(schema.payments).where(eq(schema.payments.ordermain_id, id));
  return row;
}

/** The signed form our checkout page holds: its redirect URL's query. */
const formOf = (redirect: string) => Object.fromEntries(new URL(redirect).searchParams);

/** What the shopper's browser does on our page: post the form to ECPay (the fake). */
async function postToEcpay(form: Record<string, string>) {
  const response = await fetch(`${ecpay.url}/Cashier/AioCheckOut/V5`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: response.status, text: await response.text() };
}

/** An order placed with ATM whose form ECPay accepted: its MerchantTradeNo. */
async function placedAtEcpay() {
  const order = await createOrder();
  const form = formOf(order.payment.redirect_url);
  expect((await postToEcpay(form)).status).toBe(200);
  return { order, tradeNo: form.MerchantTradeNo ?? '' };
}

beforeAll(async () => {
  ecpay = await startEcpayPaymentFake({
    merchantId: MERCHANT_ID,
    hashKey: HASH_KEY,
    hashIv: HASH_IV,
    // The notices reach the app under test through inject (their address is the shop's public one).
    deliver: async (to, form) => {
      const res = await t.app.inject({
        method: 'POST',
        url: new URL(to).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      return { status: res.statusCode, text: res.body };
    },
  });
  t = await buildTestApp({
    siteOrigin: SITE,
    checkoutSiteOrigin: SITE,
    payments: readPaymentsConfig({
      ECPAY_PAYMENT_MERCHANT_ID: MERCHANT_ID,
      ECPAY_PAYMENT_HASH_KEY: HASH_KEY,
      ECPAY_PAYMENT_HASH_IV: HASH_IV,
      ECPAY_PAYMENT_API_URL: ecpay.url,
      ECPAY_ATM_EXPIRE_DAYS: '3',
    }),
  });
  token = await createSession(t.db, await memberIdByMobile(t.db, MOBILE));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
  await ecpay?.close();
});

describe('which checkout offers ATM', () => {
  it('offers ATM 轉帳 when ECPay is configured, for every delivery but Hong Kong', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(pathOf(checkoutCalls.payMethods)) });
    const atm = (
      res.json() as { payMethods: { pay_id: string; pay_name: string; ship_methods: string[] }[] }
    ).payMethods.find((pay) => pay.pay_id === 'atm');
    expect(atm).toEqual({
      pay_id: 'atm',
      pay_name: 'ATM 轉帳（虛擬帳號）',
      ship_methods: ['home', 'seven', 'family', 'hilife'],
    });
    expect(payMethodNames.atm).toBe('ATM 轉帳（虛擬帳號）');
  });

  it('does not offer it without the three ECPay payment settings', () => {
    const config = readPaymentsConfig({
      ECPAY_PAYMENT_MERCHANT_ID: MERCHANT_ID,
      ECPAY_PAYMENT_HASH_KEY: 'k',
    });
    expect(config.ecpay).toBeNull();
    const offered = offeredPayMethods(config, new Set(['sandbox', 'cod']));
    expect(payMethods(config, offered).payMethods.map((pay) => pay.pay_id)).toEqual(['sandbox', 'cod']);
  });
});

describe('formats ECPay asks for', () => {
  it('MerchantTradeNo: the order number letters and digits and 3 more, 20 at most', () => {
    expect(merchantTradeNoOf('M261202-ABCDEFGHJK')).toMatch(/^M261202ABCDEFGHJK[A-Z2-9]{3}$/);
    expect(merchantTradeNoOf('X'.repeat(30))).toHaveLength(20);
  });

  it("ExpireDate of a virtual account is its day's end in Taipei; the default deadline counts days the same way", () => {
    expect(parseEcpayExpireDate('2026/12/05')?.toISOString()).toBe('2026-12-05T15:59:59.000Z');
    expect(parseEcpayExpireDate('2026/12/05 10:00:00')?.toISOString()).toBe('2026-12-05T02:00:00.000Z');
    expect(parseEcpayExpireDate('2026-12-05')).toBeNull();
    // 23:30 Taipei on 12/02 is still 12/02: three days later ends 12/05 23:59:59.
    expect(atmDeadline(new Date('2026-12-02T15:30:00Z'), 3).toISOString()).toBe('2026-12-05T15:59:59.000Z');
    // 00:30 Taipei on 12/03 (16:30 UTC on 12/02) counts from 12/03.
    expect(atmDeadline(new Date('2026-12-02T16:30:00Z'), 3).toISOString()).toBe('2026-12-06T15:59:59.000Z');
  });
});

describe('an ATM order from checkout to paid', () => {
  it('sends the shopper to a page that posts the signed AioCheckOut form, and waits until the ATM deadline', async () => {
    const before = Date.now();
    const order = await createOrder();
    const redirect = new URL(order.payment.redirect_url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${SITE}/front-stage/v1/payments/ecpay/checkout`);
    const form = formOf(order.payment.redirect_url);
    const row = await orderRow(order.ordermain_id);
    expect(form).toMatchObject({
      MerchantID: MERCHANT_ID,
      PaymentType: 'aio',
      ChoosePayment: 'ATM',
      EncryptType: '1',
      ExpireDate: '3',
      TotalAmount: String(row?.ordermain_total),
      ReturnURL: `${SITE}/front-stage/v1/payments/ecpay/notify`,
      PaymentInfoURL: `${SITE}/front-stage/v1/payments/ecpay/payment-info`,
      CustomField1: order.ordermain_sn,
    });
    expect(form.ClientBackURL).toMatch(new RegExp(`^${SITE}/pay-finish/${order.ordermain_sn}\\?ref=`));
    expect(form.MerchantTradeDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(form.CheckMacValue).toBe(checkMacValue(form, KEYS, 'sha256'));
    // The attempt knows its MerchantTradeNo, and the order waits 3 days, not the card's 30 minutes.
    expect((await paymentOf(order.ordermain_id))?.provider_transaction_id).toBe(form.MerchantTradeNo);
    expect(row?.expires_at?.toISOString()).toBe(atmDeadline(new Date(before), 3).toISOString());

    const page = await t.app.inject({ method: 'GET', url: redirect.pathname + redirect.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${ecpay.url}/Cashier/AioCheckOut/V5"`);
    expect(page.body).toContain(
      `<input type="hidden" name="MerchantTradeNo" value="${form.MerchantTradeNo}">`,
    );
    expect(page.body).toContain(atmCheckoutMessages.go);

    // ECPay takes the form as signed; a changed amount fails its CheckMacValue, and our page refuses it too.
    expect(await postToEcpay({ ...form, TotalAmount: '1' })).toEqual({
      status: 400,
      text: 'CheckMacValue Error',
    });
    const forged = new URL(order.payment.redirect_url);
    forged.searchParams.set('TotalAmount', '1');
    const refused = await t.app.inject({ method: 'GET', url: forged.pathname + forged.search });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe(atmCheckoutMessages.invalid);
    expect(await postToEcpay(form)).toMatchObject({ status: 200 });
  });

  it('keeps the virtual account ECPay gives, shows it on the order, and pays the order on the paid notice once', async () => {
    const { order, tradeNo } = await placedAtEcpay();
    expect(await ecpay.giveNumber(tradeNo)).toBe('1|OK');
    const trade = ecpay.trades.get(tradeNo);
    const payBy = parseEcpayExpireDate(trade?.expireDate ?? '');
    expect(await paymentOf(order.ordermain_id)).toMatchObject({
      state: 'pending',
      atm_bank_code: FAKE_ATM_BANK_CODE,
      atm_account: trade?.vAccount,
      atm_pay_by: payBy,
    });
    expect((await orderRow(order.ordermain_id))?.expires_at).toEqual(payBy);
    const detail = await t.app.inject({
      method: 'GET',
      url: url(pathOf(checkoutCalls.getOrderBySn, { ordersn: order.ordermain_sn })),
      headers: auth(),
    });
    expect(detail.json().payment).toEqual({
      provider: 'ecpay',
      state: 'pending',
      amount: (await orderRow(order.ordermain_id))?.ordermain_total,
      atm: { bank_code: FAKE_ATM_BANK_CODE, account: trade?.vAccount, pay_by: payBy?.toISOString() },
    });
    expect(detail.json().ordermain_status).toBe(ORDER_STATUS.awaitingPayment);

    expect(await ecpay.pay(tradeNo)).toBe('1|OK');
    const paid = await orderRow(order.ordermain_id);
    expect(paid?.ordermain_status).toBe(ORDER_STATUS.paid);
    expect((await paymentOf(order.ordermain_id))?.state).toBe('paid');
    const invoices = await t.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.ordermain_id, order.ordermain_id));
    expect(invoices).toHaveLength(1);
    // ECPay posts again until it reads 1|OK: a repeat changes nothing.
    expect(await ecpay.pay(tradeNo)).toBe('1|OK');
    expect(
      await t.db.select().from(schema.invoices).where(eq(schema.invoices.ordermain_id, order.ordermain_id)),
    ).toHaveLength(1);
  });

  it('refuses a notice whose CheckMacValue is wrong, and does not pay on a simulated payment', async () => {
    const { order, tradeNo } = await placedAtEcpay();
    const forged = new URLSearchParams({
      MerchantID: MERCHANT_ID,
      MerchantTradeNo: tradeNo,
      RtnCode: '1',
      TradeAmt: '1',
      CheckMacValue: 'A'.repeat(64),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${ECPAY_PAID_NOTIFY_PATH}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: forged.toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('0|CheckMacValue Error');
    expect(await ecpay.pay(tradeNo, { simulated: true })).toBe('1|OK');
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
  });

  it("a paid notice ECPay's own record does not confirm is not acknowledged (ECPay posts it again)", async () => {
    // The notice says paid, but ECPay's record (QueryTradeInfo) says the trade is unpaid.
    const second = await placedAtEcpay();
    const secondTrade = ecpay.trades.get(second.tradeNo);
    if (!secondTrade) throw new Error('no trade');
    const notice: Record<string, string> = {
      MerchantID: MERCHANT_ID,
      MerchantTradeNo: second.tradeNo,
      RtnCode: '1',
      TradeAmt: secondTrade.form.TotalAmount ?? '',
      TradeNo: secondTrade.tradeNo,
      SimulatePaid: '0',
    };
    notice.CheckMacValue = checkMacValue(notice, KEYS, 'sha256');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${ECPAY_PAID_NOTIFY_PATH}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(notice).toString(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('0|TradeStatus 0');
    expect((await orderRow(second.order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    expect((await paymentOf(second.order.ordermain_id))?.state).toBe('pending');
  });
});

describe('the ATM deadline', () => {
  it('the expiry job leaves an unpaid ATM order past the card deadline and expires it after the account deadline', async () => {
    const { order, tradeNo } = await placedAtEcpay();
    await ecpay.giveNumber(tradeNo);
    const payBy = (await orderRow(order.ordermain_id))?.expires_at as Date;
    await expireUnpaidOrders(t.db, new Date(Date.now() + 31 * 60_000));
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    await expireUnpaidOrders(t.db, new Date(payBy.getTime() + 1000));
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.expired);

    // The transfer comes in after all: acknowledged, the order stays expired, the attempt is flagged.
    expect(await ecpay.pay(tradeNo)).toBe('1|OK');
    expect((await orderRow(order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.expired);
    expect((await paymentOf(order.ordermain_id))?.failure_reason).toBe(
      'ATM transfer after the order closed: refund by hand',
    );
    expect(payBy.getTime() - Date.now()).toBeGreaterThan(2 * DAY_MS);
  });
});
