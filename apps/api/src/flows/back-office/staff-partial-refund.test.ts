// Partial and full refunds by staff (decision 105): through the sandbox and the LINE Pay and TapPay fakes, with the e-invoice
// allowance (折讓), the points taken in proportion, the audit row; refusals (too much, a line twice, the
// provider refusing) write nothing that stays; two refunds at once never pass what was paid (on
// PostgreSQL each race runs RACES times).
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { BACK_STAGE_BASE_PATH, staffMessages } from '@shop/contracts/back-stage';
import { ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { confirmPaymentOf } from '../../../test/confirm-payment.ts';
import { type LinePayFake, startLinePayFake } from '../../../test/linepay-fake.ts';
import { startTapPayFake, type TapPayFake } from '../../../test/tappay-fake.ts';
import { createInvoiceIssuer, readEinvoiceConfig } from '../../integrations/einvoice/index.ts';
import {
  createPaymentProviders,
  decideSandboxPayment,
  readPaymentsConfig,
} from '../../integrations/payments/index.ts';
import { createStaffAccount, currentTotp } from '../../modules/back-office/index.ts';
import { issueOrderInvoice } from '../../modules/checkout/index.ts';
import { ledgerBalance } from '../../modules/ledgers/index.ts';
import { createSession } from '../../modules/sessions/index.ts';
import { pointsAfterRefund } from './staff-partial-refund.ts';

const RACES = process.env.DATABASE_URL ? 20 : 3;
const PASSWORD = 'Staff-Test-2026-pass';
const CHANNEL_ID = '1656000000';
const SECRET = 'a917ab6a2367b536f8e5a6e2977e06f4';
const MOBILE = '0912000000';
const TAPPAY_PARTNER_KEY = 'partner_refund_test_key';
const TAPPAY_MERCHANT_ID = 'shop_refund_test_merchant';

let t: TestApp;
let linePay: LinePayFake;
let tapPay: TapPayFake;
let memberToken: string;
let memberId: number;
let staffToken: string;
let productId: number;

const back = (path: string) => `${BACK_STAGE_BASE_PATH}/${path}`;

function staffCall(method: 'GET' | 'POST', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: back(path),
    headers: { authorization: `Bearer ${staffToken}` },
    ...(payload ? { payload } : {}),
  });
}

const partial = (orderId: number, body: object) =>
  staffCall('POST', `orders/${orderId}/partial-refund`, {
    reason: '缺貨一件，部分退款',
    password: PASSWORD,
    ...body,
  });

