// Shipments created automatically: a 7-ELEVEN order paid online or placed for cash on pickup gets one
// shipment, tried at once, retried with backoff after a provider failure, never twice, never for a
// cancelled order; get-711-pickup-number and the order detail answer the stored number.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { addDays, checkoutErrorMessages, DELIVERY_DAYS, ORDER_STATUS, taipeiDate } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import {
  type EcpayLogisticsFake,
  FAKE_LOGISTICS_ANSWER,
  startEcpayLogisticsFake,
} from '../../../test/ecpay-logistics-fake.ts';
import {
  checkMacValue,
  createEcpayLogistics,
  type LogisticsProvider,
  LogisticsProviderError,
  type ShipmentRequest,
} from '../../integrations/logistics/index.ts';
import { decideSandboxPayment } from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';
import { createDueShipments, type ShipmentDeps } from './shipments.service.ts';

const MOBILE = '0912000000';
const STORE = '201001';
const SECOND_MS = 1000;

/** The local provider's answers, with failures and a delay the test decides. */
class ScriptedLogistics implements LogisticsProvider {
  readonly id = 'local' as const;
  requests: ShipmentRequest[] = [];
  failures = 0;
  delayMs = 0;
  async createShipment(request: ShipmentRequest) {
    this.requests.push(request);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failures > 0) {
      this.failures -= 1;
      throw new LogisticsProviderError('ECPay logistics unreachable');
    }
    return { logisticsId: `LOCAL-${request.orderSn}`, pickupNumber: `P${this.requests.length}` };
  }
  storeMapForm = () => null;
}

interface Shop {
  t: TestApp;
  token: string;
  productId: number;
}

async function openShop(provider: LogisticsProvider): Promise<Shop> {
  // These tests place many cash-on-pickup orders for one member; the shop's limit of open ones is not theirs.
  vi.stubEnv('CASH_ON_PICKUP_OPEN_ORDERS_MAX', '1000');
  const t = await buildTestApp({
    siteOrigin: 'https://shop.example.test',
    logistics: { config: { provider: 'local' }, pickupSimulator: false, provider, shipmentIntervalMs: 0 },
  });
  const token = await createSession(t.db, await memberIdByMobile(t.db, MOBILE));
  const productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 500 }).where(eq(schema.products.p_id, productId));
  return { t, token, productId };
}

const url = (path: string) => `${API_BASE_PATH}/${path}`;

async function placeOrder(shop: Shop, overrides: Partial<CreateOrderBody> = {}) {
  const res = await shop.t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.createOrder)),
    headers: { authorization: `Bearer ${shop.token}`, 'idempotency-key': randomUUID() },
    payload: {
      carts: { cart: [{ productId: shop.productId, quantity: 1 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: MOBILE, store_id: STORE },
      invoice: { invoice_type: 'member' },
      pay_method: 'cod',
      ...overrides,
    } satisfies CreateOrderBody,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { ordermain_id: number; ordermain_sn: string; payment: { redirect_url: string } };
}

/** A sandbox order approved on the sandbox page and confirmed by the shopper's return. */
async function paySandboxOrder(shop: Shop, overrides: Partial<CreateOrderBody> = {}) {
  const order = await placeOrder(shop, { pay_method: 'sandbox', ...overrides });
  const ref = order.payment.redirect_url.split('/').at(-1) ?? '';
  await decideSandboxPayment(shop.t.db, ref, 'approve');
  const res = await shop.t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.confirmPayment)),
    headers: { authorization: `Bearer ${shop.token}` },
    payload: { ref },
  });
  expect(res.json().outcome).toBe('paid');
  return order;
}

/** The member cancels the order (PUT orders/{id}/cancel). */
const cancelOrder = (shop: Shop, id: number) =>
  shop.t.app.inject({
    method: 'PUT',
    url: url(pathOf(checkoutCalls.cancelOrder, { id })),
    headers: { authorization: `Bearer ${shop.token}` },
  });
