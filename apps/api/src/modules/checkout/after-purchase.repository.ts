// Reads and transitions after buying (issue 23): the bought lines with their product images, and the
// machine's `requestReturn` / `declineReturn` as one conditional UPDATE each.
import { type Database, schema } from '@shop/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { moveOrder } from './order-transitions.repository.ts';

const { orderLines, orders, products } = schema;

/** The order's lines with each product's image file ('' when the product is gone). */
export async function orderLinesWithImages(db: Database, orderId: number) {
  return db
    .select({
      p_id: orderLines.p_id,
      p_name: orderLines.p_name,
      p_img: products.p_img,
      p_price: orderLines.p_price,
      list_price: orderLines.list_price,
      ordersub_count: orderLines.ordersub_count,
      line_kind: orderLines.line_kind,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.p_id, orderLines.p_id))
    .where(eq(orderLines.ordermain_id, orderId))
    .orderBy(orderLines.ordersub_id);
}

/** `requestReturn` of the member's own shipped order; null when it is not (or no longer) returnable. */
export function requestReturnRow(tx: Database, memberId: number, orderId: number, now: Date) {
  return moveOrder(tx, orderId, 'requestReturn', now, {
    where: and(eq(orders.member_id, memberId), isNotNull(orders.shipped_at)),
  });
}

/** `declineReturn`: the shop turned the request down; the order is delivered again. */
export function declineReturnRow(tx: Database, orderId: number, now: Date) {
  return moveOrder(tx, orderId, 'declineReturn', now);
}
