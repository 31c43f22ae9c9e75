// Order lines of a routine kit and the stock of kits and gifts (docs/decisions/031-add-ons-choice-gifts-and-routine-kits-a.md). A kit is sold as one cart line, but it ships as its products, so
// the order holds one line per product, priced so the lines add up to the kit price exactly.
import type { CartSummary } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { appendLedgerEntry } from '../ledgers/index.ts';
import type { OrderLineInsert } from './orders.repository.ts';

const { giftActivityProducts, orderLines, products, routineKits } = schema;

/** offer_ref of the one line per kit whose count is the number of kits ordered (stock is given back by it). */
export const kitHeadRef = (kitId: number) => `routinekit:${kitId}`;
const kitItemRef = (kitId: number) => `routinekit-item:${kitId}`;

type Kit = CartSummary['routineKitList'][number];

/**
 * One kit's lines: each product's unit price is its share of the kit price by list price, rounded down;
 * what rounding leaves goes on one unit of the first product (the head line, one unit per kit).
 */
export function kitOrderLines(kit: Kit): OrderLineInsert[] {
  const items = kit.items ?? [];
  const first = items[0];
  if (!first) throw new Error(`kit ${kit.routinekit_id} has no products`);
  const listSum = items.reduce((sum, i) => sum + i.p_price * i.quantity, 0);
  const unitShare = (i: (typeof items)[number]) =>
    listSum === 0 ? 0 : Math.floor((kit.unitPrice * i.p_price) / listSum);
  const shared = items.reduce((sum, i) => sum + unitShare(i) * i.quantity, 0);
  const line = (i: (typeof items)[number], price: number, count: number, ref: string): OrderLineInsert => ({
    p_id: i.p_id,
    p_name: i.p_name,
    p_price: price,
    list_price: i.p_price,
    ordersub_count: count,
    line_kind: 'regular',
    offer_ref: ref,
  });
  const lines = [
    line(first, unitShare(first) + kit.unitPrice - shared, kit.quantity, kitHeadRef(kit.routinekit_id)),
  ];
  if (first.quantity > 1)
    lines.push(
      line(first, unitShare(first), (first.quantity - 1) * kit.quantity, kitItemRef(kit.routinekit_id)),
    );
  for (const i of items.slice(1))
    lines.push(line(i, unitShare(i), i.quantity * kit.quantity, kitItemRef(kit.routinekit_id)));
  return lines;
}

/** Which table holds a gift line's stock, from its offer_ref ('threshold:3', 'choice:7', ...). */
function giftStockOf(ref: string | null | undefined) {
  const [type, id] = (ref ?? '').split(':');
  const activityId = Number(id);
  if (!type || !Number.isInteger(activityId) || activityId <= 0) return null;
  if (type === 'threshold') return { table: 'threshold' as const, activityId };
  if (['open_gift', 'category', 'choice', 'product', 'buy_gift'].includes(type))
    return { table: 'activity' as const, activityId };
  return null;
}

/**
 * Takes kit stock and gift stock by conditional updates inside the order's transaction. Answers the name
 * of the first kit that is short, or null when everything was taken. Given the order's id, a gift that is
 * short (its own stock or its product's) is dropped from the order instead (the order goes through without
 * it: docs/decisions/054-free-lines-from-the-server.md); without it, a short gift's name is answered too.
 */
export async function takeOfferStock(
  tx: Database,
  kits: readonly Kit[],
  lines: readonly OrderLineInsert[],
  orderId?: number,
): Promise<string | null> {
  for (const kit of kits) {
    const [taken] = await tx
      .update(routineKits)
      .set({ routinekit_stock: sql`${routineKits.routinekit_stock} - ${kit.quantity}` })
      .where(
        and(
          eq(routineKits.routinekit_id, kit.routinekit_id),
          gte(routineKits.routinekit_stock, kit.quantity),
        ),
      )
      .returning({ id: routineKits.routinekit_id });
    if (!taken) return kit.routinekit_name;
  }
  if (orderId !== undefined) {
    await takeOrDropGifts(tx, lines, orderId);
    return null;
  }
  for (const line of lines) {
    if (line.line_kind !== 'gift') continue;
    const stock = giftStockOf(line.offer_ref);
    if (stock && !(await takeGiftStock(tx, stock, line.p_id, line.ordersub_count))) return line.p_name;
  }
  return null;
}

/** Units of a product the order's COMMIT takes for lines other than its gifts (member gifts take none). */
const boughtUnits = (lines: readonly OrderLineInsert[], productId: number) =>
  lines
    .filter((l) => l.p_id === productId && l.line_kind !== 'gift' && l.line_kind !== 'member_gift')
    .reduce((sum, l) => sum + l.ordersub_count, 0);

/**
 * Takes each gift's stock while its product has units left for it, else drops the gift's line. The product
 * rows are locked here (so the COMMIT's stock trigger finds what was counted), all of the order's products up
 * to the last gift's in product-id order: the order the trigger and every other order lock them in, so no
 * two orders wait on each other crosswise.
 */
