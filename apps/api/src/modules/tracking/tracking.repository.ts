import type { AfterLoginRecordKind } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';

const { afterLoginRecords, utmRecords, lineShoppingMembers, clientErrorReports } = schema;

/** Keeps what the after-login queue attached; the same thing sent again leaves the first row. */
export async function insertAfterLoginRecord(
  db: Database,
  record: { memberId: number; kind: AfterLoginRecordKind; ref: string },
): Promise<void> {
  await db
    .insert(afterLoginRecords)
    .values({ member_id: record.memberId, kind: record.kind, ref: record.ref })
    .onConflictDoNothing();
}

// ---------- UTM records ----------

export interface NewUtmRecord {
  memberId: number | null;
  visitId: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  notification_id: string | null;
  source: string | null;
  referer: string | null;
  now: Date;
}

export async function insertUtmRecord(db: Database, record: NewUtmRecord): Promise<number> {
  const { memberId, visitId, now, ...values } = record;
  const [row] = await db
    .insert(utmRecords)
    .values({
      ...values,
      member_id: memberId,
      visit_id: visitId,
      created_at: now,
      attached_at: memberId === null ? null : now,
    })
    .returning({ utm_id: utmRecords.utm_id });
  if (!row) throw new Error('store-utms: the insert returned no row');
  return row.utm_id;
}

/**
 * Attaches a guest's UTM record to the member: only a record made by the same visitor (X-Visit-ID) that
 * no member owns yet, or one the member owns already. Answers whether the record is the member's now.
 */
export async function attachUtmRecord(
  db: Database,
  utmId: number,
  memberId: number,
  visitId: string | null,
  now: Date,
): Promise<boolean> {
  if (visitId === null) {
    const [own] = await db
      .select({ utm_id: utmRecords.utm_id })
      .from(utmRecords)
      .where(and(eq(utmRecords.utm_id, utmId), eq(utmRecords.member_id, memberId)));
    return own !== undefined;
  }
  const [row] = await db
    .update(utmRecords)
    .set({ member_id: memberId, attached_at: sql`coalesce(${utmRecords.attached_at}, ${now})` })
    .where(
      and(
        eq(utmRecords.utm_id, utmId),
        or(
          and(isNull(utmRecords.member_id), eq(utmRecords.visit_id, visitId)),
          eq(utmRecords.member_id, memberId),
        ),
      ),
    )
    .returning({ utm_id: utmRecords.utm_id });
  return row !== undefined;
}

// ---------- shopping referral ----------

export async function upsertLineShoppingMember(
  db: Database,
  memberId: number,
  ecid: string,
  now: Date,
): Promise<void> {
  await db
    .insert(lineShoppingMembers)
    .values({ member_id: memberId, ecid, first_seen_at: now, last_seen_at: now })
    .onConflictDoUpdate({
      target: [lineShoppingMembers.member_id, lineShoppingMembers.ecid],
      set: { last_seen_at: now },
    });
}

// ---------- error reports ----------

export interface ErrorReportRow {
  fingerprint: string;
  type: string;
  message: string;
  stack: string | null;
  component: string | null;
  info: string | null;
  path: string | null;
  url: string | null;
  ua: string | null;
  reported_time: string | null;
}

/** One row per distinct error: a new one is stored, a known one counted with its latest context. */
export async function recordErrorReport(db: Database, report: ErrorReportRow, now: Date): Promise<void> {
  await db
    .insert(clientErrorReports)
    .values({ ...report, count: 1, first_seen_at: now, last_seen_at: now })
    .onConflictDoUpdate({
      target: clientErrorReports.fingerprint,
      set: {
        count: sql`${clientErrorReports.count} + 1`,
        last_seen_at: now,
        component: report.component,
        info: report.info,
        path: report.path,
        url: report.url,
        ua: report.ua,
        reported_time: report.reported_time,
      },
    });
}

// ---------- the partitioned event logs (batch writes, raw SQL: Drizzle does not model them) ----------

export type TrackingEventKind = 'page_view' | 'click' | 'view_event';

export interface TrackingEventRow {
  occurred_at: string;
  kind: TrackingEventKind;
  member_id: number | null;
  visit_id: string | null;
  page: string;
  referrer: string | null;
  target: string | null;
  screen_width: number | null;
  screen_height: number | null;
  x: number | null;
  y: number | null;
  stay_time_ms: number | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  from: string | null;
  source: string | null;
  vtm_channel: string | null;
  vtm_stat_id: string | null;
}

/**
 * One INSERT for the whole batch: the rows travel as one JSON parameter that json_to_recordset turns
 * back into typed rows, so the statement text is the same for any batch size (prepared once) and works
 * alike on PostgreSQL and PGlite.
 */
export async function insertTrackingEvents(db: Database, rows: readonly TrackingEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into tracking_events (occurred_at, kind, member_id, visit_id, page, referrer, target,
      screen_width, screen_height, x, y, stay_time_ms, utm_source, utm_medium, utm_campaign, utm_term,
      utm_content, "from", source, vtm_channel, vtm_stat_id)
    select occurred_at, kind, member_id, visit_id, page, referrer, target, screen_width, screen_height,
      x, y, stay_time_ms, utm_source, utm_medium, utm_campaign, utm_term, utm_content, "from", source,
      vtm_channel, vtm_stat_id
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(occurred_at timestamptz, kind text,
      member_id integer, visit_id text, page text, referrer text, target text, screen_width integer,
      screen_height integer, x integer, y integer, stay_time_ms integer, utm_source text, utm_medium text,
      utm_campaign text, utm_term text, utm_content text, "from" text, source text, vtm_channel text,
      vtm_stat_id text)`);
}

export type LineShoppingEventKind =
  | 'browse_page'
  | 'add_favorite'
  | 'view_favorite'
  | 'add_cart'
  | 'view_cart'
  | 'view_product';

export interface LineShoppingEventRow {
  occurred_at: string;
  kind: LineShoppingEventKind;
  ecid: string;
  member_id: number | null;
  visit_id: string | null;
  products: unknown[] | null;
}

export async function insertLineShoppingEvents(
  db: Database,
  rows: readonly LineShoppingEventRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into line_shopping_events (occurred_at, kind, ecid, member_id, visit_id, products)
    select occurred_at, kind, ecid, member_id, visit_id, products
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(occurred_at timestamptz, kind text,
      ecid text, member_id integer, visit_id text, products jsonb)`);
}

/** Whether a write failed because no partition holds the row's month (the job has not made it yet). */
export function isMissingPartition(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23514' && String(candidate.message).includes('no partition')) return true;
    current = candidate.cause;
  }
  return false;
}
