import { ORDER_STATUS } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

import { queueShipment, SHIPPABLE_COLUMNS } from './shipments.repository.ts';

const { orders, payments } = schema;

export async function findPaymentByRef(db: Database, paymentRef: string) {
  const [row] = await db
    .select({
      payment_id: payments.payment_id,
      ordermain_id: payments.ordermain_id,
      provider: payments.provider,
      payment_ref: payments.payment_ref,
      provider_transaction_id: payments.provider_transaction_id,
      amount: payments.amount,
      state: payments.state,
      order_total: orders.ordermain_total,
      order_status: orders.ordermain_status,
      ordermain_sn: orders.ordermain_sn,
      member_id: orders.member_id,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.ordermain_id, payments.ordermain_id))
    .where(eq(payments.payment_ref, paymentRef));
  return row ?? null;
}

/**
 * Marks a pending payment paid and its unpaid order paid, once: both updates are conditional, so a
 * replayed or concurrent confirm changes nothing. Answers false when the payment was not pending.
 */
export async function markPaid(
  db: Database,
  paymentId: number,
  orderId: number,
  providerTransactionId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ state: 'paid', provider_transaction_id: providerTransactionId, confirmed_at: sql`now()` })
      .where(and(eq(payments.payment_id, paymentId), eq(payments.state, 'pending')))
      .returning({ id: payments.payment_id });
    if (!paid) return false;
    const [order] = await tx
      .update(orders)
      .set({ ordermain_status: ORDER_STATUS.paid, paid_at: sql`now()`, updated_at: sql`now()` })
      .where(
        and(
          eq(orders.ordermain_id, orderId),
          inArray(orders.ordermain_status, [ORDER_STATUS.awaitingPayment, ORDER_STATUS.paymentFailed]),
        ),
      )
      .returning(SHIPPABLE_COLUMNS);
    // The shipment is queued with the status change: no paid 7-ELEVEN order is left without one.
    if (order) await queueShipment(tx, order, new Date());
    return true;
  });
}

/**
 * The provider said the shopper declined: the pending payment fails and an unpaid order becomes 付款失敗
 * (still re-payable until it expires). Conditional, so a late decline never touches a paid order.
 */
export async function markFailed(db: Database, paymentId: number, orderId: number, reason: string) {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payments)
      .set({ state: 'failed', failure_reason: reason })
      .where(and(eq(payments.payment_id, paymentId), eq(payments.state, 'pending')))
      .returning({ id: payments.payment_id });
    if (!failed) return false;
    await tx
      .update(orders)
      .set({ ordermain_status: ORDER_STATUS.paymentFailed, updated_at: sql`now()` })
      .where(
        and(eq(orders.ordermain_id, orderId), eq(orders.ordermain_status, ORDER_STATUS.awaitingPayment)),
      );
    return true;
  });
}
