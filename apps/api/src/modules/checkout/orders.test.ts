import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import {
  checkoutErrorMessages,
  checkoutValidationMessages as iv,
  orderErrorMessages as m,
  ORDER_STATUS,
} from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { confirmPaymentOf as confirmPayment } from '../../../test/confirm-payment.ts';
import { createInvoiceIssuer, readEinvoiceConfig } from '../../integrations/einvoice/index.ts';
import {
  createPaymentProviders,
  decideSandboxPayment,
  readPaymentsConfig,
} from '../../integrations/payments/index.ts';
import { forgetPricingProducts } from '../cart/index.ts';
import { appendLedgerEntry, ledgerBalance } from '../ledgers/index.ts';
import { createSession } from '../sessions/index.ts';
import { expireUnpaidOrders } from './expiry.ts';
import { issueOrderInvoice } from './invoices.service.ts';

let t: TestApp;
let memberId: number;
let token: string;
let otherToken: string;
let productId: number;

const url = (path: string) => `${API_BASE_PATH}/${path}`;
const stockOf = async (id: number) =>
  (await t.db.select().from(schema.products).where(eq(schema.products.p_id, id)))[0]?.stock;

function body(overrides: Partial<CreateOrderBody> = {}, quantity = 1): CreateOrderBody {
  return {
    carts: { cart: [{ productId, quantity }] },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
    ...overrides,
  };
}

function submit(payload: unknown, key: string | null = randomUUID(), auth: string | null = token) {
  return t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.createOrder)),
    headers: {
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: payload as object,
  });
}

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, '0912000000');
  token = await createSession(t.db, memberId);
  otherToken = await createSession(t.db, await memberIdByMobile(t.db, '0912000001'));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 50 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
});

