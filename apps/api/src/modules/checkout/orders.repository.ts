// Writes of order creation, each run inside the order's transaction (docs/decisions.md "Orders (issue 12, part 2)").
import { CANCELLABLE_ORDER_STATUSES, ORDER_STATUS } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';

const {
  couponUses,
  coupons,
  invoices,
  memberLevels,
  members,
  orderLines,
  orders,
  payments,
  products,
  sevenElevenStores,
} = schema;

export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineInsert = Omit<typeof orderLines.$inferInsert, 'ordermain_id'>;

export async function findOrderByKey(db: Database, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.member_id, memberId), eq(orders.idempotency_key, key)));
  return row ?? null;
}

export async function findMemberOrder(db: Database, memberId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ordermain_id, orderId), eq(orders.member_id, memberId)));
  return row ?? null;
}

export async function findMemberOrderBySn(db: Database, memberId: number, sn: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ordermain_sn, sn), eq(orders.member_id, memberId)));
  return row ?? null;
}

export async function findOrder(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.ordermain_id, orderId));
  return row ?? null;
}

/** Payments still waiting for the shopper are given up before a new one starts (re-pay). */
export async function cancelPendingPayments(db: Database, orderId: number) {
  await db
    .update(payments)
    .set({ state: 'cancelled' })
    .where(and(eq(payments.ordermain_id, orderId), eq(payments.state, 'pending')));
}

/** A failed order goes back to 待付款 while its new payment is pending. */
export async function reopenForPayment(db: Database, orderId: number, now: Date) {
  await db
    .update(orders)
    .set({ ordermain_status: ORDER_STATUS.awaitingPayment, updated_at: now })
    .where(and(eq(orders.ordermain_id, orderId), eq(orders.ordermain_status, ORDER_STATUS.paymentFailed)));
}

export async function insertOrder(tx: Database, order: OrderInsert, lines: readonly OrderLineInsert[]) {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order not inserted');
  await insertOrderLines(tx, row.ordermain_id, lines);
  return row;
}

export async function insertOrderLines(tx: Database, orderId: number, lines: readonly OrderLineInsert[]) {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, ordermain_id: orderId })));
}

/** SQLSTATE of the trigger orders_take_stock (migration 0012) when a product of the order is short. */
const SHORT_OF_STOCK = 'SH409';

/**
 * The product an order's COMMIT found short: the trigger orders_take_stock takes each product's units by a
 * conditional update, in product-id order, when the order's transaction commits, so the hot product rows
 * are locked for the COMMIT only. Null for any other error.
 */
export function shortOfStock(error: unknown): number | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; detail?: unknown; cause?: unknown };
    if (candidate.code === SHORT_OF_STOCK) return Number(candidate.detail);
    current = candidate.cause;
  }
  return null;
}

export async function findCouponByCode(db: Database, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.coupon_code, code));
  return row ?? null;
}

/**
 * Counts one use against the total limit (conditional update, which also locks the coupon row so
 * uses of one coupon are counted one order at a time), then against the member's own limit.
 */
export async function takeCouponUse(
  tx: Database,
  coupon: { coupon_id: number; per_member_limit: number },
  memberId: number,
  orderId: number,
): Promise<boolean> {
  const [counted] = await tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(
      and(
        eq(coupons.coupon_id, coupon.coupon_id),
        or(isNull(coupons.total_limit), sql`${coupons.used_count} < ${coupons.total_limit}`),
      ),
    )
    .returning({ id: coupons.coupon_id });
  if (!counted) return false;
  const [held] = await tx
    .select({ uses: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.coupon_id, coupon.coupon_id),
        eq(couponUses.member_id, memberId),
        isNull(couponUses.released_at),
      ),
    );
  if ((held?.uses ?? 0) >= coupon.per_member_limit) return false;
  await tx
    .insert(couponUses)
    .values({ coupon_id: coupon.coupon_id, member_id: memberId, ordermain_id: orderId });
  return true;
}

export function couponOpenAt(coupon: { starts_at: Date; ends_at: Date }, now: Date): boolean {
  return coupon.starts_at <= now && now <= coupon.ends_at;
}

export async function insertPayment(
  db: Database,
  payment: { ordermain_id: number; provider: string; payment_ref: string; amount: number },
) {
  const [row] = await db.insert(payments).values(payment).returning({ id: payments.payment_id });
  if (!row) throw new Error('payment not inserted');
  return row.id;
}

