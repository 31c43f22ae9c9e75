// Shipments created automatically: a 7-ELEVEN order paid online or placed for cash on pickup gets one
// shipment, tried at once, retried with backoff after a provider failure, never twice, never for a
// cancelled order; get-711-pickup-number and the order detail answer the stored number.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { addDays, checkoutErrorMessages, DELIVERY_DAYS, ORDER_STATUS, taipeiDate } from '@shop/core';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import {
  type EcpayLogisticsFake,
  FAKE_LOGISTICS_ANSWER,
  startEcpayLogisticsFake,
} from '../../../test/ecpay-logistics-fake.ts';
import { type Logged, recordingLog, runDueJobs, until, waitingJobs } from '../../../test/job-support.ts';
import {
  checkMacValue,
  createEcpayLogistics,
  type LogisticsProvider,
  LogisticsProviderError,
  type ShipmentRequest,
} from '../../integrations/logistics/index.ts';
import { decideSandboxPayment } from '../../integrations/payments/index.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { createSession } from '../sessions/index.ts';
import { queueShipment, SHIPMENT_QUEUE } from './shipments.repository.ts';
import { createOrderShipment, type ShipmentDeps, shipmentJob } from './shipments.service.ts';

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
    logistics: { config: { provider: 'local' }, pickupSimulator: false, provider, shipmentWorker: false },
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

/** The shipment jobs due on the clock of `deps`, run by hand as the worker would: each try's outcome. */
async function createDueShipments(deps: ShipmentDeps) {
  const outcomes = await runDueJobs(deps.db, SHIPMENT_QUEUE, deps.now(), (data, id) =>
    createOrderShipment(deps, data.orderId as number, { jobId: id }),
  );
  return outcomes.filter((outcome) => outcome !== 'not_due');
}
const jobsOfOrder = async (shop: Shop, orderId: number) =>
  (await waitingJobs(shop.t.db, SHIPMENT_QUEUE)).filter((job) => job.data.orderId === orderId);