describe('create-order', () => {
  it('401 for a guest, before the body is looked at', async () => {
    const res = await submit({ nonsense: true }, randomUUID(), null);
    expect(res.statusCode).toBe(401);
  });

  it('422 on each invalid invoice field, worded in Chinese on its field', async () => {
    const cases: [CreateOrderBody['invoice'], string, string][] = [
      [{ invoice_type: 'mobile', carrier_num: '/abc' }, 'invoice.carrier_num', iv.mobileBarcodeInvalid],
      [{ invoice_type: 'citizen', carrier_num: 'A1' }, 'invoice.carrier_num', iv.citizenCertificateInvalid],
      [{ invoice_type: 'donate', donate_code: '12' }, 'invoice.donate_code', iv.donationCodeInvalid],
      [{ invoice_type: 'company', invoice_title: '米瑞' }, 'invoice.tax_number', iv.taxNumberRequired],
      [
        { invoice_type: 'company', tax_number: '12345678', invoice_title: '米瑞' },
        'invoice.tax_number',
        iv.taxNumberInvalid,
      ],
      [{ invoice_type: 'company', tax_number: '22099131' }, 'invoice.invoice_title', iv.invoiceTitleRequired],
    ];
    const before = await stockOf(productId);
    for (const [invoice, field, message] of cases) {
      const res = await submit(body({ invoice }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await stockOf(productId)).toBe(before);
  });

  it('422 without an Idempotency-Key, for a missing store, and for cash on pickup with home delivery', async () => {
    expect((await submit(body(), null)).json().errors['Idempotency-Key']).toEqual([m.idempotencyKeyRequired]);
    const noStore = await submit(body({ recipient: { name: '林小安', mobile: '0912000000' } }));
    expect(noStore.json().errors['recipient.store_id']).toEqual([m.storeRequired]);
    const unknownStore = await submit(
      body({ recipient: { name: '林小安', mobile: '0912000000', store_id: '999999' } }),
    );
    expect(unknownStore.statusCode).toBe(422);
    expect(unknownStore.json().errors['recipient.store_id']).toEqual([checkoutErrorMessages.storeNotFound]);
    const cod = await submit(
      body({
        ship_method: 'home',
        pay_method: 'cod',
        recipient: {
          name: '林',
          mobile: '0912000000',
          zipcode: '100',
          city: '臺北市',
          district: '中正區',
          address: '路 1 號',
        },
      }),
    );
    expect(cod.json().errors.pay_method).toEqual([m.payMethodNotForShip]);
  });

  it('prices on the server, takes the stock, writes status 0 and sends the shopper to the sandbox page', async () => {
    const before = (await stockOf(productId)) ?? 0;
    const res = await submit(body({}, 2));
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.ordermain_sn).toMatch(/^MR\d{6}-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(answer.payment.redirect_url).toMatch(
      new RegExp(`^${API_BASE_PATH}/payment/sandbox/[A-Za-z0-9_-]{32}$`),
    );
    expect(await stockOf(productId)).toBe(before - 2);
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, answer.ordermain_id));
    expect(order?.ordermain_status).toBe(ORDER_STATUS.awaitingPayment);
    const [store] = await t.db
      .select()
      .from(schema.sevenElevenStores)
      .where(eq(schema.sevenElevenStores.store_id, '201001'));
    expect(order?.store_name).toBe(store?.store_name);
    expect(order?.expires_at?.getTime()).toBe((order?.ordermain_dt1.getTime() ?? 0) + 30 * 60_000);
    const lines = await t.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.ordermain_id, answer.ordermain_id));
    const regular = lines.filter((l) => l.line_kind === 'regular');
    expect(regular.map((l) => [l.p_id, l.ordersub_count])).toEqual([[productId, 2]]);
    // Gifts the seeded promotions add go out at 0 and take their own stock.
    for (const gift of lines.filter((l) => l.line_kind === 'gift')) expect(gift.p_price).toBe(0);
    const priced = await t.app.inject({
      method: 'POST',
      url: url('get-cart-summary'),
      payload: { carts: { cart: [{ productId, quantity: 2 }] } },
    });
    const summary = priced.json().summary;
    expect(order?.merchandise_total).toBe(summary.merchandiseSubtotal);
    expect(order?.discount_total).toBe(summary.thresholdDiscount);
    expect(order?.ordermain_total).toBe(summary.grandTotalPrice);
    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.ordermain_id, answer.ordermain_id));
    expect(payment).toMatchObject({ provider: 'sandbox', state: 'pending', amount: order?.ordermain_total });
  });

  it('the same key twice makes one order and answers it both times', async () => {
    const key = randomUUID();
    const before = (await stockOf(productId)) ?? 0;
    const [a, b] = await Promise.all([submit(body(), key), submit(body(), key)]);
    const c = await submit(body(), key);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().ordermain_id).toBe(a.json().ordermain_id);
    expect(c.json()).toEqual(a.json());
    const rows = await t.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.member_id, memberId), eq(schema.orders.idempotency_key, key)));
    expect(rows).toHaveLength(1);
    expect(await stockOf(productId)).toBe(before - 1);
  });

  it('409 in Chinese when the stock is short, taking nothing', async () => {
    await t.db.update(schema.products).set({ stock: 1 }).where(eq(schema.products.p_id, productId));
    const res = await submit(body({}, 2));
    expect(res.statusCode).toBe(409);
    const [product] = await t.db.select().from(schema.products).where(eq(schema.products.p_id, productId));
    expect(res.json().message).toBe(m.outOfStock(product?.p_name ?? ''));
    expect(product?.stock).toBe(1);
    await t.db.update(schema.products).set({ stock: 50 }).where(eq(schema.products.p_id, productId));
  });

  it('prices an order from product rows read now, while the preview keeps its rows a few seconds', async () => {
    const preview = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: url('get-cart-summary'),
          payload: { carts: { cart: [{ productId, quantity: 1 }] } },
        })
      ).json().summary.merchandiseSubtotal as number;
    const [product] = await t.db.select().from(schema.products).where(eq(schema.products.p_id, productId));
    if (!product) throw new Error('no product');
    const kept = await preview();
    await t.db
      .update(schema.products)
      .set({ p_price: product.p_price + 100, discounted_price: product.discounted_price + 100 })
      .where(eq(schema.products.p_id, productId));
    try {
      expect(await preview()).toBe(kept);
      const res = await submit(body());
      expect(res.statusCode).toBe(200);
      const [order] = await t.db
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.ordermain_id, res.json().ordermain_id));
      expect(order?.merchandise_total).toBe(kept + 100);
      forgetPricingProducts(t.db);
      expect(await preview()).toBe(kept + 100);
    } finally {
      await t.db
        .update(schema.products)
        .set({ p_price: product.p_price, discounted_price: product.discounted_price })
        .where(eq(schema.products.p_id, productId));
      forgetPricingProducts(t.db);
    }
  });

  it('409 when the points exceed the balance; the balance never goes below 0', async () => {
    await appendLedgerEntry(t.db, 'points', { memberId, delta: 5, reason: 'adjustment' });
    const balance = await ledgerBalance(t.db, 'points', memberId);
    const res = await submit(body({ points: balance + 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.pointsNotEnough);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(balance);
  });
});

