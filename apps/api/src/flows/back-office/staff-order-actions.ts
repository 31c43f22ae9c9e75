// Staff actions on an order (issue 26): each goes through the order-and-payment state machine and the
// flows the member's own actions use (cancel-order, refund-delivered-order), with the audit row written
// in the transaction of the transition (docs/decisions/073-back-office-foundation.md).
import { staffMessages } from '@shop/contracts/back-stage';
import { nextOrderStatus, orderStatusName } from '@shop/core';
import type { AccountsContext } from '../../modules/accounts/index.ts';
import {
  confirmStaffPassword,
  requireOrder,
  staffActionsOf,
  staffErrors,
  writeAudit,
} from '../../modules/back-office/index.ts';
import {
  type AlsoInTransaction,
  createShipmentNow,
  findOrderById,
  markDelivered,
  markShipped,
  type OrderDeps,
} from '../../modules/checkout/index.ts';
import { cancelAnyOrder } from '../order-payment/cancel-order.ts';
import { refundDeliveredOrder } from '../order-payment/refund-delivered-order.ts';

export interface StaffActor {
  staffId: number;
  ip: string;
}

type Order = Awaited<ReturnType<typeof requireOrder>>;

function snapshot(order: Pick<Order, 'ordermain_status'>) {
  return {
    ordermain_status: order.ordermain_status,
    status_name: orderStatusName(order.ordermain_status) ?? '',
  };
}

/** The audit row of one transition, written inside its transaction. */
function audited(
  deps: OrderDeps,
  actor: StaffActor,
  action: string,
  before: Order,
  extra: Record<string, unknown>,
): AlsoInTransaction {
  return (tx, after) =>
    writeAudit(tx, {
      staffId: actor.staffId,
      ip: actor.ip,
      at: deps.now(),
      action,
      subjectType: 'order',
      subjectId: before.ordermain_id,
      before: snapshot(before),
      after: { ...snapshot(after), ...extra },
    });
}

function answer(orderId: number, status: number) {
  return { ordermain_id: orderId, ordermain_status: status, status_name: orderStatusName(status) ?? '' };
}

/** Cancels an order that holds no money (a paid one is refunded, which asks for the password). */
export async function staffCancelOrder(deps: OrderDeps, actor: StaffActor, orderId: number, reason: string) {
  const order = await requireOrder(deps.db, orderId);
  if (!staffActionsOf(order).cancel) throw staffErrors.conflict(staffMessages.notCancellable);
  const done = await cancelAnyOrder(deps, orderId, audited(deps, actor, 'order.cancel', order, { reason }));
  return answer(orderId, done.ordermain_status);
}

/**
 * A full refund through the payment provider with the e-invoice voided, after the staff member's
 * password: a paid order not yet shipped is cancelled (the cancel flow refunds and voids), a delivered
 * one moves by the machine's `refund` (refund-delivered-order).
 */
export async function staffRefundOrder(
  deps: OrderDeps,
  accounts: AccountsContext,
  actor: StaffActor,
  orderId: number,
  body: { reason: string; password: string },
) {
  await confirmStaffPassword(accounts, actor.staffId, body.password);
  return refundOrderAsStaff(deps, actor, orderId, body.reason);
}

/** The refund itself, once the caller has asked for the password (a refund, an accepted return). */
export async function refundOrderAsStaff(
  deps: OrderDeps,
  actor: StaffActor,
  orderId: number,
  reason: string,
) {
  const order = await requireOrder(deps.db, orderId);
  if (!staffActionsOf(order).refund) throw staffErrors.conflict(staffMessages.notRefundable);
  const audit = audited(deps, actor, 'order.refund', order, {
    reason,
    amount: order.ordermain_total,
  });
  if (nextOrderStatus(order.ordermain_status, 'cancel') !== null && order.shipped_at === null) {
    const done = await cancelAnyOrder(deps, orderId, audit);
    return answer(orderId, done.ordermain_status);
  }
  const done = await refundDeliveredOrder(deps, orderId, audit);
  return answer(orderId, done.ordermain_status);
}

export async function staffShipOrder(
  deps: OrderDeps,
  actor: StaffActor,
  orderId: number,
  trackingNumber: string,
) {
  const order = await requireOrder(deps.db, orderId);
  const row = await markShipped(
    deps,
    orderId,
    trackingNumber,
    audited(deps, actor, 'order.ship', order, { tracking_number: trackingNumber }),
  );
  if (!row) throw staffErrors.conflict(staffMessages.notShippable);
  return answer(orderId, row.ordermain_status);
}

export async function staffDeliverOrder(deps: OrderDeps, actor: StaffActor, orderId: number) {
  const order = await requireOrder(deps.db, orderId);
  const row = await markDelivered(deps, orderId, audited(deps, actor, 'order.deliver', order, {}));
  if (!row) throw staffErrors.conflict(staffMessages.notDeliverable);
  return answer(orderId, row.ordermain_status);
}

/**
 * 建立超商寄件單 for the selected orders, one after the other: each through the shipment step the job
 * uses (createShipmentNow: queued or re-queued with its audit row, then one try with the provider).
 */
export async function staffCreateShipments(deps: OrderDeps, actor: StaffActor, orderIds: number[]) {
  const results = [];
  for (const orderId of [...new Set(orderIds)]) {
    const order = await findOrderById({ db: deps.db }, orderId);
    if (!order) {
      results.push({
        ordermain_id: orderId,
        ordermain_sn: '',
        outcome: 'not_found' as const,
        pickup_number: null,
      });
      continue;
    }
    const outcome = await createShipmentNow(deps, order, (tx) =>
      writeAudit(tx, {
        staffId: actor.staffId,
        ip: actor.ip,
        at: deps.now(),
        action: 'order.shipment',
        subjectType: 'order',
        subjectId: orderId,
        before: snapshot(order),
        after: { ...snapshot(order), shipment: 'queued' },
      }),
    );
    const after = await findOrderById({ db: deps.db }, orderId);
    results.push({
      ordermain_id: orderId,
      ordermain_sn: order.ordermain_sn,
      outcome,
      pickup_number: after?.pickup_number ?? null,
    });
  }
  return { results };
}