async function takeOrDropGifts(tx: Database, lines: readonly OrderLineInsert[], orderId: number) {
  const gifts = lines.filter((l) => l.line_kind === 'gift' && giftStockOf(l.offer_ref) !== null);
  if (gifts.length === 0) return;
  const lastGift = Math.max(...gifts.map((l) => l.p_id));
  const ids = [...new Set(lines.map((l) => l.p_id))].filter((id) => id <= lastGift);
  const locked = await tx
    .select({ p_id: products.p_id, stock: products.stock })
    .from(products)
    .where(inArray(products.p_id, ids))
    .orderBy(products.p_id)
    // Not FOR UPDATE: the order's own lines already hold KEY SHARE on these rows (their foreign key), and
    // so does any other order of the same product, which FOR UPDATE would wait for crosswise (deadlock).
    .for('no key update');
  const left = new Map(locked.map((row) => [row.p_id, row.stock - boughtUnits(lines, row.p_id)]));
  for (const line of gifts) {
    const units = left.get(line.p_id) ?? 0;
    const stock = giftStockOf(line.offer_ref)!;
    if (units >= line.ordersub_count && (await takeGiftStock(tx, stock, line.p_id, line.ordersub_count))) {
      left.set(line.p_id, units - line.ordersub_count);
      continue;
    }
    await tx
      .delete(orderLines)
      .where(
        and(
          eq(orderLines.ordermain_id, orderId),
          eq(orderLines.p_id, line.p_id),
          eq(orderLines.line_kind, 'gift'),
          eq(orderLines.offer_ref, line.offer_ref ?? ''),
        ),
      );
  }
}

async function takeGiftStock(
  tx: Database,
  stock: NonNullable<ReturnType<typeof giftStockOf>>,
  productId: number,
  quantity: number,
): Promise<boolean> {
  if (stock.table === 'activity') {
    const rows = await tx
      .update(giftActivityProducts)
      .set({ gift_stock: sql`${giftActivityProducts.gift_stock} - ${quantity}` })
      .where(
        and(
          eq(giftActivityProducts.activity_id, stock.activityId),
          eq(giftActivityProducts.p_id, productId),
          eq(giftActivityProducts.role, 'gift'),
          gte(giftActivityProducts.gift_stock, quantity),
        ),
      )
      .returning({ id: giftActivityProducts.activity_id });
    return rows.length > 0;
  }
  // A threshold activity may give the same gift at several levels; its stock is kept on the highest one.
  const result = (await tx.execute(sql`
    update threshold_levels set gift_stock = gift_stock - ${quantity}
    where gift_stock >= ${quantity} and level_id = (
      select level_id from threshold_levels
      where activity_id = ${stock.activityId} and gift_p_id = ${productId} and kind = 'gift'
      order by threshold desc limit 1)
    returning level_id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Ledger reason of the points an order's point-cart lines cost, and of giving them back. */
export const EXCHANGE_REASON = 'point-exchange';
export const EXCHANGE_RETURN_REASON = 'point-exchange-return';

/**
 * Point-cart lines (member-area §2.6): line_kind 'point', p_price the points of one unit (dpoint when not
 * 0, else point), at no money.
 */
export function pointOrderLines(summary: CartSummary): OrderLineInsert[] {
  return summary.pointCartWithDetails.map((item) => ({
    p_id: item.p_id,
    p_name: item.name,
    p_price: item.point,
    list_price: item.point,
    ordersub_count: item.quantity,
    line_kind: 'point',
    offer_ref: 'pc-point',
  }));
}

export const exchangePointsOf = (lines: readonly OrderLineInsert[]) =>
  lines.filter((l) => l.line_kind === 'point').reduce((sum, l) => sum + l.p_price * l.ordersub_count, 0);

/** Debits the exchange points through the ledger; false when the balance would go below 0. */
export async function takeExchangePoints(
  tx: Database,
  order: { member_id: number; ordermain_id: number },
  points: number,
): Promise<boolean> {
  if (points === 0) return true;
  const entry = {
    memberId: order.member_id,
    reason: EXCHANGE_REASON,
    orderId: order.ordermain_id,
    delta: -points,
  };
  return (await appendLedgerEntry(tx, 'points', entry)) !== null;
}

/** Gives back the kit and gift stock and the exchange points an order took (expiry and cancel). */
export async function releaseOfferStock(tx: Database, orderId: number, memberId: number): Promise<void> {
  const result = (await tx.execute(sql`
    select coalesce(sum(p_price * ordersub_count), 0)::int as points
    from order_lines where ordermain_id = ${orderId} and line_kind = 'point'`)) as unknown as {
    rows: { points: number }[];
  };
  const points = Number(result.rows[0]?.points ?? 0);
  if (points > 0)
    await appendLedgerEntry(tx, 'points', {
      memberId,
      reason: EXCHANGE_RETURN_REASON,
      orderId,
      delta: points,
    });
  await tx.execute(sql`
    update routine_kits as k set routinekit_stock = k.routinekit_stock + l.kits
    from (select substring(offer_ref from 12)::int as kit_id, sum(ordersub_count)::int as kits
          from order_lines where ordermain_id = ${orderId} and offer_ref like 'routinekit:%'
          group by offer_ref) as l
    where k.routinekit_id = l.kit_id`);
  await tx.execute(sql`
    update gift_activity_products as g set gift_stock = g.gift_stock + l.units
    from (select split_part(offer_ref, ':', 2)::int as activity_id, p_id, sum(ordersub_count)::int as units
          from order_lines
          where ordermain_id = ${orderId} and line_kind = 'gift'
            and split_part(offer_ref, ':', 1) in ('open_gift', 'category', 'choice', 'product', 'buy_gift')
          group by 1, 2) as l
    where g.activity_id = l.activity_id and g.p_id = l.p_id and g.role = 'gift'`);
  await tx.execute(sql`
    update threshold_levels as t set gift_stock = t.gift_stock + l.units
    from (select split_part(offer_ref, ':', 2)::int as activity_id, p_id, sum(ordersub_count)::int as units
          from order_lines
          where ordermain_id = ${orderId} and line_kind = 'gift' and offer_ref like 'threshold:%'
          group by 1, 2) as l
    where t.level_id = (select level_id from threshold_levels
                        where activity_id = l.activity_id and gift_p_id = l.p_id and kind = 'gift'
                        order by threshold desc limit 1)`);
}