describe('get-orders/:id and cancel', () => {
  it('the owner sees the order; another member gets 404', async () => {
    const created = (await submit(body())).json();
    const path = pathOf(checkoutCalls.getOrder, { id: created.ordermain_id });
    const own = await t.app.inject({
      method: 'GET',
      url: url(path),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      ordermain_sn: created.ordermain_sn,
      ordermain_status: 0,
      status_name: '待付款',
      payment: { provider: 'sandbox', state: 'pending' },
    });
    expect(own.json().lines).toHaveLength(1);
    const other = await t.app.inject({
      method: 'GET',
      url: url(path),
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.statusCode).toBe(404);
    const cancelByOther = await t.app.inject({
      method: 'PUT',
      url: url(pathOf(checkoutCalls.cancelOrder, { id: created.ordermain_id })),
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(cancelByOther.statusCode).toBe(404);
  });

  it('cancel gives back the stock and the points, once', async () => {
    const points = await ledgerBalance(t.db, 'points', memberId);
    const stock = (await stockOf(productId)) ?? 0;
    const created = (await submit(body({ points: 3 }, 2))).json();
    expect(await stockOf(productId)).toBe(stock - 2);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(points - 3);
    const cancel = () =>
      t.app.inject({
        method: 'PUT',
        url: url(pathOf(checkoutCalls.cancelOrder, { id: created.ordermain_id })),
        headers: { authorization: `Bearer ${token}` },
      });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ordermain_id: created.ordermain_id,
      ordermain_status: ORDER_STATUS.cancelled,
      status_name: '已取消',
      refunded: false,
    });
    expect(await stockOf(productId)).toBe(stock);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(points);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.orderNotCancellable);
    expect(await stockOf(productId)).toBe(stock);
  });
});

const DAY_MS = 86_400_000;

/** A coupon open from yesterday to tomorrow. */
const addOpenCoupon = (coupon: Omit<typeof schema.coupons.$inferInsert, 'starts_at' | 'ends_at'>) =>
  t.db
    .insert(schema.coupons)
    .values({ ...coupon, starts_at: new Date(Date.now() - DAY_MS), ends_at: new Date(Date.now() + DAY_MS) });

