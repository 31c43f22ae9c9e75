// Purchases reported from the server (issue 25): a cash-on-pickup order placed (and any order paid)
// queues one outbox row in its own transaction; the job sends it to each configured platform's API,
// checked by local fakes of GA4's Measurement Protocol, Meta's Conversions API and LINE's Conversion API;
// a platform that is down is retried later without sending the others twice.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { keptLog } from '../../../test/confirm-payment.ts';
import { type ConversionFakes, startConversionFakes } from '../../../test/conversion-fakes.ts';
import { recordingLog, runDueJobs, takeDueJobs, until, waitingJobs } from '../../../test/job-support.ts';
import {
  createConversionSenders,
  readConversionsConfig,
  sha256Hex,
} from '../../integrations/conversions/index.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { createSession } from '../sessions/index.ts';
import { CONVERSION_QUEUE, conversionRowOf, queueConversion } from './conversions.repository.ts';
import { type ConversionDeps, conversionJob, reportConversion } from './conversions.service.ts';

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
  // The jobs are not worked here; the test runs them by hand on its own clock.
  vi.stubEnv('CASH_ON_PICKUP_OPEN_ORDERS_MAX', '1000');
  t = await buildTestApp({ siteOrigin: 'https://shop.example.test', conversions: { worker: false } });
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

/** The conversion jobs due on the clock of `d`, run by hand as the worker would: each try's outcome. */
async function reportDueConversions(d: ConversionDeps) {
  const outcomes = await runDueJobs(t.db, CONVERSION_QUEUE, d.now(), (data, id) =>
    reportConversion(d, data.outboxId as number, id),
  );
  return outcomes.filter((outcome) => outcome !== 'not_due');
}

