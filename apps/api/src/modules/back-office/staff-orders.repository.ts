// The back office's order reads: the filtered list with keyset paging on (ordermain_dt1, ordermain_id)
// (indexes orders_listing_idx, orders_status_listing_idx, orders_mobile_idx, orders_recipient_name_trgm) and
// the dashboard figures.
import type { OrderListQuery } from '@shop/contracts/back-stage';
import { isOrderNumber, ORDER_STATUS, orderStatusName, taipeiDate } from '@shop/core';
import { type Database, escapeLike, schema } from '@shop/db';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

const { orders } = schema;
type ListQuery = z.output<typeof import('@shop/contracts/back-stage').OrderListQuery>;

const DAY_MS = 86_400_000;
/** Start of a Taipei calendar day (UTC+8, no daylight saving). */
function taipeiMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The cursor: the order date in microseconds since 1970 and the id, so no two rows share one. */
const MICROS = sql<string>`(extract(epoch from ${orders.ordermain_dt1}) * 1000000)::bigint::text`;

/** A mobile as it is typed into the search box: digits, optionally after a +. */
const MOBILE_SEARCH = /^\+?\d{8,15}$/;

/**
 * The search box by what it holds: an order number or a mobile is found through its index; anything else
 * is part of a recipient's name. One OR over the three let a name's ilike keep PostgreSQL from both
 * indexes, so a number's search read the whole table (bench:admin-orders with 50,000 orders).
 */
export function searchCondition(text: string): SQL {
  const q = text.trim();
  if (isOrderNumber(q.toUpperCase())) return eq(orders.ordermain_sn, q.toUpperCase());
  if (MOBILE_SEARCH.test(q)) return eq(orders.ordermain_mobile, q);
  return nameCondition(q);
}

/**
 * Part of a recipient's name through the trigram index orders_recipient_name_trgm (decision 128). pg_trgm
 * pads a name with spaces, so 王小明 gives "  王", " 王小", "王小明", "小明 "; a pattern between two % yields
 * trigrams only from three of its own characters, so '%王小%' has none and reads the whole table. Hence:
 * three characters or more are looked for anywhere in the name; two are the name's start or its end
 * (王小 or 小明 of 王小明, a two-character name whole), whose padded trigrams the index holds; one is the
 * start (a family name).
 */
function nameCondition(q: string): SQL {
  const text = escapeLike(q);
  const length = [...q].length;
  if (length >= 3) return ilike(orders.recipient_name, `%${text}%`);
  const starts = ilike(orders.recipient_name, `${text}%`);
  return length === 2 ? (or(starts, ilike(orders.recipient_name, `%${text}`)) as SQL) : starts;
}

export async function listOrders(db: Database, query: ListQuery) {
  const where: SQL[] = [];
  if (query.from) where.push(gte(orders.ordermain_dt1, taipeiMidnight(query.from)));
  if (query.to) where.push(lt(orders.ordermain_dt1, new Date(taipeiMidnight(query.to).getTime() + DAY_MS)));
  if (query.status !== undefined) where.push(eq(orders.ordermain_status, query.status));
  if (query.pay_method) where.push(eq(orders.pay_method, query.pay_method));
  if (query.ship_method) where.push(eq(orders.ship_method, query.ship_method));
  if (query.member_id) where.push(eq(orders.member_id, query.member_id));
  if (query.q) where.push(searchCondition(query.q));
  if (query.after) {
    const [micros, id] = query.after.split('.');
    where.push(
      sql`(${orders.ordermain_dt1}, ${orders.ordermain_id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${Number(id)})`,
    );
  }
  const rows = await db
    .select({
      ordermain_id: orders.ordermain_id,
      ordermain_sn: orders.ordermain_sn,
      ordermain_dt1: orders.ordermain_dt1,
      micros: MICROS,
      ordermain_status: orders.ordermain_status,
      member_id: orders.member_id,
      recipient_name: orders.recipient_name,
      ordermain_mobile: orders.ordermain_mobile,
      ordermain_total: orders.ordermain_total,
      pay_method: orders.pay_method,
      ship_method: orders.ship_method,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.ordermain_dt1), desc(orders.ordermain_id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map(({ micros: _micros, ...row }) => ({
      ...row,
      ordermain_dt1: row.ordermain_dt1.toISOString(),
      status_name: orderStatusName(row.ordermain_status) ?? '',
    })),
    next_cursor:
      rows.length > query.limit && last ? `${last.micros.padStart(16, '0')}.${last.ordermain_id}` : null,
  };
}

/** Orders that count as revenue: paid (or on the paid road) or confirmed for cash on pickup. */
const REVENUE_STATUSES = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.completed,
  ORDER_STATUS.cashOnPickupConfirmed,
];
/** Orders the warehouse still has to send. */
export const AWAITING_SHIPMENT_STATUSES = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.cashOnPickupConfirmed,
];

export async function dashboardFigures(db: Database, now: Date) {
  const day = taipeiDate(now);
  const since = taipeiMidnight(day);
  const [today] = await db
    .select({
      orders: count(),
      revenue:
        sql<number>`coalesce(sum(${orders.ordermain_total}) filter (where ${inArray(orders.ordermain_status, REVENUE_STATUSES)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(gte(orders.ordermain_dt1, since));
  const [waiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.ordermain_status, AWAITING_SHIPMENT_STATUSES));
  return {
    day,
    today_orders: today?.orders ?? 0,
    today_revenue: today?.revenue ?? 0,
    awaiting_shipment: waiting?.n ?? 0,
  };
}

export type { OrderListQuery };
