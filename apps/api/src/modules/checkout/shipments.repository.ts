// The shipment step's rows (docs/decisions/041-shipments-created-automatically.md). One row per order; a
// try is claimed by one conditional UPDATE, so two runs never call the provider for the same order.
import { isStorePickup, ORDER_STATUS } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { merchantTradeNoOf } from '../../integrations/logistics/index.ts';

const { orders, shipments } = schema;

/** The order columns that decide whether it is ready to ship. */
export interface ShippableOrder {
  ordermain_id: number;
  ordermain_sn: string;
  ordermain_status: number;
  ship_method: string;
  pay_method: string;
  ordermain_total: number;
}

/** Statuses in which a store-pickup order gets its shipment: paid, preparing, cash on pickup confirmed. */
export const SHIPPABLE_STATUSES: readonly number[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.cashOnPickupConfirmed,
];

export const SHIPPABLE_COLUMNS = {
  ordermain_id: orders.ordermain_id,
  ordermain_sn: orders.ordermain_sn,
  ordermain_status: orders.ordermain_status,
  ship_method: orders.ship_method,
  pay_method: orders.pay_method,
  ordermain_total: orders.ordermain_total,
};

/**
 * Queues the shipment of a store-pickup order (7-ELEVEN, 全家, 萊爾富) that has just become ready, in the transaction that made it
 * ready; any other order is left alone. A second call for the same order writes nothing (the key).
 */
export async function queueShipment(tx: Database, order: ShippableOrder, now: Date): Promise<void> {
  if (!isStorePickup(order.ship_method) || !SHIPPABLE_STATUSES.includes(order.ordermain_status)) return;
  await tx
    .insert(shipments)
    .values({
      ordermain_id: order.ordermain_id,
      merchant_trade_no: merchantTradeNoOf(order.ordermain_sn),
      collect_amount: order.pay_method === 'cod' ? order.ordermain_total : 0,
      next_attempt_at: now,
    })
    .onConflictDoNothing();
}

/**
 * Takes the next try of a pending shipment that is due: attempts + 1 and next_attempt_at pushed past
 * the lease, in one conditional UPDATE. Answers the shipment with its order, or null when it is not
 * due, done, or another run has just taken it.
 */
export async function claimShipment(db: Database, orderId: number, now: Date, leaseMs: number) {
  const [claimed] = await db
    .update(shipments)
    .set({
      attempts: sql`${shipments.attempts} + 1`,
      next_attempt_at: new Date(now.getTime() + leaseMs),
    })
    .where(
      and(
        eq(shipments.ordermain_id, orderId),
        eq(shipments.shipment_state, 'pending'),
        lte(shipments.next_attempt_at, now),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [order] = await db
    .select({
      ...SHIPPABLE_COLUMNS,
      recipient_name: orders.recipient_name,
      ordermain_mobile: orders.ordermain_mobile,
      store_id: orders.store_id,
    })
    .from(orders)
    .where(eq(orders.ordermain_id, orderId));
  return order ? { shipment: claimed, order } : null;
}

export async function findShipment(db: Database, orderId: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.ordermain_id, orderId));
  return row ?? null;
}

/** Pending shipments whose next try is due, oldest first. */
export async function dueShipments(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: shipments.ordermain_id })
    .from(shipments)
    .where(and(eq(shipments.shipment_state, 'pending'), lte(shipments.next_attempt_at, now)))
    .orderBy(asc(shipments.next_attempt_at))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The provider created the shipment: the step is done and the order keeps its ids (once). */
export async function recordShipmentCreated(
  db: Database,
  orderId: number,
  created: { logisticsId: string; pickupNumber: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(shipments)
      .set({ shipment_state: 'created', done_at: now, last_error: null })
      .where(eq(shipments.ordermain_id, orderId));
    await tx
      .update(orders)
      .set({ logistics_id: created.logisticsId, pickup_number: created.pickupNumber, updated_at: now })
      .where(and(eq(orders.ordermain_id, orderId), isNull(orders.logistics_id)));
  });
}

/** The try failed: the next one waits until retryAt, or the step ends as failed (retryAt null). */
export async function recordShipmentFailure(
  db: Database,
  orderId: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(shipments)
    .set(
      retryAt
        ? { last_error: error, next_attempt_at: retryAt }
        : { last_error: error, shipment_state: 'failed', done_at: now },
    )
    .where(eq(shipments.ordermain_id, orderId));
}

/**
 * Staff ask for a shipment again (the back office's batch action, decision 094): the store-pickup order
 * gets its row if it never had one, and a step that gave up (failed) is pending again from now with its
 * attempts counted afresh; one conditional UPDATE, so a step already created or in a try is untouched.
 * Answers 'pending' when a try may now be made, 'done' when the shipment exists or was skipped.
 */
export async function requeueShipment(
  tx: Database,
  order: ShippableOrder,
  now: Date,
): Promise<'not_pickup' | 'pending' | 'done'> {
  if (!isStorePickup(order.ship_method) || !SHIPPABLE_STATUSES.includes(order.ordermain_status))
    return 'not_pickup';
  await queueShipment(tx, order, now);
  await tx
    .update(shipments)
    .set({ shipment_state: 'pending', attempts: 0, next_attempt_at: now, done_at: null })
    .where(and(eq(shipments.ordermain_id, order.ordermain_id), eq(shipments.shipment_state, 'failed')));
  const [row] = await tx
    .select({ state: shipments.shipment_state })
    .from(shipments)
    .where(eq(shipments.ordermain_id, order.ordermain_id));
  return row?.state === 'pending' ? 'pending' : 'done';
}

/** The order is no longer to be shipped (cancelled): a pending step ends without calling the provider. */
export async function skipShipment(db: Database, orderId: number, now: Date): Promise<boolean> {
  const skipped = await db
    .update(shipments)
    .set({ shipment_state: 'skipped', done_at: now })
    .where(and(eq(shipments.ordermain_id, orderId), eq(shipments.shipment_state, 'pending')))
    .returning({ id: shipments.ordermain_id });
  return skipped.length > 0;
}