export async function updatePayment(
  db: Database,
  paymentRef: string,
  values: Partial<typeof payments.$inferInsert>,
) {
  await db.update(payments).set(values).where(eq(payments.payment_ref, paymentRef));
}

export async function latestPayment(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.ordermain_id, orderId))
    .orderBy(desc(payments.payment_id))
    .limit(1);
  return row ?? null;
}

export async function orderLinesOf(db: Database, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.ordermain_id, orderId))
    .orderBy(orderLines.ordersub_id);
}

/** Statuses from which a member may still cancel: nothing has left the warehouse. */
export const CANCELLABLE_STATUSES = CANCELLABLE_ORDER_STATUSES;

/** Marks the order cancelled only from a cancellable status (a racing expiry or shipment wins cleanly). */
export async function markCancelled(tx: Database, orderId: number, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({ ordermain_status: ORDER_STATUS.cancelled, cancelled_at: now, updated_at: now })
    .where(
      and(
        eq(orders.ordermain_id, orderId),
        sql`${orders.ordermain_status} in (${sql.join(
          CANCELLABLE_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
        isNull(orders.shipped_at),
      ),
    )
    .returning();
  return row ?? null;
}

/** Cash on pickup: nothing to pay online, the order waits for shipment. */
/** Answers whether this call made the order 取貨付款・待出貨 (so its confirmation is sent once). */
export async function markCashOnPickup(db: Database, orderId: number, now: Date): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ ordermain_status: ORDER_STATUS.cashOnPickupConfirmed, expires_at: null, updated_at: now })
    .where(and(eq(orders.ordermain_id, orderId), eq(orders.ordermain_status, ORDER_STATUS.awaitingPayment)))
    .returning({ id: orders.ordermain_id });
  return changed.length > 0;
}

export async function findOrderBySn(db: Database, sn: string) {
  const [row] = await db.select().from(orders).where(eq(orders.ordermain_sn, sn));
  return row ?? null;
}

/**
 * Cash on pickup collected at the store: the order is delivered and paid. Only once (paid_at still
 * null), only for a cash-on-pickup order waiting for or on its way to the store.
 */
export async function markCashCollected(db: Database, orderId: number, now: Date) {
  const [row] = await db
    .update(orders)
    .set({
      ordermain_status: ORDER_STATUS.delivered,
      paid_at: now,
      shipped_at: sql`coalesce(${orders.shipped_at}, ${now.toISOString()}::timestamptz)`,
      updated_at: now,
    })
    .where(
      and(
        eq(orders.ordermain_id, orderId),
        eq(orders.pay_method, 'cod'),
        isNull(orders.paid_at),
        or(
          eq(orders.ordermain_status, ORDER_STATUS.cashOnPickupConfirmed),
          eq(orders.ordermain_status, ORDER_STATUS.shipped),
        ),
      ),
    )
    .returning({ id: orders.ordermain_id });
  return row !== undefined;
}

/** The order's latest e-invoice, voided or not (the detail shows a voided one as such). */
export async function latestInvoiceOf(db: Database, orderId: number) {
  const rows = await db
    .select({ invoice_number: invoices.invoice_number, state: invoices.state })
    .from(invoices)
    .where(eq(invoices.ordermain_id, orderId))
    .orderBy(desc(invoices.invoice_id))
    .limit(1);
  return rows[0] ?? null;
}

export async function productName(db: Database, productId: number): Promise<string | null> {
  const [row] = await db.select({ name: products.p_name }).from(products).where(eq(products.p_id, productId));
  return row?.name ?? null;
}

export async function findStore(db: Database, storeId: string) {
  const [row] = await db.select().from(sevenElevenStores).where(eq(sevenElevenStores.store_id, storeId));
  return row ?? null;
}

/** The point rate (per NT$ 100) of the member's level; 99 stands on level 0; null when no setting exists. */
export async function memberPointRate(db: Database, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ rate: memberLevels.point_rate })
    .from(members)
    .innerJoin(
      memberLevels,
      eq(
        memberLevels.level_id,
        sql`case when ${members.member_nowtier2025} = 99 then 0 else ${members.member_nowtier2025} end`,
      ),
    )
    .where(eq(members.member_id, memberId));
  return row?.rate ?? null;
}