describe('coupons on create-order', () => {
  const withCoupon = () => body({ coupon_code: 'TEST100' }, 2);
  const usedCount = async () =>
    (await t.db.select().from(schema.coupons).where(eq(schema.coupons.coupon_code, 'TEST100')))[0]
      ?.used_count;

  it('counts uses against the per-member and the total limit, and a cancel gives the use back', async () => {
    await addOpenCoupon({
      coupon_code: 'TEST100',
      coupon_name: '測試折 $100',
      coupon_kind: 'amount',
      coupon_value: 100,
      per_member_limit: 1,
      total_limit: 2,
    });
    const third = await createSession(t.db, await memberIdByMobile(t.db, '0912000003'));
    const first = await submit(withCoupon());
    expect(first.statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, first.json().ordermain_id));
    expect(order?.coupon_discount).toBe(100);
    expect(order?.ordermain_total).toBe((order?.merchandise_total ?? 0) - (order?.discount_total ?? 0) - 100);

    const again = await submit(withCoupon());
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.coupon_code).toEqual([m.couponUsedUp]);
    expect((await submit(withCoupon(), randomUUID(), otherToken)).statusCode).toBe(200);
    const overTotal = await submit(withCoupon(), randomUUID(), third);
    expect(overTotal.statusCode).toBe(422);
    expect(overTotal.json().errors.coupon_code).toEqual([m.couponUsedUp]);
    expect(await usedCount()).toBe(2);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: url(pathOf(checkoutCalls.cancelOrder, { id: first.json().ordermain_id })),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await usedCount()).toBe(1);
    expect((await submit(withCoupon())).statusCode).toBe(200);
  });

  it('two orders racing for the last use: one takes it, the other is refused and holds nothing', async () => {
    await addOpenCoupon({
      coupon_code: 'LAST1',
      coupon_name: '測試最後一張',
      coupon_kind: 'amount',
      coupon_value: 100,
      per_member_limit: 1,
      total_limit: 1,
    });
    const withLast = () => body({ coupon_code: 'LAST1' }, 2);
    const results = await Promise.all([submit(withLast()), submit(withLast(), randomUUID(), otherToken)]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 200);
    // Refused by the check before the transaction (422) or, when both passed it, by the count inside (409).
    expect([409, 422]).toContain(refused?.statusCode);
    expect(JSON.stringify(refused?.json())).toContain(m.couponUsedUp);
    const [last] = await t.db.select().from(schema.coupons).where(eq(schema.coupons.coupon_code, 'LAST1'));
    expect(last?.used_count).toBe(1);
  });

  it('takes a claimable coupon only after the member claimed it', async () => {
    const [limit5] = await t.db.select().from(schema.coupons).where(eq(schema.coupons.coupon_code, 'LIMIT5'));
    const unclaimed = await submit(body({ coupon_code: 'LIMIT5' }));
    expect(unclaimed.statusCode).toBe(422);
    expect(unclaimed.json().errors.coupon_code).toEqual([m.couponNotUsable]);
    const claim = await t.app.inject({
      method: 'POST',
      url: url(`claim-coupon/${limit5?.coupon_id}`),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(claim.statusCode).toBe(201);
    const claimed = await submit(body({ coupon_code: 'LIMIT5' }));
    expect(claimed.statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, claimed.json().ordermain_id));
    expect(order?.coupon_discount).toBe(50);
  });

  it('422 on an unknown code', async () => {
    const res = await submit(body({ coupon_code: 'NOPE' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.coupon_code).toEqual([m.couponNotFound]);
  });
});

describe('check-coupon', () => {
  const check = (payload: unknown, auth: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: url(pathOf(checkoutCalls.checkCoupon)),
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
      payload: payload as object,
    });

  it('prices a coupon against the carts exactly as create-order then takes it', async () => {
    await addOpenCoupon({
      coupon_code: 'CHECK12',
      coupon_name: '測試 88 折',
      coupon_kind: 'rate',
      coupon_value: 12,
      per_member_limit: 5,
      total_limit: 100,
    });
    const carts = { cart: [{ productId, quantity: 2 }] };
    const res = await check({ carts, coupon_code: ' CHECK12 ' });
    expect(res.statusCode).toBe(200);
    const { coupon_discount } = res.json();
    expect(res.json().coupon_code).toBe('CHECK12');
    expect(coupon_discount).toBeGreaterThan(0);

    const placed = await submit(body({ coupon_code: 'CHECK12' }, 2));
    expect(placed.statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, placed.json().ordermain_id));
    expect(order?.coupon_discount).toBe(coupon_discount);
  });

  it('answers a coupon that does not apply with the same 422s as create-order', async () => {
    const carts = { cart: [{ productId, quantity: 1 }] };
    const unknown = await check({ carts, coupon_code: 'NOPE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.coupon_code).toEqual([m.couponNotFound]);
    expect((await check({ carts, coupon_code: '' })).statusCode).toBe(422);
  });

  it('says a coupon is used up before the order is sent, in total and per member', async () => {
    await addOpenCoupon({
      coupon_code: 'ONCE50',
      coupon_name: '測試折 $50',
      coupon_kind: 'amount',
      coupon_value: 50,
      per_member_limit: 1,
      total_limit: 2,
    });
    const carts = { cart: [{ productId, quantity: 2 }] };
    expect((await check({ carts, coupon_code: 'ONCE50' })).json().coupon_discount).toBe(50);
    expect((await submit(body({ coupon_code: 'ONCE50' }, 2))).statusCode).toBe(200);

    const mine = await check({ carts, coupon_code: 'ONCE50' });
    expect(mine.statusCode).toBe(422);
    expect(mine.json().errors.coupon_code).toEqual([m.couponUsedUp]);
    expect((await check({ carts, coupon_code: 'ONCE50' }, otherToken)).statusCode).toBe(200);

    await t.db.update(schema.coupons).set({ used_count: 2 }).where(eq(schema.coupons.coupon_code, 'ONCE50'));
    const taken = await check({ carts, coupon_code: 'ONCE50' }, otherToken);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.coupon_code).toEqual([m.couponUsedUp]);
    // create-order refuses before its transaction, with the same words.
    const order = await submit(body({ coupon_code: 'ONCE50' }, 2), randomUUID(), otherToken);
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.coupon_code).toEqual([m.couponUsedUp]);
  });

  it('401 for a stranger, before the body is read', async () => {
    const res = await check({ nonsense: true }, null);
    expect(res.statusCode).toBe(401);
  });
});

