// ECPay's 7-ELEVEN store map (LOGISTICS_PROVIDER=ecpay): get-711-store-map answers the form, which the
// local fake of Express/map takes only with the fields and formats ECPay's documentation requires; the
// store the shopper picks there comes back through our reply route to checkout with the store filled in,
// or with a reason when it cannot be used. With the local provider there is no map.
import { API_BASE_PATH, logisticsCalls, StoreMapAnswer } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { type EcpayLogisticsFake, startEcpayLogisticsFake } from '../../../test/ecpay-logistics-fake.ts';
import { CHECKOUT_PAGE_PATH, ECPAY_STORE_MAP_REPLY_PATH } from './logistics.routes.ts';

const KEYS = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' };
const MERCHANT_ID = '2000933';
const SITE = 'https://shop.example.test';
/** On the shop's store list (seed) and on the fake's map. */
const LISTED = { id: '201001', name: '米瑞中正', address: '臺北市中正區忠孝西路一段45號' };
/** On ECPay's map but not on the shop's list. */
const UNLISTED = { id: '131386', name: '建盛', address: '台北市內湖區' };
const STATE = 'Zk3-q_9xT2mB';

const mapPath = (query: Record<string, string>) =>
  `${API_BASE_PATH}/${logisticsCalls.storeMap.route}?${new URLSearchParams(query)}`;

function ecpayConfig(apiUrl: string, subType?: 'UNIMART') {
  return {
    provider: 'ecpay' as const,
    apiUrl,
    merchantId: MERCHANT_ID,
    ...KEYS,
    senderName: '米瑞法',
    senderMobile: '0912345678',
    serverReplyUrl: `${SITE}/front-stage/v1/logistics/ecpay/notify`,
    ...(subType ? { subType } : {}),
  };
}

/** Posts a form the way a browser does. */
function postForm(app: TestApp['app'], url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Posts the map form to the fake as the browser would; answers the fake's status and the form sent. */
async function openMap(fake: EcpayLogisticsFake, form: { action: string; fields: Record<string, string> }) {
  const res = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  return { status: res.status, page: await res.text(), sent: fake.mapRequests.at(-1) ?? {} };
}

describe('the 7-ELEVEN store map with ECPay (local fake of Express/map)', () => {
  let fake: EcpayLogisticsFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startEcpayLogisticsFake({
      merchantId: MERCHANT_ID,
      ...KEYS,
      stores: [LISTED.id],
      mapStores: [LISTED, UNLISTED],
    });
    t = await buildTestApp({
      siteOrigin: SITE,
      logistics: { config: ecpayConfig(fake.url), pickupSimulator: false, shipmentWorker: false },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function mapForm(query: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: mapPath(query) });
    expect(res.statusCode).toBe(200);
    const { form } = StoreMapAnswer.parse(res.json());
    if (!form) throw new Error('no store map form');
    return form;
  }

  it('opens the map with what ECPay requires, and the store picked there fills in checkout', async () => {
    const form = await mapForm({ collect: 'Y', state: STATE });
    expect(form.fields).toEqual({
      MerchantID: MERCHANT_ID,
      LogisticsType: 'CVS',
      LogisticsSubType: 'UNIMARTC2C',
      IsCollection: 'Y',
      ServerReplyURL: `${SITE}${API_BASE_PATH}${ECPAY_STORE_MAP_REPLY_PATH}`,
      ExtraData: STATE,
      Device: '0',
    });
    const map = await openMap(fake, form);
    expect(map.status).toBe(200);
    expect(map.page).toContain(`${LISTED.name}門市`);

    const back = await postForm(
      t.app,
      new URL(form.fields.ServerReplyURL!).pathname,
      fake.mapReply(map.sent, LISTED),
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `${SITE}${CHECKOUT_PAGE_PATH}?store_map=${STATE}&store_id=${LISTED.id}`,
    );
  });

  it('asks for stores without collection for an online payment, the mobile map on a phone', async () => {
    const form = await mapForm({ collect: 'N', state: STATE, device: 'mobile' });
    expect(form.fields).toMatchObject({ IsCollection: 'N', Device: '1' });
    expect((await openMap(fake, form)).status).toBe(200);
  });

  it('a store the shop does not list comes back as unusable, a tampered reply as invalid', async () => {
    const form = await mapForm({ collect: 'N', state: STATE });
    const { sent } = await openMap(fake, form);
    const reply = (fields: Record<string, string>) =>
      postForm(t.app, `${API_BASE_PATH}${ECPAY_STORE_MAP_REPLY_PATH}`, fields);

    const unlisted = await reply(fake.mapReply(sent, UNLISTED));
    expect(unlisted.statusCode).toBe(303);
    expect(unlisted.headers.location).toBe(
      `${SITE}${CHECKOUT_PAGE_PATH}?store_map=${STATE}&store_map_error=unknown`,
    );
    for (const tampered of [
      { ...fake.mapReply(sent, LISTED), MerchantID: '2000132' },
      { ...fake.mapReply(sent, LISTED), CVSStoreID: '20100<' },
      { ...fake.mapReply(sent, LISTED), ExtraData: '' },
    ]) {
      const res = await reply(tampered);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${SITE}${CHECKOUT_PAGE_PATH}?store_map_error=invalid`);
    }
  });

  it('the fake refuses a map form that misses or misspells what ECPay requires', async () => {
    const form = await mapForm({ collect: 'Y', state: STATE });
    const refused = async (fields: Record<string, string>) => {
      const map = await openMap(fake, { action: form.action, fields });
      expect(map.status).toBe(400);
      return map.page;
    };
    const { ServerReplyURL: _reply, ...noReplyUrl } = form.fields;
    expect(await refused(noReplyUrl)).toBe('ServerReplyURL Error');
    expect(await refused({ ...form.fields, LogisticsSubType: 'UNIMART' })).toBe('LogisticsSubType Error');
    expect(await refused({ ...form.fields, IsCollection: 'yes' })).toBe('IsCollection Error');
    expect(await refused({ ...form.fields, ExtraData: 'x'.repeat(21) })).toBe('ExtraData Error');
  });

  it('refuses a state that is not one the browser could have made (422)', async () => {
    const res = await t.app.inject({ method: 'GET', url: mapPath({ state: 'a b' }) });
    expect(res.statusCode).toBe(422);
  });
});

describe('the 7-ELEVEN store map with the B2C contract', () => {
  it('opens the UNIMART map, which the fake of a B2C merchant takes', async () => {
    const fake = await startEcpayLogisticsFake({
      merchantId: MERCHANT_ID,
      ...KEYS,
      stores: [],
      subType: 'UNIMART',
    });
    const t = await buildTestApp({
      siteOrigin: SITE,
      logistics: { config: ecpayConfig(fake.url, 'UNIMART'), pickupSimulator: false, shipmentWorker: false },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: mapPath({ collect: 'N', state: STATE }) });
      const { form } = StoreMapAnswer.parse(res.json());
      expect(form?.fields.LogisticsSubType).toBe('UNIMART');
      expect((await openMap(fake, form!)).status).toBe(200);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

describe('the 7-ELEVEN store picker with the local provider', () => {
  it('has no map (the checkout searches the shop list) and no reply route', async () => {
    const t = await buildTestApp({ siteOrigin: SITE });
    try {
      const res = await t.app.inject({ method: 'GET', url: mapPath({ collect: 'Y', state: STATE }) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ form: null });
      expect(t.app.hasRoute({ method: 'POST', url: `${API_BASE_PATH}${ECPAY_STORE_MAP_REPLY_PATH}` })).toBe(
        false,
      );
    } finally {
      await t.close();
    }
  });
});
