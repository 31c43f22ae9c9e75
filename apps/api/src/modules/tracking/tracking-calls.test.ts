// Every tracking call of storefront.md §7.9 against the API, as a guest and as a member: what is stored,
// what is refused, whose it becomes, and the per-address limits.
import { randomUUID } from 'node:crypto';
import { OkAnswer, StoreUtmAnswer } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API, bearer, newMemberSession } from '../../../test/catalogue-support.ts';
import { flushTrackingEvents, maintainEventPartitions } from './index.ts';
import { monthOf, partitionName } from './partitions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A visitor id of this run (the tests may run twice against one database). */
const newVisitor = () => `visitor_${Date.now()}_${randomUUID().slice(0, 9)}`;

const post = (url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/${url}`,
    payload: body as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const put = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `${API}/${url}`, headers });

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function eventsOf(visitId: string) {
  await flushTrackingEvents(t.db);
  return rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select kind, member_id, page, referrer, target, screen_width, screen_height, x, y, stay_time_ms,
        utm_source, utm_campaign, "from", vtm_channel
      from tracking_events where visit_id = ${visitId} order by occurred_at, kind`),
  );
}

async function referralEventsOf(ecid: string) {
  await flushTrackingEvents(t.db);
  return rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select kind, member_id, products from line_shopping_events where ecid = ${ecid} order by occurred_at, kind`),
  );
}

const utmRecord = async (utmId: number) => {
  const [row] = await t.db.select().from(schema.utmRecords).where(eq(schema.utmRecords.utm_id, utmId));
  return row;
};

describe('store-utms and update-utm (§4.6, §7.9)', () => {
  it("stores a guest's record under the visitor id and attaches it to the member who logs in on that visitor", async () => {
    const visitor = { 'x-visit-id': newVisitor() };
    const answer = await post(
      'store-utms',
      {
        utm_source: 'line',
        utm_medium: null,
        utm_campaign: 'x',
        utm_term: '',
        source: 'https://shop.test/?utm_source=line&utm_campaign=x',
        referer: 'https://line.me/',
      },
      visitor,
    );
    expect(answer.statusCode).toBe(200);
    const { utm_id } = StoreUtmAnswer.parse(answer.json()).data;
    expect(await utmRecord(utm_id)).toMatchObject({
      member_id: null,
      visit_id: visitor['x-visit-id'],
      utm_source: 'line',
      utm_medium: null,
      utm_campaign: 'x',
      utm_term: null,
      source: 'https://shop.test/?utm_source=line&utm_campaign=x',
      referer: 'https://line.me/',
    });

    const member = await newMemberSession(t);
    const attached = await put(`update-utm/${utm_id}`, { ...bearer(member.token), ...visitor });
    expect(attached.statusCode).toBe(200);
    expect(OkAnswer.parse(attached.json())).toEqual({ ok: true });
    expect(await utmRecord(utm_id)).toMatchObject({ member_id: member.memberId });
    expect((await utmRecord(utm_id))?.attached_at).toBeInstanceOf(Date);
  });

  it("never attaches another visitor's record or one a member owns; the answer is the same", async () => {
    const owner = { 'x-visit-id': newVisitor() };
    const { utm_id } = (await post('store-utms', { utm_campaign: 'mine' }, owner)).json().data;
    const stranger = await newMemberSession(t);
    // Another visitor id, and none at all.
    for (const headers of [{ 'x-visit-id': newVisitor() }, {}] as Record<string, string>[]) {
      const answer = await put(`update-utm/${utm_id}`, { ...bearer(stranger.token), ...headers });
      expect(answer.statusCode).toBe(200);
    }
    expect(await utmRecord(utm_id)).toMatchObject({ member_id: null });
    // The owner's login attaches it; a second member on the same visitor id cannot take it over.
    const member = await newMemberSession(t);
    await put(`update-utm/${utm_id}`, { ...bearer(member.token), ...owner });
    await put(`update-utm/${utm_id}`, { ...bearer(stranger.token), ...owner });
    expect(await utmRecord(utm_id)).toMatchObject({ member_id: member.memberId });
    // Unknown id: the same answer, nothing stored.
    expect((await put('update-utm/2147483000', { ...bearer(member.token), ...owner })).statusCode).toBe(200);
  });

  it("stores a member's record as theirs at once (the auth variant)", async () => {
    const member = await newMemberSession(t);
    const answer = await post('store-utms', { notification_id: 'n-7' }, bearer(member.token));
    const { utm_id } = StoreUtmAnswer.parse(answer.json()).data;
    expect(await utmRecord(utm_id)).toMatchObject({ member_id: member.memberId, notification_id: 'n-7' });
  });

  it('refuses a record without any tracked parameter, unknown fields and a member id in the body (422)', async () => {
    const none = await post('store-utms', { source: 'https://shop.test/', referer: '' });
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.json())).toContain('至少需要一個追蹤參數');
    expect((await post('store-utms', { utm_source: '  ' })).statusCode).toBe(422);
    expect((await post('store-utms', { utm_source: 'a', member_id: 1 })).statusCode).toBe(422);
    expect((await post('store-utms', { utm_source: 'a'.repeat(201) })).statusCode).toBe(422);
  });

  it('update-utm answers a guest 401', async () => {
    expect((await put('update-utm/1')).statusCode).toBe(401);
  });
});

describe('event-logger (§7.9)', () => {
  const tracked = {
    utm_source: 'line',
    utm_medium: null,
    utm_campaign: 'x',
    utm_term: null,
    utm_content: null,
  };

  it("logs a guest's page view and a member's, with the tracked values, in batches too", async () => {
    const visitId = newVisitor();
    const page = {
      page: '/product/1?utm_source=line',
      referrer: '/',
      ...tracked,
      from: 'app',
      source: null,
      vtm_channel: 'c1',
      vtm_stat_id: null,
    };
    expect((await post('event-logger/page-view', page, { 'x-visit-id': visitId })).statusCode).toBe(200);
    const member = await newMemberSession(t);
    const batch = [
      { ...page, page: '/learn' },
      { page: '/news', referrer: null },
    ];
    const answer = await post('event-logger/page-view', batch, {
      'x-visit-id': visitId,
      ...bearer(member.token),
    });
    expect(answer.statusCode).toBe(200);
    expect(OkAnswer.parse(answer.json())).toEqual({ ok: true });
    const rows = await eventsOf(visitId);
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'page_view',
        member_id: null,
        page: '/product/1?utm_source=line',
        referrer: '/',
        utm_source: 'line',
        utm_campaign: 'x',
        from: 'app',
        vtm_channel: 'c1',
      }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ page: '/learn', member_id: member.memberId }));
    expect(rows).toContainEqual(
      expect.objectContaining({ page: '/news', member_id: member.memberId, referrer: null }),
    );
  });

  it('logs a click with its coordinates, screen and stay time, and a view event', async () => {
    const visitId = newVisitor();
    const click = {
      page: '/',
      referrer: '/login',
      screenWidth: 1280,
      screenHeight: 720,
      x: 412.6,
      y: 96,
      target: 'home-banner',
      stayTime: 5321,
      ...tracked,
    };
    expect((await post('event-logger/click', click, { 'x-visit-id': visitId })).statusCode).toBe(200);
    const view = { ...click, x: 0, y: 0, target: 'hot-product-3' };
    expect((await post('event-logger/view-event', [view], { 'x-visit-id': visitId })).statusCode).toBe(200);
    const rows = await eventsOf(visitId);
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'click',
        target: 'home-banner',
        x: 413,
        y: 96,
        screen_width: 1280,
        screen_height: 720,
        stay_time_ms: 5321,
        referrer: '/login',
        utm_campaign: 'x',
        member_id: null,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: 'view_event', target: 'hot-product-3', x: 0, y: 0 }),
    );
  });

  it('refuses an event without a page or target, negative coordinates, unknown fields and oversized batches (422)', async () => {
    const visitId = newVisitor();
    const click = { page: '/', target: 'a', x: 1, y: 1 };
    const bad = [
      ['event-logger/page-view', { referrer: '/' }],
      ['event-logger/page-view', { page: '/', member_id: 3 }],
      ['event-logger/page-view', []],
      ['event-logger/page-view', Array.from({ length: 51 }, () => ({ page: '/' }))],
      ['event-logger/click', { ...click, target: '' }],
      ['event-logger/click', { ...click, x: -1 }],
      ['event-logger/view-event', { ...click, stayTime: 'long' }],
    ] as const;
    for (const [url, body] of bad) {
      expect(
        (await post(url, body, { 'x-visit-id': visitId })).statusCode,
        `${url} ${JSON.stringify(body).slice(0, 60)}`,
      ).toBe(422);
    }
    expect(await eventsOf(visitId)).toEqual([]);
  });
});

describe('shopping-referral calls (§4.8, §7.9)', () => {
  const product = {
    product_name: '維他命C精華',
    product_type: 'normal',
    product_id: 1,
    product_amount: 1280,
  };

  it('ties the referral id to the member (auth) once, counting when it was last seen; a guest gets 401', async () => {
    const ecid = `ec-${newVisitor()}`;
    expect((await post('update-line-shopping-member-data', { ecid })).statusCode).toBe(401);
    const member = await newMemberSession(t);
    for (let round = 0; round < 2; round += 1) {
      expect(
        (await post('update-line-shopping-member-data', { ecid }, bearer(member.token))).statusCode,
      ).toBe(200);
    }
    const rows = await t.db
      .select()
      .from(schema.lineShoppingMembers)
      .where(eq(schema.lineShoppingMembers.member_id, member.memberId));
    expect(rows.map((row) => row.ecid)).toEqual([ecid]);
  });

  it('logs browse, favourite, cart and product events with the product mapping, for guests and members', async () => {
    const ecid = `ec-${newVisitor()}`;
    const member = await newMemberSession(t);
    expect((await post('line-shopping-browse-page', { ecid })).statusCode).toBe(200);
    const calls = ['add-favorite', 'view-favorite', 'add-cart', 'view-cart', 'view-product'];
    for (const call of calls) {
      const answer = await post(`line-shopping-${call}`, { ecid, products: [product] }, bearer(member.token));
      expect(answer.statusCode, call).toBe(200);
    }
    const rows = await referralEventsOf(ecid);
    expect(rows.map((row) => row.kind).sort()).toEqual(
      ['browse_page', 'add_favorite', 'view_favorite', 'add_cart', 'view_cart', 'view_product'].sort(),
    );
    expect(rows.find((row) => row.kind === 'browse_page')).toMatchObject({ member_id: null, products: null });
    expect(rows.find((row) => row.kind === 'add_cart')).toMatchObject({
      member_id: member.memberId,
      products: [product],
    });
  });

  it('refuses a missing ecid, a product outside the mapping and unknown fields (422)', async () => {
    expect((await post('line-shopping-browse-page', {})).statusCode).toBe(422);
    expect(
      (await post('line-shopping-add-cart', { ecid: 'e', products: [{ ...product, product_type: 'gift' }] }))
        .statusCode,
    ).toBe(422);
    expect((await post('line-shopping-view-cart', { ecid: 'e', member_id: 2 })).statusCode).toBe(422);
  });
});

describe('notify (§7.9)', () => {
  const report = (message: string) => ({
    type: 'vue-error',
    message,
    stack: [
      'Error: boom',
      '  at a (x.js:1:1)',
      '  at b (x.js:2:1)',
      '  at c (x.js:3:1)',
      '  at d (x.js:4:1)',
      '  at e (x.js:5:1)',
      '  at f (x.js:6:1)',
    ].join('\n'),
    component: 'ProductCard',
    info: 'render',
    path: '/product/1',
    url: 'https://shop.test/product/1',
    ua: 'Mozilla/5.0',
    time: '2026-11-28T02:00:00.000Z',
  });
  const reportsOf = (message: string) =>
    t.db.select().from(schema.clientErrorReports).where(eq(schema.clientErrorReports.message, message));

  it('keeps one row per distinct error with its count and last context; a member reports the same way', async () => {
    const message = `Cannot read properties of undefined ${newVisitor()}`;
    expect((await post('notify', { error: report(message) })).statusCode).toBe(200);
    const member = await newMemberSession(t);
    const again = { error: { ...report(message), path: '/cart', url: 'https://shop.test/cart' } };
    expect((await post('notify', again, bearer(member.token))).statusCode).toBe(200);
    const rows = await reportsOf(message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'vue-error', count: 2, path: '/cart', component: 'ProductCard' });
    expect(rows[0]!.stack!.split('\n')).toHaveLength(5);
    expect(rows[0]!.last_seen_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.first_seen_at.getTime());
    // Another message is another error.
    await post('notify', { error: report(`${message} (2)`) });
    expect(await reportsOf(`${message} (2)`)).toHaveLength(1);
  });

  it('refuses a body without the error, or with fields the spec does not name (422)', async () => {
    expect((await post('notify', report('x'))).statusCode).toBe(422);
    expect((await post('notify', { error: { ...report('x'), member_id: 1 } })).statusCode).toBe(422);
    expect((await post('notify', { error: { ...report('x'), time: 'yesterday' } })).statusCode).toBe(422);
  });
});

describe('limits per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimit: { max: 1000, timeWindow: '1 minute' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('notify takes 60 a minute from one address; a forged X-Forwarded-For does not make a new one', async () => {
    const send = (remoteAddress: string, headers: Record<string, string> = {}) =>
      limited.app.inject({
        method: 'POST',
        url: `${API}/notify`,
        payload: { error: { type: 'vue-error', message: 'limit test' } },
        headers,
        remoteAddress,
      });
    for (let i = 0; i < 60; i += 1) expect((await send('10.9.0.1')).statusCode).toBe(200);
    expect((await send('10.9.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
    expect((await send('10.9.0.2')).statusCode).toBe(200);
    // The tracking calls count apart from the shop-wide budget and from each other.
    const page = await limited.app.inject({
      method: 'POST',
      url: `${API}/event-logger/page-view`,
      payload: { page: '/' },
      remoteAddress: '10.9.0.1',
    });
    expect(page.statusCode).toBe(200);
  });
});

describe('the partition job on the database', () => {
  const partitionsOf = async (table: string) =>
    rowsOf<{ name: string }>(
      await t.db.execute(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent where p.relname = ${table} order by 1`),
    ).map((row) => row.name);

  it('makes months ahead, drops months past the retention, and a batch meeting a missing month makes it', async () => {
    const later = new Date('2031-03-15T00:00:00Z');
    const made = await maintainEventPartitions(t.db, later, 120);
    expect(made.created).toEqual(
      expect.arrayContaining([
        'tracking_events_p203103',
        'tracking_events_p203105',
        'line_shopping_events_p203105',
      ]),
    );
    expect(await partitionsOf('tracking_events')).toContain('tracking_events_p203104');
    // Running again changes nothing.
    expect(await maintainEventPartitions(t.db, later, 120)).toEqual({ created: [], dropped: [] });

    // Retention 1 in March 2031 keeps only March 2031 onwards: this month's partitions go.
    const current = partitionName('tracking_events', monthOf(new Date()));
    const dropped = await maintainEventPartitions(t.db, later, 1);
    expect(dropped.dropped).toContain(current);
    expect(await partitionsOf('tracking_events')).not.toContain(current);

    // A page view now finds no partition for its month: the writer makes it and writes the batch.
    const visitId = newVisitor();
    expect(
      (await post('event-logger/page-view', { page: '/after-drop' }, { 'x-visit-id': visitId })).statusCode,
    ).toBe(200);
    expect(await eventsOf(visitId)).toEqual([expect.objectContaining({ page: '/after-drop' })]);
    expect(await partitionsOf('tracking_events')).toContain(current);
    await maintainEventPartitions(t.db, new Date(), 120);
  });
});
