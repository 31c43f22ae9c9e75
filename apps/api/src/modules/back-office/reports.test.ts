// The back office's tracking report (issue 25, decision 099): who may read it (401/403), the range rules
// (422 in Chinese), and the counts per Taipei day, UTM source and campaign, page, click target and the
// shopping-referral program's orders, from rows written straight into the partitioned tables.
import {
  BACK_STAGE_BASE_PATH,
  REPORT_MAX_DAYS,
  reportMessages,
  staffMessages,
} from '@shop/contracts/back-stage';
import { schema } from '@shop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { insertTestOrder, memberIdByMobile } from '../../../test/checkout-orders.ts';
import { maintainEventPartitions } from '../tracking/index.ts';
import { createStaffAccount, currentTotp } from './index.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const PASSWORD = 'Staff-Report-2026-pass';
// A Taipei day well inside one monthly partition, and its neighbour.
const DAY = '2026-12-15';
const at = (iso: string) => new Date(iso).toISOString();

async function tokenOf(role: 'manager' | 'content_editor' | 'customer_service' | 'warehouse') {
  const account = await createStaffAccount(
    t.db,
    { email: `${role}@report.test`, name: role, role },
    PASSWORD,
  );
  const totp = account.totp_secret ? currentTotp(account.totp_secret, new Date()) : undefined;
  const res = await t.app.inject({
    method: 'POST',
    url: `${BACK_STAGE_BASE_PATH}/auth/login`,
    payload: { email: `${role}@report.test`, password: PASSWORD, ...(totp ? { totp } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

function report(query: string, role?: string) {
  return t.app.inject({
    method: 'GET',
    url: `${BACK_STAGE_BASE_PATH}/reports/tracking?${query}`,
    headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
  });
}

async function event(
  kind: string,
  occurredAt: string,
  page: string,
  visit: string,
  target: string | null = null,
) {
  await t.db.execute(sql`insert into tracking_events (occurred_at, kind, visit_id, page, target)
    values (${occurredAt}, ${kind}, ${visit}, ${page}, ${target})`);
}

beforeAll(async () => {
  t = await buildTestApp();
  await maintainEventPartitions(t.db, new Date('2026-12-15T00:00:00Z'), 13);
  for (const role of ['manager', 'content_editor', 'customer_service', 'warehouse'] as const)
    tokens[role] = await tokenOf(role);

  // 2026-12-14 16:30 UTC is 2026-12-15 00:30 in Taipei; 2026-12-15 16:10 UTC is already the 16th.
  await event('page_view', at('2026-12-14T16:30:00Z'), '/', 'v1');
  await event('page_view', at('2026-12-15T02:00:00Z'), '/', 'v1');
  await event('page_view', at('2026-12-15T03:00:00Z'), '/', 'v2');
  await event('page_view', at('2026-12-15T04:00:00Z'), '/products/12', 'v2');
  await event('page_view', at('2026-12-15T16:10:00Z'), '/products/12', 'v3');
  await event('page_view', at('2026-12-14T15:59:00Z'), '/too-early', 'v4');
  await event('click', at('2026-12-15T05:00:00Z'), '/', 'v1', 'hero-banner');
  await event('click', at('2026-12-15T05:01:00Z'), '/', 'v2', 'hero-banner');
  await event('click', at('2026-12-15T05:02:00Z'), '/', 'v2', 'add-to-cart');
  await event('view_event', at('2026-12-15T05:03:00Z'), '/', 'v2', 'hot-product-1');
  await t.db.insert(schema.utmRecords).values([
    { utm_source: 'line', utm_campaign: 'xmas', created_at: new Date('2026-12-15T01:00:00Z') },
    { utm_source: 'line', utm_campaign: 'xmas', created_at: new Date('2026-12-16T01:00:00Z') },
    { utm_source: 'facebook', utm_campaign: null, created_at: new Date('2026-12-15T09:00:00Z') },
    { utm_source: 'line', utm_campaign: 'xmas', created_at: new Date('2026-12-14T15:00:00Z') },
  ]);
  const memberId = await memberIdByMobile(t.db, '0912000000');
  const referred = (await insertTestOrder(t.db, memberId, { freight: 60, ordermain_total: 1840 }))
    .ordermain_id;
  const [order] = await t.db
    .select({ total: schema.orders.ordermain_total, freight: schema.orders.freight })
    .from(schema.orders)
    .where(sql`${schema.orders.ordermain_id} = ${referred}`);
  goods = (order?.total ?? 0) - (order?.freight ?? 0);
  await t.db.insert(schema.lineShoppingOrders).values({
    ordermain_id: referred,
    ecid: 'EC-report',
    clicked_at: new Date('2026-12-15T05:00:00Z'),
    created_at: new Date('2026-12-15T06:00:00Z'),
    final_amount: 0,
  });
});
let goods = 0;

afterAll(async () => {
  await t?.close();
});

describe('the tracking report', () => {
  it('answers 401 without a staff session and 403 to roles that do not read reports', async () => {
    const none = await report(`from=${DAY}&to=${DAY}`);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(staffMessages.unauthenticated);
    for (const role of ['customer_service', 'warehouse']) {
      const refused = await report(`from=${DAY}&to=${DAY}`, role);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe(staffMessages.forbidden);
    }
  });

  it('refuses a malformed day, a reversed range and one longer than the limit (422)', async () => {
    const bad = await report('from=2026-02-30&to=2026-03-01', 'manager');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain(reportMessages.dayInvalid);
    const reversed = await report('from=2026-12-15&to=2026-12-14', 'manager');
    expect(reversed.statusCode).toBe(422);
    expect(JSON.stringify(reversed.json())).toContain(reportMessages.rangeReversed);
    const long = await report(`from=2026-01-01&to=2026-04-03`, 'manager');
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain(reportMessages.rangeTooLong);
    expect(REPORT_MAX_DAYS).toBe(92);
  });

  it('counts one Taipei day: visits by source and campaign, top pages, click targets, referred orders', async () => {
    const res = await report(`from=${DAY}&to=${DAY}`, 'content_editor');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toEqual([{ day: DAY, utm_visits: 2, page_views: 4, clicks: 3, referral_orders: 1 }]);
    expect(body.utm).toEqual([
      { utm_source: 'facebook', utm_campaign: '', visits: 1, members: 0 },
      { utm_source: 'line', utm_campaign: 'xmas', visits: 1, members: 0 },
    ]);
    expect(body.pages).toEqual([
      { page: '/', views: 3, visitors: 2 },
      { page: '/products/12', views: 1, visitors: 1 },
    ]);
    expect(body.clicks).toEqual([
      { target: 'hero-banner', clicks: 2, visitors: 2 },
      { target: 'add-to-cart', clicks: 1, visitors: 1 },
    ]);
    expect(body.referrals).toEqual({ orders: 1, amount: goods, settled: 1, settled_amount: 0 });
  });

  it('lists every day of a longer range, the empty ones at 0', async () => {
    const res = await report('from=2026-12-14&to=2026-12-16', 'manager');
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { day: '2026-12-14', utm_visits: 1, page_views: 1, clicks: 0, referral_orders: 0 },
      { day: '2026-12-15', utm_visits: 2, page_views: 4, clicks: 3, referral_orders: 1 },
      { day: '2026-12-16', utm_visits: 1, page_views: 1, clicks: 0, referral_orders: 0 },
    ]);
    expect(res.json().utm[0]).toEqual({ utm_source: 'line', utm_campaign: 'xmas', visits: 3, members: 0 });
  });
});
