// What an order holds while it is open: stock, a coupon use, points and shopping credit. Released in the
// same transaction that ends the order (expiry now; cancel in part 2).
import { type Database, schema } from '@shop/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { returnGiftClaimsOfOrder } from '../gifts/index.ts';
import { appendLedgerEntry } from '../ledgers/index.ts';
import { releaseOfferStock } from './offer-lines.ts';

const { couponUses, coupons } = schema;

/** A claimed member gift's order line: its stock was the gift's, taken at claim time, so none returns here. */
export const MEMBER_GIFT_LINE = 'member_gift';

export interface OrderHoldings {
  ordermain_id: number;
  member_id: number;
  points_used: number;
  credit_used: number;
  /** False for an order written without taking product stock (demo orders): none is given back. */
  takes_stock?: boolean;
}

export async function releaseOrderHoldings(
  tx: Database,
  order: OrderHoldings,
  reason: string,
): Promise<void> {
  // Exactly what the order took: an order that took no stock gives none back.
  if (order.takes_stock !== false) await releaseStock(tx, order);
  // Claimed gifts go back to the gift cart; their gift stock stays taken by the claim.
  await returnGiftClaimsOfOrder(tx, order.ordermain_id);
  await releaseCouponUses(tx, order.ordermain_id);
  const entry = { memberId: order.member_id, reason, orderId: order.ordermain_id };
  if (order.points_used > 0) await appendLedgerEntry(tx, 'points', { ...entry, delta: order.points_used });
  if (order.credit_used > 0) await appendLedgerEntry(tx, 'credit', { ...entry, delta: order.credit_used });
}

async function releaseStock(tx: Database, order: OrderHoldings): Promise<void> {
  await tx.execute(sql`
    update products as p set stock = p.stock + l.units
    from (select p_id, sum(ordersub_count)::int as units from order_lines
          where ordermain_id = ${order.ordermain_id} and line_kind <> ${MEMBER_GIFT_LINE} group by p_id) as l
    where p.p_id = l.p_id`);
  await releaseOfferStock(tx, order.ordermain_id, order.member_id);
}

async function releaseCouponUses(tx: Database, orderId: number): Promise<void> {
  const released = await tx
    .update(couponUses)
    .set({ released_at: sql`now()` })
    .where(and(eq(couponUses.ordermain_id, orderId), isNull(couponUses.released_at)))
    .returning({ coupon_id: couponUses.coupon_id });
  for (const use of released) {
    await tx
      .update(coupons)
      .set({ used_count: sql`${coupons.used_count} - 1` })
      .where(eq(coupons.coupon_id, use.coupon_id));
  }
}