describe('cancelling a paid order', () => {
  it('refunds through the provider, voids the invoice and gives the stock back', async () => {
    const stock = (await stockOf(productId)) ?? 0;
    const created = (await submit(body())).json();
    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.ordermain_id, created.ordermain_id));
    const ref = payment?.payment_ref ?? '';
    await decideSandboxPayment(t.db, ref, 'approve');
    const providers = createPaymentProviders(readPaymentsConfig({}), t.db, API_BASE_PATH);
    expect((await confirmPayment(t.db, providers, ref)).kind).toBe('paid');
    const issuer = createInvoiceIssuer(readEinvoiceConfig({}), t.db);
    const invoice = await issueOrderInvoice(t.db, issuer, created.ordermain_id);

    const res = await t.app.inject({
      method: 'PUT',
      url: url(pathOf(checkoutCalls.cancelOrder, { id: created.ordermain_id })),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refunded).toBe(true);
    const [refunded] = await t.db.select().from(schema.payments).where(eq(schema.payments.payment_ref, ref));
    expect(refunded).toMatchObject({ state: 'refunded', refunded_amount: payment?.amount });
    const [sandbox] = await t.db
      .select()
      .from(schema.sandboxPayments)
      .where(eq(schema.sandboxPayments.payment_ref, ref));
    expect(sandbox?.refunded_amount).toBe(payment?.amount);
    const [voided] = await t.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.invoice_id, invoice?.invoice_id ?? 0));
    expect(voided?.state).toBe('voided');
    expect(await stockOf(productId)).toBe(stock);
  });
});

describe('expiry of a created order', () => {
  it('gives back exactly the stock and points create-order took', async () => {
    // Earlier tests' unpaid orders expire first, so only this order's give-back is measured.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    while (await expireUnpaidOrders(t.db, later));
    await appendLedgerEntry(t.db, 'points', { memberId, delta: 7, reason: 'adjustment' });
    const stock = (await stockOf(productId)) ?? 0;
    const points = await ledgerBalance(t.db, 'points', memberId);
    const created = (await submit(body({ points: 7 }, 3))).json();
    expect(await stockOf(productId)).toBe(stock - 3);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(points - 7);
    expect(await expireUnpaidOrders(t.db, later)).toBe(1);
    expect(await stockOf(productId)).toBe(stock);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(points);
    const [expired] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, created.ordermain_id));
    expect(expired?.ordermain_status).toBe(ORDER_STATUS.expired);
  });
});
