// The back office's tracking report (issue 25; docs/decisions/099-tracking-reports.md): SQL over the
// monthly partitions of tracking_events, the UTM records and the referred orders, for a range of Taipei
// days. Every query bounds occurred_at/created_at by the range, so PostgreSQL prunes the partitions
// outside it and reads the rest through the (kind, occurred_at) index (migration 0029).
import { REPORT_TOP_ROWS, type ReportQuery, type TrackingReport } from '@shop/contracts/back-stage';
import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;
/** Taiwan keeps UTC+8 all year: a Taipei day is [day 00:00+08, next day 00:00+08). */
const taipeiStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
/** A timestamp's Taipei day, as SQL. */
const taipeiDay = (column: string) => sql.raw(`to_char(${column} + interval '8 hours', 'YYYY-MM-DD')`);

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const n = (value: unknown) => Number(value ?? 0);

export async function trackingReport(db: Database, range: ReportQuery): Promise<TrackingReport> {
  const since = taipeiStart(range.from).toISOString();
  const until = new Date(taipeiStart(range.to).getTime() + DAY_MS).toISOString();
  const [perDayEvents, perDayUtm, perDayReferrals, utm, pages, clicks, referrals] = await Promise.all([
    rowsOf(
      db,
      sql`select ${taipeiDay('occurred_at')} as day,
            count(*) filter (where kind = 'page_view') as page_views,
            count(*) filter (where kind = 'click') as clicks
          from tracking_events
          where kind in ('page_view', 'click') and occurred_at >= ${since} and occurred_at < ${until}
          group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${taipeiDay('created_at')} as day, count(*) as visits from utm_records
          where created_at >= ${since} and created_at < ${until} group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${taipeiDay('created_at')} as day, count(*) as orders from line_shopping_orders
          where created_at >= ${since} and created_at < ${until} group by 1`,
    ),
    rowsOf(
      db,
      sql`select coalesce(utm_source, '') as utm_source, coalesce(utm_campaign, '') as utm_campaign,
            count(*) as visits, count(distinct member_id) as members
          from utm_records where created_at >= ${since} and created_at < ${until}
          group by 1, 2 order by visits desc, utm_source, utm_campaign limit ${REPORT_TOP_ROWS}`,
    ),
    rowsOf(
      db,
      sql`select page, count(*) as views, count(distinct visit_id) as visitors from tracking_events
          where kind = 'page_view' and occurred_at >= ${since} and occurred_at < ${until}
          group by page order by views desc, page limit ${REPORT_TOP_ROWS}`,
    ),
    rowsOf(
      db,
      sql`select target, count(*) as clicks, count(distinct visit_id) as visitors from tracking_events
          where kind = 'click' and target is not null and occurred_at >= ${since} and occurred_at < ${until}
          group by target order by clicks desc, target limit ${REPORT_TOP_ROWS}`,
    ),
    rowsOf(
      db,
      sql`select count(*) as orders,
            coalesce(sum(greatest(o.ordermain_total - o.freight, 0)), 0) as amount,
            count(r.final_amount) as settled, coalesce(sum(r.final_amount), 0) as settled_amount
          from line_shopping_orders r join orders o on o.ordermain_id = r.ordermain_id
          where r.created_at >= ${since} and r.created_at < ${until}`,
    ),
  ]);
  const byDay = (rows: Row[], field: string) => new Map(rows.map((row) => [String(row.day), n(row[field])]));
  const views = byDay(perDayEvents, 'page_views');
  const clicked = byDay(perDayEvents, 'clicks');
  const visits = byDay(perDayUtm, 'visits');
  const referred = byDay(perDayReferrals, 'orders');
  const totals = referrals[0] ?? {};
  return {
    from: range.from,
    to: range.to,
    days: daysOf(range.from, range.to).map((day) => ({
      day,
      utm_visits: visits.get(day) ?? 0,
      page_views: views.get(day) ?? 0,
      clicks: clicked.get(day) ?? 0,
      referral_orders: referred.get(day) ?? 0,
    })),
    utm: utm.map((row) => ({
      utm_source: String(row.utm_source),
      utm_campaign: String(row.utm_campaign),
      visits: n(row.visits),
      members: n(row.members),
    })),
    pages: pages.map((row) => ({ page: String(row.page), views: n(row.views), visitors: n(row.visitors) })),
    clicks: clicks.map((row) => ({
      target: String(row.target),
      clicks: n(row.clicks),
      visitors: n(row.visitors),
    })),
    referrals: {
      orders: n(totals.orders),
      amount: n(totals.amount),
      settled: n(totals.settled),
      settled_amount: n(totals.settled_amount),
    },
  };
}