afterAll(async () => {
  vi.unstubAllEnvs();
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

describe('purchase reports on the job queue (decision 132)', () => {
  const jobsFor = async (outboxId: number) =>
    (await waitingJobs(t.db, CONVERSION_QUEUE)).filter((job) => job.data.outboxId === outboxId);
  const SECOND = 1000;

  it("is sent with its row in the order's transaction: both gone after a rollback, both there after commit", async () => {
    const order = await placeCashOnPickupOrder();
    // Start over from an order without its report (the one placing it wrote is taken away with its job).
    const first = await conversionRowOf(t.db, order.ordermain_id);
    await t.db
      .delete(schema.conversionOutbox)
      .where(eq(schema.conversionOutbox.ordermain_id, order.ordermain_id));
    await t.db.execute(sql`delete from pgboss.job where id = ${first?.job_id}`);

    await expect(
      t.db.transaction(async (tx) => {
        await queueConversion(tx, order.ordermain_id);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await conversionRowOf(t.db, order.ordermain_id)).toBeNull();
    expect((await waitingJobs(t.db, CONVERSION_QUEUE)).map((job) => job.id)).not.toContain(first?.job_id);

    const before = Date.now();
    await t.db.transaction((tx) => queueConversion(tx, order.ordermain_id));
    const row = await conversionRowOf(t.db, order.ordermain_id);
    const jobs = await jobsFor(row!.outbox_id);
    expect(jobs.map((job) => job.id)).toEqual([row?.job_id]);
    expect(jobs[0]!.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + SECOND);
    expect(jobs[0]!.startAfter.getTime()).toBeGreaterThanOrEqual(before - 5 * SECOND);
    expect(await reportDueConversions(deps)).toEqual(['sent']);
  });

  it('a failed try sends the next job 30 s later, doubling, at most an hour apart, and gives up after 30 tries', async () => {
    const log = keptLog();
    const clocked = { ...deps, log };
    const order = await placeCashOnPickupOrder();
    const row = (await conversionRowOf(t.db, order.ordermain_id))!;
    fakes.failWith.meta = 503;
    try {
      const tryAt = async (at: Date) => {
        const [job] = await jobsFor(row.outbox_id);
        await takeDueJobs(t.db, CONVERSION_QUEUE, job!.startAfter);
        return reportConversion({ ...clocked, now: () => at }, row.outbox_id, job!.id);
      };
      const at0 = new Date();
      expect(await tryAt(at0)).toBe('retry');
      let next = await jobsFor(row.outbox_id);
      expect(next).toHaveLength(1);
      expect(next[0]!.startAfter.getTime()).toBe(at0.getTime() + 30 * SECOND);
      expect((await conversionRowOf(t.db, order.ordermain_id))?.attempts).toBe(1);

      const at1 = new Date(at0.getTime() + 31 * SECOND);
      expect(await tryAt(at1)).toBe('retry');
      next = await jobsFor(row.outbox_id);
      expect(next.map((job) => job.startAfter.getTime())).toEqual([at1.getTime() + 60 * SECOND]);

      // Many tries later the wait stays at an hour.
      await t.db
        .update(schema.conversionOutbox)
        .set({ attempts: 12 })
        .where(eq(schema.conversionOutbox.outbox_id, row.outbox_id));
      const at2 = new Date(at1.getTime() + 61 * SECOND);
      expect(await tryAt(at2)).toBe('retry');
      next = await jobsFor(row.outbox_id);
      expect(next.map((job) => job.startAfter.getTime())).toEqual([at2.getTime() + 3600 * SECOND]);

      // The 30th try gives up: failed, logged, no job left for the row.
      await t.db
        .update(schema.conversionOutbox)
        .set({ attempts: 29 })
        .where(eq(schema.conversionOutbox.outbox_id, row.outbox_id));
      expect(await tryAt(new Date(at2.getTime() + 3601 * SECOND))).toBe('failed');
      expect(await conversionRowOf(t.db, order.ordermain_id)).toMatchObject({
        state: 'failed',
        attempts: 30,
      });
      expect(await jobsFor(row.outbox_id)).toEqual([]);
      expect(log.errors).toContain('purchase conversion given up after its last try');
    } finally {
      delete fakes.failWith.meta;
    }
  });

  it('two workers (two processes) report each order once; a row from before the queue gets one job at start', async () => {
    const orders = [
      await placeCashOnPickupOrder(),
      await placeCashOnPickupOrder(),
      await placeCashOnPickupOrder(),
    ];
    // The last one as the old sweep left it: pending, no job, its next try due.
    const old = (await conversionRowOf(t.db, orders[2]!.ordermain_id))!;
    await t.db.execute(sql`delete from pgboss.job where id = ${old.job_id}`);
    await t.db
      .update(schema.conversionOutbox)
      .set({ job_id: null, leased_until: new Date(Date.now() - SECOND) })
      .where(eq(schema.conversionOutbox.outbox_id, old.outbox_id));

    const realClock = { ...deps, now: () => new Date() };
    const queues = [0, 1].map(
      () => new JobQueue(t.db, { log: recordingLog([]), pollingIntervalSeconds: 0.5 }),
    );
    for (const queue of queues) queue.handle(conversionJob(realClock));
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      const rows = async () => Promise.all(orders.map((o) => conversionRowOf(t.db, o.ordermain_id)));
      await until(async () => (await rows()).every((row) => row?.state === 'sent'));
      expect((await conversionRowOf(t.db, orders[2]!.ordermain_id))?.job_id).not.toBeNull();
      for (const order of orders) {
        const mine = fakes.taken.filter((event) => JSON.stringify(event.body).includes(order.ordermain_sn));
        expect(mine.map((event) => event.destination).sort()).toEqual(['ga4', 'line', 'meta']);
      }
    } finally {
      for (const queue of queues) await queue.stop();
    }
    // The old row was given exactly one job, though both processes started.
    const ran = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${CONVERSION_QUEUE} and data->>'outboxId' = ${String(old.outbox_id)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(ran.rows[0]?.n).toBe(1);
  });
});