const orderRow = async (shop: Shop, id: number) =>
  (await shop.t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id)))[0];
const shipmentRow = async (shop: Shop, id: number) =>
  (await shop.t.db.select().from(schema.shipments).where(eq(schema.shipments.ordermain_id, id)))[0];
const pickupNumber = (shop: Shop, id: number) =>
  shop.t.app.inject({
    method: 'GET',
    url: `${url(pathOf(checkoutCalls.pickupNumber))}?oorder_id=${id}`,
    headers: { authorization: `Bearer ${shop.token}` },
  });

/** The shipment job as the scheduler runs it, at a clock the test sets. */
const jobDeps = (shop: Shop, logistics: LogisticsProvider, at: Date): ShipmentDeps => ({
  db: shop.t.db,
  logistics,
  log: shop.t.app.log,
  now: () => at,
});
const later = (ms: number) => new Date(Date.now() + ms);

describe('shipments with the local provider', () => {
  const provider = new ScriptedLogistics();
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop(provider);
  });
  afterAll(() => shop?.t.close());
  beforeEach(async () => {
    provider.requests = [];
    provider.failures = 0;
    provider.delayMs = 0;
    // Each test watches the job run over its own orders only.
    await shop.t.db
      .update(schema.shipments)
      .set({ shipment_state: 'failed' })
      .where(eq(schema.shipments.shipment_state, 'pending'));
  });

  it('a 7-ELEVEN order paid online gets its shipment when the payment is confirmed; get-711-pickup-number answers it', async () => {
    const order = await placeOrder(shop, { pay_method: 'sandbox' });
    expect(provider.requests).toEqual([]);
    expect((await pickupNumber(shop, order.ordermain_id)).json().message).toBe(
      checkoutErrorMessages.pickupNumberNotReady,
    );

    const ref = order.payment.redirect_url.split('/').at(-1) ?? '';
    await decideSandboxPayment(shop.t.db, ref, 'approve');
    await shop.t.app.inject({
      method: 'POST',
      url: url(pathOf(checkoutCalls.confirmPayment)),
      headers: { authorization: `Bearer ${shop.token}` },
      payload: { ref },
    });

    const row = await orderRow(shop, order.ordermain_id);
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]).toEqual({
      orderSn: order.ordermain_sn,
      merchantTradeNo: order.ordermain_sn.replace('-', ''),
      goodsAmount: row?.ordermain_total,
      collectAmount: 0,
      goodsName: '米瑞法肌研所保養品',
      receiverName: '林小安',
      receiverMobile: MOBILE,
      chain: 'seven',
      storeId: STORE,
    });
    expect(row).toMatchObject({ logistics_id: `LOCAL-${order.ordermain_sn}`, pickup_number: 'P1' });
    expect(await shipmentRow(shop, order.ordermain_id)).toMatchObject({
      shipment_state: 'created',
      attempts: 1,
      collect_amount: 0,
      merchant_trade_no: order.ordermain_sn.replace('-', ''),
    });
    const answer = await pickupNumber(shop, order.ordermain_id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ordermain_id: order.ordermain_id, pickup_number: 'P1' });
    const detail = await shop.t.app.inject({
      method: 'GET',
      url: url(pathOf(checkoutCalls.getOrder, { id: order.ordermain_id })),
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(detail.json().delivery).toEqual({
      zipcode: '',
      city: '',
      district: '',
      address: '',
      store_id: STORE,
      store_name: '米瑞中正門市',
      pickup_number: 'P1',
      tracking_number: null,
      // Paid today and not shipped yet: a store parcel is promised 3 days from today (Taipei).
      expected_arrival: addDays(taipeiDate(new Date()), DELIVERY_DAYS.seven ?? 0),
    });
  });

  it('a cash-on-pickup order gets its shipment when placed, collecting the order total', async () => {
    const order = await placeOrder(shop);
    const row = await orderRow(shop, order.ordermain_id);
    expect(row?.ordermain_status).toBe(ORDER_STATUS.cashOnPickupConfirmed);
    expect(row?.ordermain_total).toBeGreaterThan(0);
    expect(provider.requests.map((r) => [r.goodsAmount, r.collectAmount])).toEqual([
      [row?.ordermain_total, row?.ordermain_total],
    ]);
    expect(row?.pickup_number).toBe('P1');
    expect((await shipmentRow(shop, order.ordermain_id))?.collect_amount).toBe(row?.ordermain_total);
  });

  it('home delivery and unpaid orders get no shipment row', async () => {
    const home = await paySandboxOrder(shop, {
      ship_method: 'home',
      recipient: {
        name: '林小安',
        mobile: MOBILE,
        zipcode: '100',
        city: '臺北市',
        district: '中正區',
        address: '重慶南路一段1號',
      },
    });
    const unpaid = await placeOrder(shop, { pay_method: 'sandbox' });
    expect(await shipmentRow(shop, home.ordermain_id)).toBeUndefined();
    expect(await shipmentRow(shop, unpaid.ordermain_id)).toBeUndefined();
    expect(provider.requests).toEqual([]);
    expect((await orderRow(shop, home.ordermain_id))?.logistics_id).toBeNull();
  });

  it('a provider failure is retried by the job after the backoff, and the number is stored then', async () => {
    provider.failures = 1;
    const order = await placeOrder(shop);
    expect(await shipmentRow(shop, order.ordermain_id)).toMatchObject({
      shipment_state: 'pending',
      attempts: 1,
      last_error: 'ECPay logistics unreachable',
    });
    expect((await orderRow(shop, order.ordermain_id))?.pickup_number).toBeNull();

    // 30 s after the first failure: not yet at 29 s, done at 31 s.
    expect(await createDueShipments(jobDeps(shop, provider, later(29 * SECOND_MS)))).toEqual([]);
    expect(await createDueShipments(jobDeps(shop, provider, later(31 * SECOND_MS)))).toEqual(['created']);
    expect(provider.requests).toHaveLength(2);
    expect(await orderRow(shop, order.ordermain_id)).toMatchObject({ pickup_number: 'P2' });
    expect(await shipmentRow(shop, order.ordermain_id)).toMatchObject({
      shipment_state: 'created',
      attempts: 2,
      last_error: null,
    });
    // Done: later runs find nothing.
    expect(await createDueShipments(jobDeps(shop, provider, later(3600 * SECOND_MS)))).toEqual([]);
  });

  it('the wait doubles after each failure', async () => {
    provider.failures = 3;
    const order = await placeOrder(shop);
    expect(await createDueShipments(jobDeps(shop, provider, later(31 * SECOND_MS)))).toEqual(['retry']);
    const second = await shipmentRow(shop, order.ordermain_id);
    expect(second?.attempts).toBe(2);
    // The second failure waits 60 s from the clock of that run.
    expect(second?.next_attempt_at.getTime()).toBeGreaterThanOrEqual(
      later(31 * SECOND_MS + 59 * SECOND_MS).getTime() - SECOND_MS,
    );
    expect(await createDueShipments(jobDeps(shop, provider, later(80 * SECOND_MS)))).toEqual([]);
    expect(await createDueShipments(jobDeps(shop, provider, later(92 * SECOND_MS)))).toEqual(['retry']);
  });

  it('two concurrent runs create the shipment once', async () => {
    provider.failures = 1;
    const order = await placeOrder(shop);
    provider.requests = [];
    provider.delayMs = 200;
    const at = later(31 * SECOND_MS);
    const [a, b] = await Promise.all([
      createDueShipments(jobDeps(shop, provider, at)),
      createDueShipments(jobDeps(shop, provider, at)),
    ]);
    // The slower run either finds the shipment claimed ('not_due') or, when the claim has already moved
    // its next attempt, does not list it at all: both are right, one creation is the point.
    const outcomes = [...(a ?? []), ...(b ?? [])];
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome !== 'created').every((outcome) => outcome === 'not_due'),
    ).toBe(true);
    expect(provider.requests.map((r) => r.orderSn)).toEqual([order.ordermain_sn]);
    expect((await orderRow(shop, order.ordermain_id))?.pickup_number).toBe('P1');
  });

  it('a cancelled order is not shipped: its pending shipment is skipped and the job never calls the provider', async () => {
    provider.failures = 1;
    const order = await placeOrder(shop);
    expect((await cancelOrder(shop, order.ordermain_id)).statusCode).toBe(200);
    expect(await shipmentRow(shop, order.ordermain_id)).toMatchObject({ shipment_state: 'skipped' });
    provider.requests = [];
    expect(await createDueShipments(jobDeps(shop, provider, later(3600 * SECOND_MS)))).toEqual([]);
    expect(provider.requests).toEqual([]);
    expect((await orderRow(shop, order.ordermain_id))?.logistics_id).toBeNull();
  });

  it('an order cancelled while its try waited is skipped by the job', async () => {
    provider.failures = 1;
    const order = await placeOrder(shop);
    // Cancelled by a path that does not settle the shipment (customer service in the database).
    await shop.t.db
      .update(schema.orders)
      .set({ ordermain_status: ORDER_STATUS.cancelled })
      .where(eq(schema.orders.ordermain_id, order.ordermain_id));
    provider.requests = [];
    expect(await createDueShipments(jobDeps(shop, provider, later(31 * SECOND_MS)))).toEqual(['skipped']);
    expect(provider.requests).toEqual([]);
    expect((await shipmentRow(shop, order.ordermain_id))?.shipment_state).toBe('skipped');
  });

  it('cancelling an order whose shipment exists keeps the shipment and its number', async () => {
    const order = await placeOrder(shop);
    expect((await cancelOrder(shop, order.ordermain_id)).statusCode).toBe(200);
    expect(await orderRow(shop, order.ordermain_id)).toMatchObject({
      ordermain_status: ORDER_STATUS.cancelled,
      logistics_id: `LOCAL-${order.ordermain_sn}`,
      pickup_number: 'P1',
    });
    expect((await shipmentRow(shop, order.ordermain_id))?.shipment_state).toBe('created');
  });
});

