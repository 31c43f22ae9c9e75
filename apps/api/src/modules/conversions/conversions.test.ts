// Purchases reported from the server (issue 25): a cash-on-pickup order placed (and any order paid)
// queues one outbox row in its own transaction; the job sends it to each configured platform's API,
// checked by local fakes of GA4's Measurement Protocol, Meta's Conversions API and LINE's Conversion API;
// a platform that is down is retried later without sending the others twice.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { keptLog } from '../../../test/confirm-payment.ts';
import { type ConversionFakes, startConversionFakes } from '../../../test/conversion-fakes.ts';
import {
  createConversionSenders,
  readConversionsConfig,
  sha256Hex,
} from '../../integrations/conversions/index.ts';
import { createSession } from '../sessions/index.ts';
import { conversionRowOf } from './conversions.repository.ts';
import { type ConversionDeps, reportDueConversions } from './conversions.service.ts';

const KEYS = {
  ga4: { measurementId: 'G-TEST1234', apiSecret: 'ga4-secret' },
  meta: { pixelId: '123456789012345', accessToken: 'meta-token' },
  line: { tagId: '0f3a1c2e-0000-4000-8000-1234567890ab', accessToken: 'line-token' },
};

let t: TestApp;
let fakes: ConversionFakes;
let deps: ConversionDeps;
let token: string;
let productId: number;
/** How far the job's clock runs ahead of the real one (the backoff is waited out by moving it). */
let ahead = 0;

beforeAll(async () => {
  fakes = await startConversionFakes(KEYS);
  // The job is not scheduled here; the test runs it by hand on its own clock.
  t = await buildTestApp({ siteOrigin: 'https://shop.example.test', conversions: { intervalMs: 0 } });
  token = await createSession(t.db, await memberIdByMobile(t.db, '0912000000'));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
  const config = readConversionsConfig({
    GA4_MEASUREMENT_ID: KEYS.ga4.measurementId,
    GA4_API_SECRET: KEYS.ga4.apiSecret,
    GA4_COLLECT_URL: `${fakes.url}/mp/collect`,
    META_PIXEL_ID: KEYS.meta.pixelId,
    META_CAPI_ACCESS_TOKEN: KEYS.meta.accessToken,
    META_GRAPH_URL: `${fakes.url}/graph`,
    LINE_TAG_ID: KEYS.line.tagId,
    LINE_CAPI_ACCESS_TOKEN: KEYS.line.accessToken,
    LINE_CONVERSION_URL: `${fakes.url}/line`,
  });
  deps = {
    db: t.db,
    senders: createConversionSenders(config),
    siteOrigin: 'https://shop.example.test',
    log: keptLog(),
    now: () => new Date(Date.now() + ahead),
  };
});

afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

async function placeCashOnPickupOrder() {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: {
      carts: { cart: [{ productId, quantity: 2 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: '0912000000', store_id: '201001', email: 'Shopper@Example.com' },
      invoice: { invoice_type: 'member' },
      pay_method: 'cod',
    } satisfies CreateOrderBody,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { ordermain_id: number; ordermain_sn: string };
}

describe('server-side purchase reports', () => {
  it('queues one row with the order and reports it once to each platform, hashed where they ask', async () => {
    const order = await placeCashOnPickupOrder();
    expect((await conversionRowOf(t.db, order.ordermain_id))?.state).toBe('pending');

    expect(await reportDueConversions(deps)).toEqual(['sent']);
    const row = await conversionRowOf(t.db, order.ordermain_id);
    expect(row?.state).toBe('sent');
    expect([...(row?.sent_to ?? [])].sort()).toEqual(['ga4', 'line', 'meta']);

    const mine = fakes.taken.filter((event) => JSON.stringify(event.body).includes(order.ordermain_sn));
    expect(mine.map((event) => event.destination).sort()).toEqual(['ga4', 'line', 'meta']);
    const meta = mine.find((event) => event.destination === 'meta')?.body as {
      data: { event_id: string; user_data: { ph: string[]; em: string[] }; custom_data: { value: number } }[];
    };
    expect(meta.data[0]?.event_id).toBe(order.ordermain_sn);
    expect(meta.data[0]?.user_data.ph).toEqual([sha256Hex('886912000000')]);
    expect(meta.data[0]?.user_data.em).toEqual([sha256Hex('shopper@example.com')]);
    const line = mine.find((event) => event.destination === 'line')?.body as {
      events: { user: { phone: string }; event: { deduplication_key: string } }[];
    };
    expect(line.events[0]?.user.phone).toBe(sha256Hex('+886912000000'));
    expect(line.events[0]?.event.deduplication_key).toBe(order.ordermain_sn);

    // Nothing is due any more: a second run sends nothing.
    const before = fakes.taken.length;
    expect(await reportDueConversions(deps)).toEqual([]);
    expect(fakes.taken.length).toBe(before);
  });

  it('retries only the platform that was down, after the backoff', async () => {
    const order = await placeCashOnPickupOrder();
    fakes.failWith.meta = 503;
    expect(await reportDueConversions(deps)).toEqual(['retry']);
    const row = await conversionRowOf(t.db, order.ordermain_id);
    expect([...(row?.sent_to ?? [])].sort()).toEqual(['ga4', 'line']);
    expect(row?.last_error).toContain('meta refused the purchase (503)');

    delete fakes.failWith.meta;
    expect(await reportDueConversions(deps)).toEqual([]); // not due before the 30 s backoff
    ahead += 31_000;
    expect(await reportDueConversions(deps)).toEqual(['sent']);
    const sentFor = fakes.taken.filter((event) => JSON.stringify(event.body).includes(order.ordermain_sn));
    expect(sentFor.map((event) => event.destination).sort()).toEqual(['ga4', 'line', 'meta']);
  });

  it('gives a platform up for that order when it refuses the event for good (4xx)', async () => {
    const order = await placeCashOnPickupOrder();
    fakes.failWith.line = 400;
    expect(await reportDueConversions(deps)).toEqual(['failed']);
    const row = await conversionRowOf(t.db, order.ordermain_id);
    expect(row?.state).toBe('failed');
    expect([...(row?.sent_to ?? [])].sort()).toEqual(['ga4', 'line:refused', 'meta']);
    delete fakes.failWith.line;
  });
});
