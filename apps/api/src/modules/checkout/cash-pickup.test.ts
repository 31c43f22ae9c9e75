// Cash on 7-ELEVEN pickup collected: ECPay's logistics notification (signed form post) and the local
// simulator mark the order paid and issue its e-invoice once; forged, replayed or mismatched reports
// change nothing. A parcel ECPay reports not collected (2074) is returned with its stock, once.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { ORDER_STATUS, UNCOLLECTED_PICKUP_DAYS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { checkMacValue, type LogisticsConfig } from '../../integrations/logistics/index.ts';
import { createSession } from '../sessions/index.ts';
import { returnUncollectedPickups } from './uncollected-pickups.ts';

/** ECPay's published test account for C2C logistics. */
const ECPAY = {
  provider: 'ecpay',
  apiUrl: 'http://127.0.0.1:9',
  merchantId: '2000933',
  hashKey: 'XBERn1YOvpM9nfZc',
  hashIv: 'h1ONHk4P4yqbl5LK',
  senderName: '米瑞法',
  senderMobile: '0912345678',
  serverReplyUrl: 'https://shop.example.test/front-stage/v1/logistics/ecpay/notify',
} as const satisfies LogisticsConfig;
const NOTIFY = `${API_BASE_PATH}/logistics/ecpay/notify`;

interface Shop {
  t: TestApp;
  token: string;
  productId: number;
}

async function openShop(logistics: { config: LogisticsConfig; pickupSimulator: boolean }): Promise<Shop> {
  const t = await buildTestApp({ siteOrigin: 'https://shop.example.test', logistics });
  const token = await createSession(t.db, await memberIdByMobile(t.db, '0912000000'));
  const productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
  return { t, token, productId };
}

