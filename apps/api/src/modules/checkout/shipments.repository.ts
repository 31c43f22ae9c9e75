// The shipment step's rows (docs/decisions/041-shipments-created-automatically.md) and their jobs (132). One
// row per order; each try is a pg-boss job sent with the row (or with the failure before it), and claimed
// by one conditional UPDATE, so two runs never call the provider for the same order.
import { randomUUID } from 'node:crypto';
import { isStorePickup, ORDER_STATUS } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { merchantTradeNoOf } from '../../integrations/logistics/index.ts';
import { sendJob } from '../../jobs/queue.ts';

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

/** The job sent with a new row waits this long: the try made at once after the commit goes first. */
export const FIRST_JOB_AFTER_MS = 30_000;
const firstJobAt = (now: Date) => new Date(now.getTime() + FIRST_JOB_AFTER_MS);

/** The queue of shipment tries (pg-boss, decision 132); a job carries its order's id. */
export const SHIPMENT_QUEUE = 'shipment-create';

export interface ShipmentJob {
  orderId: number;
}

/** Sends the row's next try as job `jobId` (kept on the row), through the caller's transaction. */
function sendShipmentJob(tx: Database, orderId: number, jobId: string, startAfter?: Date) {
  return sendJob(tx, SHIPMENT_QUEUE, { orderId } satisfies ShipmentJob, {
    id: jobId,
    ...(startAfter ? { startAfter } : {}),
  });
}

/**
 * Queues the shipment of a store-pickup order (7-ELEVEN, 全家, 萊爾富) that has just become ready, in the
 * transaction that made it ready, with its job; any other order is left alone. A second call for the same
 * order writes nothing (the key). The try is made at once after the commit (shipReadyOrder); the job
 * starts FIRST_JOB_AFTER_MS later, so it makes the first try only if that one never happened (a process
 * that stopped) and never races it.
 */
export async function queueShipment(tx: Database, order: ShippableOrder, now: Date): Promise<void> {
  if (!isStorePickup(order.ship_method) || !SHIPPABLE_STATUSES.includes(order.ordermain_status)) return;
  const jobId = randomUUID();
  const inserted = await tx
    .insert(shipments)
    .values({
      ordermain_id: order.ordermain_id,
      merchant_trade_no: merchantTradeNoOf(order.ordermain_sn),
      collect_amount: order.pay_method === 'cod' ? order.ordermain_total : 0,
      job_id: jobId,
    })
    .onConflictDoNothing()
    .returning({ id: shipments.ordermain_id });
  if (inserted.length > 0) await sendShipmentJob(tx, order.ordermain_id, jobId, firstJobAt(now));
}

/** A row's holder, when not free: the job that is to try it, or a try under way (leased). */
const free = (now: Date) => or(isNull(shipments.leased_until), lte(shipments.leased_until, now));

/**
 * Takes a try of a pending shipment that no other try holds: attempts + 1 and leased for `leaseMs`, in one
 * conditional UPDATE. `by` is the job making it (only the row's job may) or 'first' (the try made at once
 * after the order became ready: only before any try). Answers the shipment with its order, or null.
 */
export async function claimShipment(
  db: Database,
  orderId: number,
  by: { jobId: string } | 'first',
  now: Date,
  leaseMs: number,
) {
  const [claimed] = await db
    .update(shipments)
    .set({
      attempts: sql`${shipments.attempts} + 1`,
      leased_until: new Date(now.getTime() + leaseMs),
    })
    .where(
      and(
        eq(shipments.ordermain_id, orderId),
        eq(shipments.shipment_state, 'pending'),
        free(now),
        by === 'first' ? eq(shipments.attempts, 0) : eq(shipments.job_id, by.jobId),
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

/**
 * Pending rows without a job (written before decision 132): each gets one, starting when its old next try
 * was due. One conditional UPDATE takes them, so two processes starting at once never give a row two.
 */
export async function sendJobsToRowsWithout(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(shipments)
      .set({ job_id: sql`gen_random_uuid()` })
      .where(and(eq(shipments.shipment_state, 'pending'), isNull(shipments.job_id)))
      .returning({ id: shipments.ordermain_id, jobId: shipments.job_id, at: shipments.leased_until });
    for (const row of taken) {
      await sendShipmentJob(tx, row.id, row.jobId!, row.at && row.at > now ? row.at : undefined);
    }
    return taken.length;
  });
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
      .set({ shipment_state: 'created', done_at: now, last_error: null, leased_until: null })
      .where(eq(shipments.ordermain_id, orderId));
    await tx
      .update(orders)
      .set({ logistics_id: created.logisticsId, pickup_number: created.pickupNumber, updated_at: now })
      .where(and(eq(orders.ordermain_id, orderId), isNull(orders.logistics_id)));
  });
}

/**
 * The try (holding the row as `jobId`'s turn) failed: the next try is a new job starting at retryAt, sent
 * in the transaction that writes the failure, or the step ends as failed (retryAt null).
 */
export async function recordShipmentFailure(
  db: Database,
  orderId: number,
  claimedJobId: string | null,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const nextJobId = retryAt ? randomUUID() : null;
    const updated = await tx
      .update(shipments)
      .set(
        retryAt
          ? { last_error: error, leased_until: null, job_id: nextJobId }
          : { last_error: error, leased_until: null, shipment_state: 'failed', done_at: now },
      )
      .where(
        and(
          eq(shipments.ordermain_id, orderId),
          eq(shipments.shipment_state, 'pending'),
          claimedJobId ? eq(shipments.job_id, claimedJobId) : isNull(shipments.job_id),
        ),
      )
      .returning({ id: shipments.ordermain_id });
    if (updated.length > 0 && retryAt && nextJobId) await sendShipmentJob(tx, orderId, nextJobId, retryAt);
  });
}

/**
 * Staff ask for a shipment again (the back office's batch action, decision 094): the store-pickup order
 * gets its row if it never had one, and a step that gave up (failed) is pending again with its attempts
 * counted afresh and a new job (behind the try the caller makes now); one conditional
 * UPDATE, so a step already created or pending (its job alive) is untouched.
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
  const jobId = randomUUID();
  const again = await tx
    .update(shipments)
    .set({ shipment_state: 'pending', attempts: 0, job_id: jobId, leased_until: null, done_at: null })
    .where(and(eq(shipments.ordermain_id, order.ordermain_id), eq(shipments.shipment_state, 'failed')))
    .returning({ id: shipments.ordermain_id });
  if (again.length > 0) await sendShipmentJob(tx, order.ordermain_id, jobId, firstJobAt(now));
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
    .set({ shipment_state: 'skipped', done_at: now, leased_until: null })
    .where(and(eq(shipments.ordermain_id, orderId), eq(shipments.shipment_state, 'pending')))
    .returning({ id: shipments.ordermain_id });
  return skipped.length > 0;
}