async function createOrder(payMethod: CreateOrderBody['pay_method'], quantity = 2, prime?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${memberToken}`, 'idempotency-key': randomUUID() },
    payload: {
      carts: { cart: [{ productId, quantity }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: MOBILE, store_id: '201001' },
      invoice: { invoice_type: 'member' },
      pay_method: payMethod,
      ...(prime ? { prime } : {}),
    } satisfies CreateOrderBody,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { ordermain_id: number; payment: { redirect_url: string } };
}

const paymentOf = async (orderId: number) =>
  (await t.db.select().from(schema.payments).where(eq(schema.payments.ordermain_id, orderId)))[0];
const orderOf = async (orderId: number) =>
  (await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, orderId)))[0];
const invoiceOf = async (orderId: number) =>
  (await t.db.select().from(schema.invoices).where(eq(schema.invoices.ordermain_id, orderId)))[0];
const refundsOf = (orderId: number) =>
  t.db
    .select()
    .from(schema.orderRefunds)
    .where(eq(schema.orderRefunds.ordermain_id, orderId))
    .orderBy(desc(schema.orderRefunds.refund_id));
const sandboxOf = async (ref: string) =>
  (await t.db.select().from(schema.sandboxPayments).where(eq(schema.sandboxPayments.payment_ref, ref)))[0];

/** A paid sandbox order of two pieces with its invoice issued and 100 points to earn. */
async function paidOrder() {
  const { ordermain_id: orderId } = await createOrder('sandbox');
  const payment = await paymentOf(orderId);
  await decideSandboxPayment(t.db, payment?.payment_ref ?? '', 'approve');
  const providers = createPaymentProviders(readPaymentsConfig({}), t.db, API_BASE_PATH);
  expect((await confirmPaymentOf(t.db, providers, payment?.payment_ref ?? '')).kind).toBe('paid');
  await issueOrderInvoice(t.db, createInvoiceIssuer(readEinvoiceConfig({}), t.db), orderId);
  await t.db.update(schema.orders).set({ points: 100 }).where(eq(schema.orders.ordermain_id, orderId));
  const order = await orderOf(orderId);
  return { orderId, ref: payment?.payment_ref ?? '', total: order?.ordermain_total ?? 0 };
}

beforeAll(async () => {
  linePay = await startLinePayFake({ channelId: CHANNEL_ID, channelSecret: SECRET });
  tapPay = await startTapPayFake(TAPPAY_PARTNER_KEY, TAPPAY_MERCHANT_ID);
  t = await buildTestApp({
    siteOrigin: 'https://shop.example.test',
    payments: readPaymentsConfig({
      PAYMENT_SANDBOX: 'true',
      LINE_PAY_CHANNEL_ID: CHANNEL_ID,
      LINE_PAY_CHANNEL_SECRET: SECRET,
      LINE_PAY_API_URL: linePay.url,
      TAPPAY_PARTNER_KEY,
      TAPPAY_MERCHANT_ID,
      TAPPAY_APP_ID: '11327',
      TAPPAY_APP_KEY: 'app_test_key',
      TAPPAY_API_URL: tapPay.url,
    }),
  });
  memberId = await memberIdByMobile(t.db, MOBILE);
  memberToken = await createSession(t.db, memberId);
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 10_000 }).where(eq(schema.products.p_id, productId));
  const manager = await createStaffAccount(
    t.db,
    { email: 'manager@staff.test', name: '店長', role: 'manager' },
    PASSWORD,
  );
  const login = await t.app.inject({
    method: 'POST',
    url: back('auth/login'),
    payload: {
      email: 'manager@staff.test',
      password: PASSWORD,
      totp: currentTotp(manager.totp_secret ?? '', new Date()),
    },
  });
  expect(login.statusCode).toBe(200);
  staffToken = login.json().token;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await linePay?.close();
  await tapPay?.close();
});

describe('points after a refund', () => {
  it('keep their ratio to the money kept, rounded down', () => {
    expect(pointsAfterRefund(100, 1000, 250)).toBe(75);
    expect(pointsAfterRefund(7, 1000, 500)).toBe(3);
    expect(pointsAfterRefund(100, 1000, 1000)).toBe(0);
    expect(pointsAfterRefund(0, 1000, 10)).toBe(0);
  });
});

describe('a partial refund by amount', () => {
  it('refunds through the sandbox, issues the allowance, takes points in proportion, audits it', async () => {
    const paid = await paidOrder();
    const amount = 100;
    const res = await partial(paid.orderId, { amount });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      amount,
      state: 'refunded',
      points_reduced: 100 - Math.floor((100 * (paid.total - amount)) / paid.total),
      refundable: paid.total - amount,
    });
    expect(answer.allowance_number).toMatch(/^AB\d{8}-A\d+$/);
    expect(await paymentOf(paid.orderId)).toMatchObject({ state: 'paid', refunded_amount: amount });
    expect((await sandboxOf(paid.ref))?.refunded_amount).toBe(amount);
    expect(await invoiceOf(paid.orderId)).toMatchObject({ state: 'allowance', allowance_amount: amount });
    const order = await orderOf(paid.orderId);
    expect(order?.ordermain_status).toBe(ORDER_STATUS.paid);
    expect(order?.points).toBe(100 - answer.points_reduced);
    const [refund] = await refundsOf(paid.orderId);
    expect(refund).toMatchObject({
      amount,
      state: 'refunded',
      reason: '缺貨一件，部分退款',
      allowance_number: answer.allowance_number,
      lines: [],
    });
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.subject_type, 'order'), eq(schema.auditLog.subject_id, String(paid.orderId))),
      );
    expect(audit).toMatchObject({
      action: 'order.partial_refund',
      before: { refunded_amount: 0, paid: paid.total },
      after: { refunded_amount: amount, amount, reason: '缺貨一件，部分退款', manual: false },
    });
    const detail = (await staffCall('GET', `orders/${paid.orderId}`)).json();
    expect(detail).toMatchObject({
      refundable: paid.total - amount,
      invoice: { state: 'allowance', allowance_amount: amount },
      refunds: [{ amount, state: 'refunded', allowance_number: answer.allowance_number }],
      actions: { partial_refund: true, refund: true },
    });
  });

  it('refuses the whole rest or more (a full refund is the refund call), and a wrong password; nothing written', async () => {
    const paid = await paidOrder();
    for (const amount of [paid.total, paid.total + 1]) {
      const res = await partial(paid.orderId, { amount });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(staffMessages.partialRefundTooMuch);
    }
    const wrong = await partial(paid.orderId, { amount: 10, password: 'wrong' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([staffMessages.passwordWrong]);
    const both = await partial(paid.orderId, { amount: 10, lines: [{ ordersub_id: 1, quantity: 1 }] });
    expect(both.statusCode).toBe(422);
    expect(await refundsOf(paid.orderId)).toEqual([]);
    expect((await paymentOf(paid.orderId))?.refunded_amount).toBe(0);
    expect((await invoiceOf(paid.orderId))?.allowance_amount).toBe(0);
  });

  it('gives the reservation back when the provider refuses (502), the refund row failed', async () => {
    const paid = await paidOrder();
    // The sandbox refuses a refund past what it holds: make it believe most was already returned.
    await t.db
      .update(schema.sandboxPayments)
      .set({ refunded_amount: paid.total - 5 })
      .where(eq(schema.sandboxPayments.payment_ref, paid.ref));
    const res = await partial(paid.orderId, { amount: 50 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(staffMessages.refundFailed);
    expect((await paymentOf(paid.orderId))?.refunded_amount).toBe(0);
    const [refund] = await refundsOf(paid.orderId);
    expect(refund?.state).toBe('failed');
    expect(refund?.failure_reason).toMatch(/sandbox refund refused/);
    expect((await invoiceOf(paid.orderId))?.allowance_amount).toBe(0);
    expect((await orderOf(paid.orderId))?.points).toBe(100);
  });
});

describe('a partial refund of chosen lines', () => {
  it('prices the lines from the order, and a line is never refunded past its count', async () => {
    const paid = await paidOrder();
    const [line] = await t.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.ordermain_id, paid.orderId));
    const lineId = line?.ordersub_id ?? 0;
    expect(line?.ordersub_count).toBe(2);
    const res = await partial(paid.orderId, { lines: [{ ordersub_id: lineId, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amount).toBe(line?.p_price);
    const [refund] = await refundsOf(paid.orderId);
    expect(refund?.lines).toEqual([{ ordersub_id: lineId, quantity: 1 }]);
    // Two more pieces of a line of two, and a line of another order: refused.
    const again = await partial(paid.orderId, { lines: [{ ordersub_id: lineId, quantity: 2 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffMessages.partialRefundLine);
    const other = await paidOrder();
    const foreign = await partial(other.orderId, { lines: [{ ordersub_id: lineId, quantity: 1 }] });
    expect(foreign.statusCode).toBe(409);
    expect((await paymentOf(paid.orderId))?.refunded_amount).toBe(line?.p_price);
  });
});

describe('a full refund after a partial one', () => {
  it('returns only the rest and closes the invoice by a last allowance (an invoice with 折讓 is not voided)', async () => {
    const paid = await paidOrder();
    expect((await partial(paid.orderId, { amount: 100 })).statusCode).toBe(200);
    const full = await staffCall('POST', `orders/${paid.orderId}/refund`, {
      reason: '顧客取消其餘商品',
      password: PASSWORD,
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().ordermain_status).toBe(ORDER_STATUS.cancelled);
    expect(await paymentOf(paid.orderId)).toMatchObject({ state: 'refunded', refunded_amount: paid.total });
    expect((await sandboxOf(paid.ref))?.refunded_amount).toBe(paid.total);
    expect(await invoiceOf(paid.orderId)).toMatchObject({ state: 'allowance', allowance_amount: paid.total });
    const after = await partial(paid.orderId, { amount: 1 });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(staffMessages.notRefundable);
  });
});

/**
 * An order of two pieces paid through a real provider's fake: LINE Pay approved on its page and
 * confirmed, or a TapPay card paid by prime at create-order. `refundedThere` reads what the provider
 * itself holds as refunded for the payment.
 */
const PROVIDERS = {
  'LINE Pay': async () => {
    const order = await createOrder('linepay');
    const payment = await paymentOf(order.ordermain_id);
    await fetch(order.payment.redirect_url, { redirect: 'manual' });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/${pathOf(checkoutCalls.confirmPayment)}`,
      headers: { authorization: `Bearer ${memberToken}` },
      payload: { ref: payment?.payment_ref, transaction_id: payment?.provider_transaction_id },
    });
    expect(confirmed.json().outcome).toBe('paid');
    const txId = payment?.provider_transaction_id ?? '';
    return { orderId: order.ordermain_id, refundedThere: () => linePay.transactions.get(txId)?.refunded };
  },
  TapPay: async () => {
    const order = await createOrder('card', 2, `test_${randomUUID()}`);
    const payment = await paymentOf(order.ordermain_id);
    expect(payment?.state).toBe('paid');
    const tradeId = payment?.provider_transaction_id ?? '';
    return { orderId: order.ordermain_id, refundedThere: () => tapPay.trades.get(tradeId)?.refunded };
  },
} as const;

