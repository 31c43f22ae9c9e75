// Shipments created automatically (issue 12; docs/decisions/041-shipments-created-automatically.md): a
// 7-ELEVEN order paid online or placed for cash on pickup gets a shipments row in the transaction that
// made it ready, with a pg-boss job (decision 132); the shipment is then created with the logistics provider
// at once and, when that fails, by the row's next job, sent with the failure after a backoff. The order
// keeps the provider's id and the pickup number.
import { isStorePickup, parcelGoodsName } from '@shop/core';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { LogisticsProvider } from '../../integrations/logistics/index.ts';
import type { JobHandler } from '../../jobs/queue.ts';
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
/** pg-boss's own retries of a run that threw (a database error, a process that died): a few, from 1 min. */
const SHIPMENT_JOB_RETRY_LIMIT = 5;
const SHIPMENT_JOB_RETRY_DELAY_SECONDS = 60;

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/**
 * One try at the order's shipment, made by its job (`by.jobId`) or as the first try right after the order
 * became ready; 'not_due' when the row is done, another job's turn, or held by a try under way. A cancelled
 * order's pending shipment is skipped; a provider failure is recorded with the next try's job (backoff).
 * Never throws for a provider.
 */
export async function createOrderShipment(
  deps: ShipmentDeps,
  orderId: number,
  by: { jobId: string } | 'first' = 'first',
): Promise<ShipmentOutcome> {
  const now = deps.now();
  const claimed = await repository.claimShipment(deps.db, orderId, by, now, SHIPMENT_LEASE_MS);
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
    return recordFailure(deps, orderId, shipment, error);
  }
  await repository.recordShipmentCreated(deps.db, orderId, created, deps.now());
  deps.log.info({ orderId, logisticsId: created.logisticsId }, 'shipment created');
  return 'created';
}

async function recordFailure(
  deps: ShipmentDeps,
  orderId: number,
  shipment: { attempts: number; job_id: string | null },
  error: unknown,
): Promise<ShipmentOutcome> {
  const message = error instanceof Error ? error.message : String(error);
  const now = deps.now();
  const { attempts } = shipment;
  const givesUp = attempts >= SHIPMENT_MAX_ATTEMPTS;
  const retryAt = givesUp ? null : new Date(now.getTime() + retryDelayMs(attempts));
  await repository.recordShipmentFailure(deps.db, orderId, shipment.job_id, message, retryAt, now);
  deps.log[givesUp ? 'error' : 'warn']({ err: error, orderId, attempts }, 'shipment not created');
  return givesUp ? 'failed' : 'retry';
}

/** Right after the order became ready: the first try, so the pickup number is there at once. */
export async function shipReadyOrder(deps: ShipmentDeps, orderId: number): Promise<void> {
  try {
    await createOrderShipment(deps, orderId, 'first');
  } catch (error) {
    // The row's job makes the try instead. A database hiccup here must not undo the payment answer.
    deps.log.error({ err: error, orderId }, 'shipment try failed');
  }
}

/**
 * The worker of SHIPMENT_QUEUE: each run is one try (createOrderShipment), and a failed try has already
 * sent the next one, so the run completes. It throws only for a database error (pg-boss retries it a few
 * times) or when a try under way still holds the row (its holder finishes it; this run is retried later,
 * and then finds the row done, or free again after a process died mid-try).
 * `work: false` makes the queue without working it (tests run the jobs by hand). At start, pending rows
 * from before the queue get their job.
 */
export function shipmentJob(
  deps: ShipmentDeps,
  options: { work?: boolean } = {},
): JobHandler<repository.ShipmentJob> {
  return {
    queue: repository.SHIPMENT_QUEUE,
    retryLimit: SHIPMENT_JOB_RETRY_LIMIT,
    retryDelaySeconds: SHIPMENT_JOB_RETRY_DELAY_SECONDS,
    ...(options.work === false ? { work: false } : {}),
    atStart: async () => {
      const sent = await repository.sendJobsToRowsWithout(deps.db, deps.now());
      if (sent > 0) deps.log.info({ sent }, 'shipments from before the job queue given their jobs');
    },
    run: async ({ orderId }, job) => {
      const outcome = await createOrderShipment(deps, orderId, { jobId: job.id });
      if (outcome !== 'not_due') return;
      const row = await repository.findShipment(deps.db, orderId);
      if (row?.shipment_state === 'pending' && row.job_id === job.id)
        throw new Error('a try of this shipment is under way elsewhere; looked at again later');
    },
  };
}

/**
 * The back office's 建立超商寄件單 for one order: its shipment row queued (or a failed one pending again)
 * with its job in a transaction that also writes the caller's audit row (only when a try may be made),
 * then the first try with the provider now, as the job would. 'not_pickup' for an order not shipped to a store or not ready to ship.
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
  return createOrderShipment(deps, order.ordermain_id, 'first');
}
