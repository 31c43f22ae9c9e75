import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_PATH, checkoutCalls, pathOf, withQuery } from '@shop/contracts';
import {
  checkoutErrorMessages,
  checkoutValidationMessages,
  ORDER_STATUS,
  sandboxPaymentMessages,
} from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { insertTestOrder, memberIdByMobile } from '../../../test/checkout-orders.ts';
import { confirmPaymentOf as confirmPayment } from '../../../test/confirm-payment.ts';
import {
  createPaymentProviders,
  createSandboxProvider,
  readPaymentsConfig,
} from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';

let t: TestApp;
let memberId: number;
let otherMemberId: number;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, '0912000000');
  otherMemberId = await memberIdByMobile(t.db, '0912000001');
  token = await createSession(t.db, memberId);
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${path}`, headers });

describe('checkout reference calls', () => {
  it('every call of the table has its route', () => {
    for (const [name, call] of Object.entries(checkoutCalls)) {
      const url = `${API_BASE_PATH}/${call.route}`;
      expect(t.app.hasRoute({ method: call.method, url }), name).toBe(true);
    }
    expect(checkoutCalls.zipcodes.cacheMs).toBe(60_000);
    expect(checkoutCalls.hkFreight.cacheMs).toBeUndefined();
  });

  it('get-ship-method-list/: home and the three store chains free from one item, Hong Kong NT$ 380 below NT$ 3000', async () => {
    const res = await get(pathOf(checkoutCalls.shipMethods));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shipMethods: [
        { ship_id: 'home', ship_name: '宅配到府', freight: 0, free_from: null },
        { ship_id: 'seven', ship_name: '7-ELEVEN 超商取貨', freight: 0, free_from: null },
        { ship_id: 'family', ship_name: '全家超商取貨', freight: 0, free_from: null },
        { ship_id: 'hilife', ship_name: '萊爾富超商取貨', freight: 0, free_from: null },
        { ship_id: 'hk', ship_name: '香港配送', freight: 380, free_from: 3000 },
      ],
    });
  });

  it('get-pay-method-list/: by default the sandbox and cash on pickup (store pickups only); no card SDK keys', async () => {
    const res = await get(pathOf(checkoutCalls.payMethods));
    expect(res.json()).toEqual({
      payMethods: [
        {
          pay_id: 'sandbox',
          pay_name: '測試付款（模擬金流）',
          ship_methods: ['home', 'seven', 'family', 'hilife', 'hk'],
        },
        { pay_id: 'cod', pay_name: '超商取貨付款', ship_methods: ['seven', 'family', 'hilife'] },
      ],
      tappay: null,
    });
  });

  it('/.well-known/apple-developer-merchantid-domain-association: 404 while Apple Pay is not configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/.well-known/apple-developer-merchantid-domain-association',
    });
    expect(res.statusCode).toBe(404);
  });

  it("/.well-known/apple-developer-merchantid-domain-association: the configured file's content, as plain text", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'apple-pay-'));
    const file = join(dir, 'association');
    writeFileSync(file, '7B227073704964223A2239353139\n');
    const fromFile = await buildTestApp({
      payments: readPaymentsConfig({ TAPPAY_APPLE_DOMAIN_ASSOCIATION_FILE: file }),
    });
    const fromValue = await buildTestApp({
      payments: readPaymentsConfig({ TAPPAY_APPLE_DOMAIN_ASSOCIATION: '7B22707370496422' }),
    });
    try {
      const path = '/.well-known/apple-developer-merchantid-domain-association';
      const res = await fromFile.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('7B227073704964223A2239353139\n');
      expect((await fromValue.app.inject({ method: 'GET', url: path })).body).toBe('7B22707370496422');
    } finally {
      await fromFile.close();
      await fromValue.close();
      rmSync(dir, { recursive: true });
    }
  });

  it('get-zipcode-list/: 22 counties from the packaged data set, districts with their zip codes', async () => {
    const res = await get(pathOf(checkoutCalls.zipcodes));
    const { counties } = res.json() as {
      counties: { county: string; districts: { district: string; zipcode: string }[] }[];
    };
    expect(counties).toHaveLength(22);
    expect(counties[0]?.county).toBe('臺北市');
    expect(counties[0]?.districts[0]).toEqual({ district: '中正區', zipcode: '100' });
    const kaohsiung = counties.find((c) => c.county === '高雄市');
    expect(kaohsiung?.districts).toContainEqual({ district: '左營區', zipcode: '813' });
  });

  it('get-donate lists the donation codes', async () => {
    const res = await get(pathOf(checkoutCalls.donates));
    expect(res.json()).toEqual({
      donates: [
        { donate_code: '919', donate_name: '財團法人創世社會福利基金會' },
        { donate_code: '8585', donate_name: '財團法人台灣兒童暨家庭扶助基金會' },
        { donate_code: '25885', donate_name: '財團法人伊甸社會福利基金會' },
      ],
    });
  });

  it('get-company-name-by-sn: the name; 422 on a bad checksum; 404 for a valid unknown number', async () => {
    const found = await get(pathOf(checkoutCalls.companyName, { taxNumber: '53128701' }));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ tax_number: '53128701', company_name: '米瑞法生技股份有限公司' });

    const invalid = await get(pathOf(checkoutCalls.companyName, { taxNumber: '12345678' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      message: checkoutValidationMessages.taxNumberInvalid,
      code: 'VALIDATION_FAILED',
      errors: { taxNumber: [checkoutValidationMessages.taxNumberInvalid] },
    });

    const unknown = await get(pathOf(checkoutCalls.companyName, { taxNumber: '04595257' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('查無此統一編號的公司名稱，請自行填寫發票抬頭');
  });

  it('get-hk-freight', async () => {
    expect((await get(pathOf(checkoutCalls.hkFreight))).json()).toEqual({
      freight: 380,
      free_from: 3000,
      currency: 'TWD',
    });
  });

  it('7-ELEVEN store search by city, district, road, store id; LIKE wildcards are plain text', async () => {
    const search = async (query: Record<string, string>) =>
      (
        (await get(withQuery(pathOf(checkoutCalls.storeSearch), query))).json() as {
          stores: { store_id: string }[];
        }
      ).stores.map((s) => s.store_id);
    expect(await search({ city: '臺北市' })).toEqual(['201001', '201004', '201002', '201003', '201005']);
    expect(await search({ city: '新北市', district: '板橋區' })).toEqual(['202001']);
    expect(await search({ keyword: '博愛二路' })).toEqual(['208001']);
    expect(await search({ keyword: '205002' })).toEqual(['205002']);
    expect(await search({ keyword: '%' })).toEqual([]);
    const res = await get(withQuery(pathOf(checkoutCalls.storeSearch), { city: '臺中市' }));
    expect(res.json().stores.map((s: { store_id: string }) => s.store_id)).toEqual([
      '205002',
      '205001',
      '205003',
    ]);
    expect(res.json().stores[1]).toEqual({
      store_id: '205001',
      store_name: '米瑞西屯門市',
      address: '臺中市西屯區台灣大道三段 301 號',
      city: '臺中市',
      district: '西屯區',
      zipcode: '407',
    });
  });

  it('get-711-pickup-number: 401 for guests, the number of the own order, 404 for another member, 409 before shipment', async () => {
    const shipped = await insertTestOrder(t.db, memberId, { pickup_number: 'F12345678901' });
    const waiting = await insertTestOrder(t.db, memberId);
    const others = await insertTestOrder(t.db, otherMemberId, { pickup_number: 'F99999999999' });
    const auth = { authorization: `Bearer ${token}` };
    const path = (orderId: number) => withQuery(pathOf(checkoutCalls.pickupNumber), { oorder_id: orderId });

    expect((await get(path(shipped.ordermain_id))).statusCode).toBe(401);
    const ok = await get(path(shipped.ordermain_id), auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ordermain_id: shipped.ordermain_id, pickup_number: 'F12345678901' });
    const foreign = await get(path(others.ordermain_id), auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(checkoutErrorMessages.orderNotFound);
    const early = await get(path(waiting.ordermain_id), auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('訂單尚未建立 7-ELEVEN 寄件編號');
    expect((await get('get-711-pickup-number?oorder_id=abc', auth)).statusCode).toBe(422);
  });
});

describe('sandbox payment: hosted page, confirm from our database, once', () => {
  const providers = () => createPaymentProviders(readPaymentsConfig({}), t.db, API_BASE_PATH);

  async function startSandbox(amountOverride?: number) {
    const order = await insertTestOrder(t.db, memberId);
    const ref = randomBytes(16).toString('base64url');
    const amount = amountOverride ?? order.ordermain_total;
    await t.db
      .insert(schema.payments)
      .values({ ordermain_id: order.ordermain_id, provider: 'sandbox', payment_ref: ref, amount });
    const started = await createSandboxProvider(t.db, API_BASE_PATH).start({
      paymentRef: ref,
      orderSn: order.ordermain_sn,
      amount,
      lines: [{ name: '煥膚精華', quantity: 1, price: amount }],
      confirmUrl: `https://shop.example.test/pay-finish/${order.ordermain_sn}?ref=${ref}`,
      cancelUrl: `https://shop.example.test/pay-finish/${order.ordermain_sn}?ref=${ref}&cancelled=1`,
    });
    return { order, ref, started };
  }

  const orderStatus = async (id: number) =>
    (await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id)))[0]?.ordermain_status;
  const paymentState = async (ref: string) =>
    (await t.db.select().from(schema.payments).where(eq(schema.payments.payment_ref, ref)))[0]?.state;
  const decide = (ref: string, decision: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payment/sandbox/${ref}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });

  it('shows the order number and amount, approves, and the confirm marks the order paid once', async () => {
    const { order, ref, started } = await startSandbox();
    expect(started).toMatchObject({ kind: 'redirect', url: `${API_BASE_PATH}/payment/sandbox/${ref}` });

    const page = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/payment/sandbox/${ref}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.ordermain_sn);
    expect(page.body).toContain('NT$1,780');
    expect(page.body).toContain(sandboxPaymentMessages.approve);

    // A return forged before the shopper decided changes nothing.
    expect((await confirmPayment(t.db, providers(), ref)).kind).toBe('refused');
    expect(await paymentState(ref)).toBe('pending');
    expect(await orderStatus(order.ordermain_id)).toBe(ORDER_STATUS.awaitingPayment);

    const approved = await decide(ref, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `https://shop.example.test/pay-finish/${order.ordermain_sn}?ref=${ref}`,
    );
    expect((await decide(ref, 'decline')).statusCode).toBe(404);

    expect(await confirmPayment(t.db, providers(), ref)).toEqual({
      kind: 'paid',
      ordermain_sn: order.ordermain_sn,
    });
    expect(await paymentState(ref)).toBe('paid');
    expect(await orderStatus(order.ordermain_id)).toBe(ORDER_STATUS.paid);
    // Replayed return: nothing changes.
    expect(await confirmPayment(t.db, providers(), ref)).toEqual({
      kind: 'already',
      ordermain_sn: order.ordermain_sn,
      state: 'paid',
    });
    const done = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/payment/sandbox/${ref}` });
    expect(done.body).toContain(sandboxPaymentMessages.done);
  });

  it('a decline sends the shopper to the cancel address; the payment fails and never confirms', async () => {
    const { order, ref } = await startSandbox();
    const declined = await decide(ref, 'decline');
    expect(declined.headers.location).toContain('cancelled=1');
    expect((await confirmPayment(t.db, providers(), ref)).kind).toBe('declined');
    expect(await orderStatus(order.ordermain_id)).toBe(ORDER_STATUS.paymentFailed);
    expect((await confirmPayment(t.db, providers(), ref)).kind).toBe('already');
    expect(await orderStatus(order.ordermain_id)).toBe(ORDER_STATUS.paymentFailed);
  });

  it('a payment whose amount differs from the order is never marked paid', async () => {
    const { order, ref } = await startSandbox(1);
    await decide(ref, 'approve');
    expect(await confirmPayment(t.db, providers(), ref)).toEqual({
      kind: 'refused',
      ordermain_sn: order.ordermain_sn,
      reason: 'amount differs from the order',
    });
    expect(await paymentState(ref)).toBe('pending');
  });

  it('unknown references: 404 page, unknown confirm; a malformed reference is 422', async () => {
    const unknown = randomBytes(16).toString('base64url');
    expect(
      (await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/payment/sandbox/${unknown}` })).statusCode,
    ).toBe(404);
    expect(await confirmPayment(t.db, providers(), unknown)).toEqual({ kind: 'unknown' });
    expect(
      (await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/payment/sandbox/x'` })).statusCode,
    ).toBe(422);
  });
});