describe.each(Object.keys(PROVIDERS) as (keyof typeof PROVIDERS)[])('through %s', (provider) => {
  it('sends the provider the part only', async () => {
    const { orderId, refundedThere } = await PROVIDERS[provider]();
    const res = await partial(orderId, { amount: 120 });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundedThere()).toBe(120);
    expect((await paymentOf(orderId))?.refunded_amount).toBe(120);
  });

  it('a full refund returns the whole amount there, cancels the order and voids its invoice', async () => {
    const { orderId, refundedThere } = await PROVIDERS[provider]();
    await issueOrderInvoice(t.db, createInvoiceIssuer(readEinvoiceConfig({}), t.db), orderId);
    const total = (await orderOf(orderId))?.ordermain_total ?? 0;
    const res = await staffCall('POST', `orders/${orderId}/refund`, {
      reason: '顧客要求退款',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ordermain_status: ORDER_STATUS.cancelled });
    expect(refundedThere()).toBe(total);
    expect(await paymentOf(orderId)).toMatchObject({ state: 'refunded', refunded_amount: total });
    expect((await orderOf(orderId))?.ordermain_status).toBe(ORDER_STATUS.cancelled);
    expect((await invoiceOf(orderId))?.state).toBe('voided');
  });
});

describe('two partial refunds at once', () => {
  it('never return more than was paid: one of two that together pass it is refused', async () => {
    for (let race = 0; race < RACES; race++) {
      const paid = await paidOrder();
      const amount = Math.floor(paid.total / 2) + 1;
      const answers = await Promise.all([
        partial(paid.orderId, { amount }),
        partial(paid.orderId, { amount }),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      expect((await paymentOf(paid.orderId))?.refunded_amount).toBe(amount);
      expect((await sandboxOf(paid.ref))?.refunded_amount).toBe(amount);
      expect((await invoiceOf(paid.orderId))?.allowance_amount).toBe(amount);
      expect(await refundsOf(paid.orderId)).toHaveLength(1);
    }
  });
});

describe('points already credited', () => {
  it('are taken back by a ledger entry', async () => {
    const paid = await paidOrder();
    await t.db
      .update(schema.orders)
      .set({ ispoints: true })
      .where(eq(schema.orders.ordermain_id, paid.orderId));
    const before = await ledgerBalance(t.db, 'points', memberId);
    const res = await partial(paid.orderId, { amount: Math.floor(paid.total / 2) });
    expect(res.statusCode, res.body).toBe(200);
    const cut = res.json().points_reduced;
    expect(cut).toBeGreaterThan(0);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(Math.max(0, before - cut));
  });
});