/** The shipment job's dependencies, at a clock the test sets. */
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
    // The second failure's job waits 60 s from the clock of that run; it is the only one left for the row.
    const next = await jobsOfOrder(shop, order.ordermain_id);
    expect(next.map((job) => job.id)).toEqual([second?.job_id]);
    expect(next[0]!.startAfter.getTime()).toBeGreaterThanOrEqual(
      later(31 * SECOND_MS + 59 * SECOND_MS).getTime() - SECOND_MS,
    );
    expect(await createDueShipments(jobDeps(shop, provider, later(80 * SECOND_MS)))).toEqual([]);
    expect(await createDueShipments(jobDeps(shop, provider, later(92 * SECOND_MS)))).toEqual(['retry']);
  });

  it('two workers (two processes) create the shipment once, whichever of its jobs they run', async () => {
    provider.failures = 1;
    const order = await placeOrder(shop);
    provider.requests = [];
    provider.delayMs = 200;
    // The backoff waited out: the job sent with the row and the one sent with the failure are both due.
    await shop.t.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${SHIPMENT_QUEUE} and state = 'created'`,
    );
    expect(await jobsOfOrder(shop, order.ordermain_id)).toHaveLength(2);
    const deps = jobDeps(shop, provider, new Date());
    const queues = [0, 1].map(
      () => new JobQueue(shop.t.db, { log: recordingLog([]), pollingIntervalSeconds: 0.5 }),
    );
    for (const queue of queues) queue.handle(shipmentJob({ ...deps, now: () => new Date() }));
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      await until(async () => (await jobsOfOrder(shop, order.ordermain_id)).length === 0);
      await until(async () => (await shipmentRow(shop, order.ordermain_id))?.shipment_state === 'created');
    } finally {
      for (const queue of queues) await queue.stop();
    }
    expect(provider.requests.map((r) => r.orderSn)).toEqual([order.ordermain_sn]);
    expect((await orderRow(shop, order.ordermain_id))?.pickup_number).toBe('P1');
  });

  it("the job is written with the row in the order's transaction: both gone after a rollback", async () => {
    // An unpaid order stands in for one a payment is making ready in this transaction.
    const placed = await placeOrder(shop, { pay_method: 'sandbox' });
    const order = { ...(await orderRow(shop, placed.ordermain_id))!, ordermain_status: ORDER_STATUS.paid };
    await expect(
      shop.t.db.transaction(async (tx) => {
        await queueShipment(tx, order, new Date());
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await shipmentRow(shop, order.ordermain_id)).toBeUndefined();
    expect(await jobsOfOrder(shop, order.ordermain_id)).toEqual([]);

    const at = new Date();
    await shop.t.db.transaction((tx) => queueShipment(tx, order, at));
    const row = await shipmentRow(shop, order.ordermain_id);
    // Behind the try made at once after the commit: it starts 30 s later.
    expect((await jobsOfOrder(shop, order.ordermain_id)).map((job) => [job.id, job.startAfter])).toEqual([
      [row?.job_id, new Date(at.getTime() + 30 * SECOND_MS)],
    ]);
  });

  it('waits at most an hour between tries, gives up after 30 (failed, logged) and then sends no job', async () => {
    provider.failures = 100;
    const order = await placeOrder(shop);
    const logged: Logged[] = [];
    const deps = { ...jobDeps(shop, provider, new Date()), log: recordingLog(logged) };
    await shop.t.db
      .update(schema.shipments)
      .set({ attempts: 12 })
      .where(eq(schema.shipments.ordermain_id, order.ordermain_id));
    let row = await shipmentRow(shop, order.ordermain_id);
    const at = new Date(Date.now() + 40 * SECOND_MS);
    expect(
      await createOrderShipment({ ...deps, now: () => at }, order.ordermain_id, { jobId: row!.job_id! }),
    ).toBe('retry');
    row = await shipmentRow(shop, order.ordermain_id);
    // (The jobs sent with the row and with its first failure are still waiting: they will find the turn gone.)
    const next = (await jobsOfOrder(shop, order.ordermain_id)).find((job) => job.id === row?.job_id);
    expect(next?.startAfter).toEqual(new Date(at.getTime() + 3600 * SECOND_MS));

    await shop.t.db
      .update(schema.shipments)
      .set({ attempts: 29 })
      .where(eq(schema.shipments.ordermain_id, order.ordermain_id));
    const waitingBefore = (await jobsOfOrder(shop, order.ordermain_id)).length;
    expect(await createOrderShipment(deps, order.ordermain_id, { jobId: row!.job_id! })).toBe('failed');
    expect(await jobsOfOrder(shop, order.ordermain_id)).toHaveLength(waitingBefore);
    expect(await shipmentRow(shop, order.ordermain_id)).toMatchObject({
      shipment_state: 'failed',
      attempts: 30,
    });
    expect(logged.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'shipment not created',
    ]);
    // No job was sent with the last failure; the ones still waiting do nothing.
    provider.requests = [];
    expect(await createDueShipments(jobDeps(shop, provider, later(3600 * SECOND_MS)))).toEqual([]);
    expect(provider.requests).toEqual([]);
  });

  it('a run that finds the try under way elsewhere is retried later; a pending row from before the queue gets one job at start', async () => {
    provider.failures = 1;
    const order = await placeOrder(shop);
    const row = (await shipmentRow(shop, order.ordermain_id))!;
    const job = shipmentJob(jobDeps(shop, provider, new Date()));
    await shop.t.db
      .update(schema.shipments)
      .set({ leased_until: later(60 * SECOND_MS) })
      .where(eq(schema.shipments.ordermain_id, order.ordermain_id));
    await expect(job.run({ orderId: order.ordermain_id }, { id: row.job_id! })).rejects.toThrow(
      'under way elsewhere',
    );

    // As the sweep of before left it: pending, no job, its next try due a second ago.
    await shop.t.db.execute(
      sql`delete from pgboss.job where name = ${SHIPMENT_QUEUE} and data->>'orderId' = ${String(order.ordermain_id)}`,
    );
    await shop.t.db
      .update(schema.shipments)
      .set({ job_id: null, leased_until: later(-SECOND_MS) })
      .where(eq(schema.shipments.ordermain_id, order.ordermain_id));
    const queues = [0, 1].map(
      () => new JobQueue(shop.t.db, { log: recordingLog([]), pollingIntervalSeconds: 0.5 }),
    );
    for (const queue of queues)
      queue.handle(shipmentJob(jobDeps(shop, provider, new Date()), { work: false }));
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      await Promise.all(queues.map((queue) => queue.start()));
    } finally {
      for (const queue of queues) await queue.stop();
    }
    const given = await jobsOfOrder(shop, order.ordermain_id);
    expect(given.map((waiting) => waiting.id)).toEqual([
      (await shipmentRow(shop, order.ordermain_id))?.job_id,
    ]);
    provider.requests = [];
    expect(await createDueShipments(jobDeps(shop, provider, new Date()))).toEqual(['created']);
    expect(provider.requests).toHaveLength(1);
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
    const jobId = randomUUID();
    await shop.t.db
      .update(schema.shipments)
      .set({ shipment_state: 'pending', job_id: jobId })
      .where(eq(schema.shipments.ordermain_id, order.ordermain_id));
    expect(await createOrderShipment(jobDeps(shop, ecpay, new Date()), order.ordermain_id, { jobId })).toBe(
      'retry',
    );
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