async function placeOrder(shop: Shop, pay: CreateOrderBody['pay_method'] = 'cod') {
  const res = await shop.t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${shop.token}`, 'idempotency-key': randomUUID() },
    payload: {
      carts: { cart: [{ productId: shop.productId, quantity: 1 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
      invoice: { invoice_type: 'member' },
      pay_method: pay,
    } satisfies CreateOrderBody,
  });
  expect(res.statusCode).toBe(200);
  const [row] = await shop.t.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.ordermain_id, res.json().ordermain_id));
  if (!row) throw new Error('no order');
  return row;
}

const orderRow = async (shop: Shop, id: number) =>
  (await shop.t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id)))[0];
const invoicesOf = (shop: Shop, id: number) =>
  shop.t.db.select().from(schema.invoices).where(eq(schema.invoices.ordermain_id, id));

/** The form ECPay posts to ServerReplyURL, signed with the merchant's keys. */
function notice(order: { ordermain_sn: string; ordermain_total: number }, rtnCode: string, amount?: number) {
  const fields: Record<string, string> = {
    MerchantID: ECPAY.merchantId,
    MerchantTradeNo: order.ordermain_sn.replace('-', ''),
    RtnCode: rtnCode,
    RtnMsg: rtnCode === '2067' ? '消費者成功取件' : '商品已送至門市',
    AllPayLogisticsID: '1718546',
    LogisticsType: 'CVS',
    LogisticsSubType: 'UNIMARTC2C',
    GoodsAmount: String(amount ?? order.ordermain_total),
    UpdateStatusDate: '2026/11/24 15:20:31',
    ReceiverName: '林小安',
    ReceiverPhone: '',
    ReceiverCellPhone: '0912000000',
    ReceiverEmail: '',
    ReceiverAddress: '',
    CVSPaymentNo: 'C9766546',
    CVSValidationNo: '9953',
    BookingNote: '',
  };
  return { ...fields, CheckMacValue: checkMacValue(fields, ECPAY, 'md5') };
}

const post = (shop: Shop, form: Record<string, string>) =>
  shop.t.app.inject({
    method: 'POST',
    url: NOTIFY,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('ECPay logistics notification', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ config: ECPAY, pickupSimulator: false });
  });
  afterAll(() => shop?.t.close());

  it('picked up (2067): the cash order is delivered and paid, with one invoice; a replay changes nothing', async () => {
    const order = await placeOrder(shop);
    expect(order.ordermain_status).toBe(ORDER_STATUS.cashOnPickupConfirmed);

    const arrived = await post(shop, notice(order, '2073'));
    expect([arrived.statusCode, arrived.body]).toEqual([200, '1|OK']);
    expect((await orderRow(shop, order.ordermain_id))?.ordermain_status).toBe(
      ORDER_STATUS.cashOnPickupConfirmed,
    );
    expect(await invoicesOf(shop, order.ordermain_id)).toHaveLength(0);

    const res = await post(shop, notice(order, '2067'));
    expect([res.statusCode, res.body]).toEqual([200, '1|OK']);
    const row = await orderRow(shop, order.ordermain_id);
    expect(row?.ordermain_status).toBe(ORDER_STATUS.delivered);
    expect(row?.paid_at).not.toBeNull();
    expect(row?.shipped_at).not.toBeNull();
    const invoices = await invoicesOf(shop, order.ordermain_id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: order.ordermain_total, state: 'issued' });

    const replay = await post(shop, notice(order, '2067'));
    expect([replay.statusCode, replay.body]).toEqual([200, '1|OK']);
    expect(await invoicesOf(shop, order.ordermain_id)).toEqual(invoices);
    expect((await orderRow(shop, order.ordermain_id))?.paid_at).toEqual(row?.paid_at);
  });

  it('a forged CheckMacValue, another merchant or another amount changes nothing', async () => {
    const order = await placeOrder(shop);
    const forged = { ...notice(order, '2067'), GoodsAmount: '1' };
    const res = await post(shop, forged);
    expect([res.statusCode, res.body]).toEqual([400, '0|CheckMacValue Error']);
    const unsigned = notice(order, '2067');
    const otherKeys = checkMacValue(unsigned, { hashKey: 'x'.repeat(16), hashIv: 'y'.repeat(16) }, 'md5');
    expect((await post(shop, { ...unsigned, CheckMacValue: otherKeys })).statusCode).toBe(400);
    // Correctly signed but not what the store should have collected: acknowledged, not believed.
    expect((await post(shop, notice(order, '2067', order.ordermain_total - 1))).body).toBe('1|OK');
    expect((await orderRow(shop, order.ordermain_id))?.ordermain_status).toBe(
      ORDER_STATUS.cashOnPickupConfirmed,
    );
    expect(await invoicesOf(shop, order.ordermain_id)).toHaveLength(0);
  });

  it('an order paid online is not made paid again by a pickup notification', async () => {
    const order = await placeOrder(shop, 'sandbox');
    expect((await post(shop, notice(order, '2067'))).body).toBe('1|OK');
    const row = await orderRow(shop, order.ordermain_id);
    expect([row?.ordermain_status, row?.paid_at]).toEqual([ORDER_STATUS.awaitingPayment, null]);
    expect(await invoicesOf(shop, order.ordermain_id)).toHaveLength(0);
  });

  it('not collected (2074): the cash order is returned and its stock given back, once', async () => {
    const stockOf = async () =>
      (await shop.t.db.select().from(schema.products).where(eq(schema.products.p_id, shop.productId)))[0]
        ?.stock;
    const before = await stockOf();
    const order = await placeOrder(shop);
    expect(await stockOf()).toBe((before ?? 0) - 1);

    const res = await post(shop, notice(order, '2074'));
    expect([res.statusCode, res.body]).toEqual([200, '1|OK']);
    const row = await orderRow(shop, order.ordermain_id);
    expect([row?.ordermain_status, row?.paid_at]).toEqual([ORDER_STATUS.pickupNotCollected, null]);
    expect(await stockOf()).toBe(before);

    const replay = await post(shop, notice(order, '2074'));
    expect([replay.statusCode, replay.body]).toEqual([200, '1|OK']);
    expect(await stockOf()).toBe(before);
    expect(await orderRow(shop, order.ordermain_id)).toEqual(row);
  });

  it('a not-collected notice for an order already collected changes nothing', async () => {
    const order = await placeOrder(shop);
    expect((await post(shop, notice(order, '2067'))).body).toBe('1|OK');
    const collected = await orderRow(shop, order.ordermain_id);
    expect(collected?.ordermain_status).toBe(ORDER_STATUS.delivered);
    const stock = (
      await shop.t.db.select().from(schema.products).where(eq(schema.products.p_id, shop.productId))
    )[0]?.stock;
    expect((await post(shop, notice(order, '2074'))).body).toBe('1|OK');
    expect(await orderRow(shop, order.ordermain_id)).toEqual(collected);
    expect(
      (await shop.t.db.select().from(schema.products).where(eq(schema.products.p_id, shop.productId)))[0]
        ?.stock,
    ).toBe(stock);
  });

  it('the local simulator is not served with a real provider', async () => {
    const order = await placeOrder(shop);
    const res = await shop.t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/logistics/local/picked-up/${order.ordermain_sn}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('local pickup simulator (LOGISTICS_PICKUP_SIMULATOR=true)', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ config: { provider: 'local' }, pickupSimulator: true });
  });
  afterAll(() => shop?.t.close());

  const pickUp = (sn: string) =>
    shop.t.app.inject({ method: 'POST', url: `${API_BASE_PATH}/logistics/local/picked-up/${sn}` });

  it('marks a cash order collected and invoiced once; ECPay notifications are not served', async () => {
    const order = await placeOrder(shop);
    const first = await pickUp(order.ordermain_sn);
    expect(first.json()).toEqual({ ordermain_sn: order.ordermain_sn, outcome: 'collected' });
    expect((await orderRow(shop, order.ordermain_id))?.ordermain_status).toBe(ORDER_STATUS.delivered);
    expect(await invoicesOf(shop, order.ordermain_id)).toHaveLength(1);
    expect((await pickUp(order.ordermain_sn)).json().outcome).toBe('unchanged');
    expect(await invoicesOf(shop, order.ordermain_id)).toHaveLength(1);
    expect((await pickUp('MR000000-0000000000')).json().outcome).toBe('unknown_order');
    // No route and no form parser: refused before any handler (404 or 415).
    expect([404, 415]).toContain((await post(shop, notice(order, '2067'))).statusCode);
  });
});

describe('an uncollected cash-on-pickup parcel', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ config: { provider: 'local' }, pickupSimulator: true });
  });
  afterAll(async () => {
    await shop?.t.close();
  });

  it(`returns its stock ${UNCOLLECTED_PICKUP_DAYS} days after it was placed, once`, async () => {
    const stockOf = async () =>
      (await shop.t.db.select().from(schema.products).where(eq(schema.products.p_id, shop.productId)))[0]
        ?.stock;
    const before = await stockOf();
    const order = await placeOrder(shop);
    expect(order.ordermain_status).toBe(ORDER_STATUS.cashOnPickupConfirmed);
    expect(await stockOf()).toBe((before ?? 0) - 1);
    const placed = order.ordermain_dt1.getTime();
    const at = (days: number) => () => new Date(placed + days * 86_400_000 + 1000);

    expect(await returnUncollectedPickups({ db: shop.t.db, now: at(UNCOLLECTED_PICKUP_DAYS - 1) })).toBe(0);
    expect(await returnUncollectedPickups({ db: shop.t.db, now: at(UNCOLLECTED_PICKUP_DAYS) })).toBe(1);
    const [row] = await shop.t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, order.ordermain_id));
    expect(row?.ordermain_status).toBe(ORDER_STATUS.pickupNotCollected);
    expect(await stockOf()).toBe(before);
    expect(await returnUncollectedPickups({ db: shop.t.db, now: at(UNCOLLECTED_PICKUP_DAYS + 1) })).toBe(0);
    expect(await stockOf()).toBe(before);
  });
});
