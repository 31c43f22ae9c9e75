import { VALID_ORDER_STATUSES } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';

const { evergreenTrailProducts, evergreenTrails, orderLines, orders, products, shopActivities } = schema;

export type ShopActivityRow = typeof shopActivities.$inferSelect;
export type EvergreenTrailRow = typeof evergreenTrails.$inferSelect;

export async function selectActivity(db: Database, key: string): Promise<ShopActivityRow | null> {
  const [row] = await db.select().from(shopActivities).where(eq(shopActivities.activity_key, key));
  return row ?? null;
}

/** The evergreen trial open at `now` (the one that started last when several are). */
export async function selectOpenTrail(db: Database, now: Date): Promise<EvergreenTrailRow | null> {
  const [row] = await db
    .select()
    .from(evergreenTrails)
    .where(and(lte(evergreenTrails.starts_at, now), gt(evergreenTrails.ends_at, now)))
    .orderBy(sql`${evergreenTrails.starts_at} desc`)
    .limit(1);
  return row ?? null;
}

export async function selectTrailProducts(db: Database, activityId: number) {
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      point: evergreenTrailProducts.point,
      stock: products.stock,
      p_show: products.p_show,
    })
    .from(evergreenTrailProducts)
    .innerJoin(products, eq(products.p_id, evergreenTrailProducts.p_id))
    .where(eq(evergreenTrailProducts.activity_id, activityId))
    .orderBy(asc(evergreenTrailProducts.sort), asc(products.p_id));
}

/** Gone orders: their trial lines do not count as taken. */
const GONE_STATUSES = [4, 5, 7, 9];

/** The offer_ref of an order line taken in an evergreen trial (paid in points, line_kind point). */
export const evergreenOfferRef = (activityId: number) => `evergreen:${activityId}`;

/** Products the member took in this trial, in an order not cancelled, failed, expired or refunded. */
export async function selectTakenProducts(
  db: Database,
  memberId: number,
  activityId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ p_id: orderLines.p_id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.ordermain_id, orderLines.ordermain_id))
    .where(
      and(
        eq(orders.member_id, memberId),
        eq(orderLines.offer_ref, evergreenOfferRef(activityId)),
        notInArray(orders.ordermain_status, GONE_STATUSES),
      ),
    );
  return new Set(rows.map((row) => row.p_id));
}

/** Gift lines were not bought: they are left out of bought counts. */
const NOT_BOUGHT_KINDS = ['gift', 'member_gift'];

/**
 * Units of each product in the member's orders of a valid status (member-area §9) whose order date falls
 * on the Taipei days from..to (both included).
 */
export async function selectBoughtCounts(
  db: Database,
  memberId: number,
  productIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const day = sql`(${orders.ordermain_dt1} at time zone 'Asia/Taipei')::date`;
  const rows = await db
    .select({ p_id: orderLines.p_id, count: sql<number>`sum(${orderLines.ordersub_count})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.ordermain_id, orderLines.ordermain_id))
    .where(
      and(
        eq(orders.member_id, memberId),
        inArray(orderLines.p_id, [...productIds]),
        inArray(orders.ordermain_status, [...VALID_ORDER_STATUSES]),
        notInArray(orderLines.line_kind, NOT_BOUGHT_KINDS),
        sql`${day} between ${from}::date and ${to}::date`,
      ),
    )
    .groupBy(orderLines.p_id);
  return new Map(rows.map((row) => [row.p_id, row.count]));
}
