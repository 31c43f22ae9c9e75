// Reads of the member's own orders: every query is keyed by member_id, so another member's order is
// simply not found.
import { VALID_ORDER_STATUSES } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, count, desc, eq, gte, inArray, max, sql, sum } from 'drizzle-orm';

const { orderLines, orders } = schema;

// Qualified by hand: inside a select, drizzle writes bare column names, which the subquery would read
// as its own order_lines.ordermain_id.
const itemCount = sql<number>`(select coalesce(sum(lines.ordersub_count), 0)::int
  from ${orderLines} lines where lines.ordermain_id = "orders"."ordermain_id")`;

const rowColumns = {
  ordermain_id: orders.ordermain_id,
  ordermain_dt1: orders.ordermain_dt1,
  ordermain_status: orders.ordermain_status,
  ordermain_sn: orders.ordermain_sn,
  ordermain_total: orders.ordermain_total,
  points: orders.points,
  ispoints: orders.ispoints,
  ship_method: orders.ship_method,
  item_count: itemCount,
};

export type MemberOrderRecord = Awaited<ReturnType<typeof selectOrdersPage>>[number];

export async function selectOrdersPage(db: Database, memberId: number, offset: number, limit: number) {
  return db
    .select(rowColumns)
    .from(orders)
    .where(eq(orders.member_id, memberId))
    .orderBy(desc(orders.ordermain_dt1), desc(orders.ordermain_id))
    .limit(limit)
    .offset(offset);
}

export async function countOrders(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.member_id, memberId));
  return row?.total ?? 0;
}

export async function selectOrdersSince(db: Database, memberId: number, since: Date) {
  return db
    .select(rowColumns)
    .from(orders)
    .where(and(eq(orders.member_id, memberId), gte(orders.ordermain_dt1, since)))
    .orderBy(desc(orders.ordermain_dt1), desc(orders.ordermain_id));
}

/** Products of the member's valid orders, grouped: units, orders, the last order's date and id. */
export async function selectBoughtProducts(db: Database, memberId: number) {
  return db
    .select({
      p_id: orderLines.p_id,
      p_name: sql<string>`(array_agg(${orderLines.p_name} order by ${orders.ordermain_dt1} desc))[1]`,
      quantity: sum(orderLines.ordersub_count).mapWith(Number),
      order_count: sql<number>`count(distinct ${orders.ordermain_id})::int`,
      last_bought_at: max(orders.ordermain_dt1),
      last_ordermain_id: sql<number>`(array_agg(${orders.ordermain_id} order by ${orders.ordermain_dt1} desc, ${orders.ordermain_id} desc))[1]`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.ordermain_id, orderLines.ordermain_id))
    .where(
      and(
        eq(orders.member_id, memberId),
        inArray(orders.ordermain_status, [...VALID_ORDER_STATUSES]),
        inArray(orderLines.line_kind, ['regular', 'addon']),
      ),
    )
    .groupBy(orderLines.p_id)
    .orderBy(desc(max(orders.ordermain_dt1)), desc(orderLines.p_id));
}

/** Units of the member's valid order lines whose offer_ref starts with `prefix` ('routinekit:'), by the id after it. */
export async function selectUnitsByOfferRef(db: Database, memberId: number, prefix: string) {
  const offerId = sql<number>`split_part(${orderLines.offer_ref}, ':', 2)::int`;
  const rows = await db
    .select({ offer_id: offerId, units: sum(orderLines.ordersub_count).mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.ordermain_id, orderLines.ordermain_id))
    .where(
      and(
        eq(orders.member_id, memberId),
        inArray(orders.ordermain_status, [...VALID_ORDER_STATUSES]),
        sql`${orderLines.offer_ref} like ${`${prefix}%`}`,
      ),
    )
    .groupBy(offerId);
  return new Map(rows.map((row) => [Number(row.offer_id), row.units]));
}