describe('shipments with ECPay (local fake)', () => {
  const KEYS = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' };
  const MERCHANT_ID = '2000933';
  let fake: EcpayLogisticsFake;
  let shop: Shop;
  let ecpay: LogisticsProvider;
  beforeAll(async () => {
    // 201001: a seeded 7-ELEVEN, 006001: a seeded 全家, 2001: a seeded 萊爾富.
    fake = await startEcpayLogisticsFake({
      merchantId: MERCHANT_ID,
      ...KEYS,
      stores: [STORE, '006001', '2001'],
    });
    const config = {
      provider: 'ecpay',
      apiUrl: fake.url,
      merchantId: MERCHANT_ID,
      ...KEYS,
      senderName: '米瑞法',
      senderMobile: '0912345678',
      serverReplyUrl: 'https://shop.example.test/front-stage/v1/logistics/ecpay/notify',
    } as const;
    ecpay = createEcpayLogistics(config);
    shop = await openShop(ecpay);
  });
  afterAll(async () => {
    await shop?.t.close();
    await fake?.close();
  });

  it('a cash-on-pickup order: signed Express/Create with the total to collect, ids stored, a repeat refused', async () => {
    const order = await placeOrder(shop);
    const row = await orderRow(shop, order.ordermain_id);
    const total = String(row?.ordermain_total);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      MerchantID: MERCHANT_ID,
      MerchantTradeNo: order.ordermain_sn.replace('-', ''),
      LogisticsType: 'CVS',
      LogisticsSubType: 'UNIMARTC2C',
      GoodsAmount: total,
      CollectionAmount: total,
      IsCollection: 'Y',
      ReceiverStoreID: STORE,
      ReceiverName: '林小安',
    });
    expect(row).toMatchObject({
      logistics_id: FAKE_LOGISTICS_ANSWER.AllPayLogisticsID,
      pickup_number: `${FAKE_LOGISTICS_ANSWER.CVSPaymentNo}${FAKE_LOGISTICS_ANSWER.CVSValidationNo}`,
    });
    expect((await pickupNumber(shop, order.ordermain_id)).json().pickup_number).toBe('C97665469953');

    // Even if the step were run again, ECPay refuses the trade number: the order keeps its first ids.
    await shop.t.db
      .update(schema.shipments)
      .set({ shipment_state: 'pending', next_attempt_at: new Date() })
      .where(eq(schema.shipments.ordermain_id, order.ordermain_id));
    expect(await createDueShipments(jobDeps(shop, ecpay, later(SECOND_MS)))).toEqual(['retry']);
    expect((await shipmentRow(shop, order.ordermain_id))?.last_error).toBe(
      'ECPay logistics refused: MerchantTradeNo Duplicate',
    );
    expect((await orderRow(shop, order.ordermain_id))?.pickup_number).toBe('C97665469953');
  });

  it('a paid order collects nothing; a forged answer is not stored and is retried', async () => {
    fake.tamperAnswer = true;
    const order = await paySandboxOrder(shop);
    fake.tamperAnswer = false;
    const last = fake.requests.at(-1);
    expect(last).toMatchObject({ IsCollection: 'N', CollectionAmount: '0' });
    expect(await orderRow(shop, order.ordermain_id)).toMatchObject({
      logistics_id: null,
      pickup_number: null,
    });
    expect((await shipmentRow(shop, order.ordermain_id))?.last_error).toBe(
      'ECPay logistics answer failed its CheckMacValue',
    );
  });

  it('a FamilyMart cash-on-pickup order creates a FAMIC2C shipment, signed, with the seeded store and its number', async () => {
    const order = await placeOrder(shop, {
      ship_method: 'family',
      recipient: { name: '林小安', mobile: MOBILE, store_id: '006001' },
    });
    const row = await orderRow(shop, order.ordermain_id);
    const sent = fake.requests.at(-1) ?? {};
    expect(sent).toMatchObject({
      MerchantTradeNo: order.ordermain_sn.replace('-', ''),
      LogisticsType: 'CVS',
      LogisticsSubType: 'FAMIC2C',
      ReceiverStoreID: '006001',
      IsCollection: 'Y',
      CollectionAmount: String(row?.ordermain_total),
    });
    // The fake accepted it only with a CheckMacValue made from these very fields (MD5, our keys).
    expect(sent.CheckMacValue).toBe(checkMacValue(sent, KEYS, 'md5'));
    expect(row).toMatchObject({ ship_method: 'family', store_id: '006001', store_name: '全家米瑞中正店' });
    expect(row?.pickup_number).toBe('C97665469953');
    expect((await pickupNumber(shop, order.ordermain_id)).json().pickup_number).toBe('C97665469953');
  });

  it('a Hi-Life order takes HILIFEC2C; a store of another chain or a name ECPay refuses is refused by create-order', async () => {
    await placeOrder(shop, {
      ship_method: 'hilife',
      recipient: { name: '林小安', mobile: MOBILE, store_id: '2001' },
    });
    expect(fake.requests.at(-1)).toMatchObject({ LogisticsSubType: 'HILIFEC2C', ReceiverStoreID: '2001' });
    for (const recipient of [
      { name: '林小安', mobile: MOBILE, store_id: STORE },
      { name: '林', mobile: MOBILE, store_id: '2001' },
    ]) {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: url(pathOf(checkoutCalls.createOrder)),
        headers: { authorization: `Bearer ${shop.token}`, 'idempotency-key': randomUUID() },
        payload: {
          carts: { cart: [{ productId: shop.productId, quantity: 1 }] },
          ship_method: 'hilife',
          recipient,
          invoice: { invoice_type: 'member' },
          pay_method: 'cod',
        } satisfies CreateOrderBody,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([
        recipient.name === '林' ? 'recipient.name' : 'recipient.store_id',
      ]);
    }
  });
});
