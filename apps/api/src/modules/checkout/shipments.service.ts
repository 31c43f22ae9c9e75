// Shipments created automatically (issue 12; docs/decisions/041-shipments-created-automatically.md): a
// 7-ELEVEN order paid online or placed for cash on pickup gets a shipments row in the transaction that
// made it ready; the shipment is then created with the logistics provider at once and, when that fails,
// by the shipment job with backoff. The order keeps the provider's id and the pickup number.
import { isStorePickup, parcelGoodsName } from '@shop/core';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LogisticsProvider } from '../../integrations/logistics/index.ts';
import * as repository from './shipments.repository.ts';

export interface ShipmentDeps {
  db: Database;
  logistics: LogisticsProvider;
  log: FastifyBaseLogger;
  now: () => Date;
}

export type ShipmentOutcome = 'created' | 'retry' | 'failed' | 'skipped' | 'not_due';

/** A claimed try may take this long before another run may take the shipment again (the provider times out at 20 s). */
export const SHIPMENT_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Tries before the step gives up and leaves the order to customer service (about a day of retries). */
export const SHIPMENT_MAX_ATTEMPTS = 30;
export const SHIPMENT_BATCH_SIZE = 20;
export const SHIPMENT_INTERVAL_MS = 60_000;

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/**
 * One try at the order's shipment, if it is due and no other run holds it. A cancelled order's pending
 * shipment is skipped; a provider failure is recorded and retried later. Never throws for a provider.
 */
export async function createOrderShipment(deps: ShipmentDeps, orderId: number): Promise<ShipmentOutcome> {
  const now = deps.now();
  const claimed = await repository.claimShipment(deps.db, orderId, now, SHIPMENT_LEASE_MS);
  if (!claimed) return 'not_due';
  const { shipment, order } = claimed;
  if (!repository.SHIPPABLE_STATUSES.includes(order.ordermain_status)) {
    await repository.skipShipment(deps.db, orderId, now);
    return 'skipped';
  }
  let created: Awaited<ReturnType<LogisticsProvider['createShipment']>>;
  try {
    created = await deps.logistics.createShipment({
      orderSn: order.ordermain_sn,
      merchantTradeNo: shipment.merchant_trade_no,
      // ECPay takes 1 to 20,000; an order paid in full with points still declares its parcel.
      goodsAmount: Math.max(order.ordermain_total, 1),
      collectAmount: shipment.collect_amount,
      goodsName: parcelGoodsName,
      receiverName: order.recipient_name,
      receiverMobile: order.ordermain_mobile,
      chain: isStorePickup(order.ship_method) ? order.ship_method : 'seven',
      storeId: order.store_id ?? '',
    });
  } catch (error) {
    return recordFailure(deps, orderId, shipment.attempts, error);
  }
  await repository.recordShipmentCreated(deps.db, orderId, created, deps.now());
  deps.log.info({ orderId, logisticsId: created.logisticsId }, 'shipment created');
  return 'created';
}

async function recordFailure(
  deps: ShipmentDeps,
  orderId: number,
  attempts: number,
  error: unknown,
): Promise<ShipmentOutcome> {
  const message = error instanceof Error ? error.message : String(error);
  const now = deps.now();
  const givesUp = attempts >= SHIPMENT_MAX_ATTEMPTS;
  const retryAt = givesUp ? null : new Date(now.getTime() + retryDelayMs(attempts));
  await repository.recordShipmentFailure(deps.db, orderId, message, retryAt, now);
  deps.log[givesUp ? 'error' : 'warn']({ err: error, orderId, attempts }, 'shipment not created');
  return givesUp ? 'failed' : 'retry';
}

/** Right after the order became ready: the first try, so the pickup number is there at once. */
export async function shipReadyOrder(deps: ShipmentDeps, orderId: number): Promise<void> {
  try {
    await createOrderShipment(deps, orderId);
  } catch (error) {
    // The row is queued; the job tries again. A database hiccup here must not undo the payment answer.
    deps.log.error({ err: error, orderId }, 'shipment try failed');
  }
}

/** Tries every due shipment once (up to SHIPMENT_BATCH_SIZE); answers the outcome of each. */
export async function createDueShipments(deps: ShipmentDeps): Promise<ShipmentOutcome[]> {
  const due = await repository.dueShipments(deps.db, deps.now(), SHIPMENT_BATCH_SIZE);
  const outcomes: ShipmentOutcome[] = [];
  for (const orderId of due) outcomes.push(await createOrderShipment(deps, orderId));
  return outcomes;
}

/** Runs createDueShipments every intervalMs (0: never); one process runs it at a time (app.jobs). */
export function scheduleShipments(app: FastifyInstance, deps: ShipmentDeps, intervalMs: number): void {
  app.jobs.every({
    queue: 'shipment-retries',
    name: 'shipment job',
    intervalMs,
    run: async () => {
      const outcomes = await createDueShipments(deps);
      if (outcomes.length > 0) app.log.info({ outcomes }, 'shipment job ran');
    },
  });
}

/**
 * The back office's 建立超商寄件單 for one order: its shipment row queued (or a failed one pending again)
 * in a transaction that also writes the caller's audit row (only when a try is due), then one try with the provider now, as the
 * job would. 'not_pickup' for an order not shipped to a store or not ready to ship.
 */
export async function createShipmentNow(
  deps: ShipmentDeps,
  order: repository.ShippableOrder,
  alsoInTransaction: (tx: Database) => Promise<void>,
): Promise<ShipmentOutcome | 'not_pickup'> {
  const queued = await deps.db.transaction(async (tx) => {
    const state = await repository.requeueShipment(tx, order, deps.now());
    if (state === 'pending') await alsoInTransaction(tx);
    return state;
  });
  if (queued === 'not_pickup') return 'not_pickup';
  // A shipment already made (or skipped) is not made twice.
  if (queued === 'done') return 'not_due';
  return createOrderShipment(deps, order.ordermain_id);
}
