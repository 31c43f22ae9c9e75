// Order transitions the checkout flows make besides payments (cancel-order, expire-orders, repay-order,
// cash on pickup): each is one transition of the machine in packages/core, and an order that ends gives
// back what it took in the same transaction (docs/decisions/052-order-payment-state-machine.md).
import { checkoutErrorMessages } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { releaseOrderHoldings } from './holdings.repository.ts';
import { voidOrderInvoice } from './invoices.service.ts';
import type { OrderEventDeps } from './order-events.ts';
import * as transitions from './order-transitions.repository.ts';
import * as repository from './orders.repository.ts';
import { findShipment, skipShipment } from './shipments.repository.ts';

export const CANCEL_REASON = 'order-cancel';
export const EXPIRED_REASON = 'order-expired';
export const UNCOLLECTED_REASON = 'pickup-not-collected';

type Deps = Pick<OrderEventDeps, 'db' | 'now'>;

/** The member's own order (another member's is 404, like an unknown one). */
export async function memberOrder(deps: Pick<OrderEventDeps, 'db'>, memberId: number, orderId: number) {
  const order = await repository.findMemberOrder(deps.db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  return order;
}

export function orderLines(deps: Pick<OrderEventDeps, 'db'>, orderId: number) {
  return repository.orderLinesOf(deps.db, orderId);
}

/**
 * `cancel`, the give-back of what the order took and the `abandon` of its open attempts, in one
 * transaction. Answers the cancelled order (paid_at set when it had been paid), or null when it was not
 * cancellable. An attempt being captured meanwhile finds the order cancelled and refunds itself.
 */
export async function cancelAndRelease(deps: Deps, orderId: number, alsoInTransaction?: AlsoInTransaction) {
  return deps.db.transaction(async (tx) => {
    const row = await transitions.cancelOrderRow(tx, orderId, deps.now());
    if (!row) return null;
    await releaseOrderHoldings(tx, row, CANCEL_REASON);
    await transitions.abandonAttempts(tx, orderId);
    await alsoInTransaction?.(tx, row);
    return row;
  });
}

/**
 * Written in the same transaction as a transition, after it succeeded (the back office's audit row:
 * docs/decisions/073-back-office-foundation.md).
 */
export type AlsoInTransaction = (tx: Database, order: transitions.TransitionedOrder) => Promise<void>;

export const REFUND_REASON = 'refund';

/** An order by id, whoever's it is (the back office). */
export function findOrderById(deps: Pick<OrderEventDeps, 'db'>, orderId: number) {
  return repository.findOrder(deps.db, orderId);
}

/**
 * `refund` of a delivered (or return-requested) order with the give-back of what it took, in one
 * transaction; null when the order was not in a refundable status. The money goes back afterwards
 * through the provider (flows/order-payment/refund-order.ts).
 */
export async function refundAndRelease(deps: Deps, orderId: number, alsoInTransaction?: AlsoInTransaction) {
  return deps.db.transaction(async (tx) => {
    const row = await transitions.moveOrder(tx, orderId, 'refund', deps.now());
    if (!row) return null;
    await releaseOrderHoldings(tx, row, REFUND_REASON);
    await alsoInTransaction?.(tx, row);
    return row;
  });
}

/** `ship` with the carrier's tracking number (home delivery) and shipped_at; null when not shippable. */
export async function markShipped(
  deps: Deps,
  orderId: number,
  trackingNumber: string,
  alsoInTransaction?: AlsoInTransaction,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const row = await transitions.moveOrder(tx, orderId, 'ship', now, {
      set: { shipped_at: now, tracking_number: trackingNumber },
    });
    if (row) await alsoInTransaction?.(tx, row);
    return row;
  });
}

/** `deliver`; null when the order was not shipped. */
export async function markDelivered(deps: Deps, orderId: number, alsoInTransaction?: AlsoInTransaction) {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // delivered_at starts the referral program's 7 days (decision 098).
    const row = await transitions.moveOrder(tx, orderId, 'deliver', now, { set: { delivered_at: now } });
    if (row) await alsoInTransaction?.(tx, row);
    return row;
  });
}

/** The order's payment attempts, invoices and shipment, for the back office's order detail. */
export function orderRecords(deps: Pick<OrderEventDeps, 'db'>, orderId: number) {
  return repository.orderRecordsOf(deps.db, orderId);
}

/**
 * A pending shipment step ends unused. A shipment already created stays (ECPay's C2C cancel is not wired):
 * the order keeps its pickup number and customer service is told to cancel it at the provider.
 */
export async function settleShipmentOfCancelled(deps: OrderEventDeps, orderId: number): Promise<void> {
  await skipShipment(deps.db, orderId, deps.now());
  const shipment = await findShipment(deps.db, orderId);
  if (shipment?.shipment_state === 'created')
    deps.log.warn({ orderId }, 'cancelled order has a shipment: cancel it with the logistics provider');
}

export function voidInvoiceOfCancelled(deps: OrderEventDeps, orderId: number) {
  return voidOrderInvoice(deps.db, deps.issuer, orderId, CANCEL_REASON);
}

/** `reopen`: a failed order waits for payment again while its new attempt is open. */
export async function reopenForPayment(deps: Deps, orderId: number): Promise<void> {
  await transitions.moveOrder(deps.db, orderId, 'reopen', deps.now());
}

/**
 * `expire` of up to `limit` unpaid orders past their deadline, their holdings given back and their open
 * attempts abandoned, in one transaction; null when another process is expiring (advisory lock).
 */
export async function expireDueOrders(db: Database, now: Date, limit: number, lockKey: number) {
  return db.transaction(async (tx) => {
    if (!(await transitions.tryAdvisoryLock(tx, lockKey))) return null;
    const due = await transitions.dueForExpiry(tx, now, limit);
    const expired = await transitions.expireOrderRows(tx, due, now);
    for (const order of expired) {
      await releaseOrderHoldings(tx, order, EXPIRED_REASON);
      await transitions.abandonAttempts(tx, order.ordermain_id);
    }
    return expired.length;
  });
}

/** `collectCash`: answers whether this call made the change (so the invoice is issued once). */
export async function collectCash(deps: Deps, orderId: number): Promise<boolean> {
  return (await transitions.collectCashRow(deps.db, orderId, deps.now())) !== null;
}

/** `returnUncollected` with the give-back of the order's stock; false when it was not waiting at a store. */
export async function returnUncollected(deps: Deps, orderId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await transitions.returnUncollectedRow(tx, orderId, deps.now());
    if (row) await releaseOrderHoldings(tx, row, UNCOLLECTED_REASON);
    return row !== null;
  });
}

/** Cash-on-pickup orders waiting since before `before`: the job returns them as uncollected. */
export function uncollectedSince(deps: Pick<OrderEventDeps, 'db'>, before: Date, limit: number) {
  return transitions.uncollectedSince(deps.db, before, limit);
}

export function voidInvoiceOfRefunded(deps: OrderEventDeps, orderId: number) {
  return voidOrderInvoice(deps.db, deps.issuer, orderId, REFUND_REASON);
}
