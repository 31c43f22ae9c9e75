// The partial refund's queries (decision 105; flows/back-office/staff-partial-refund.ts): lines refunded
// before, the captured payment, the amount reserved on it by one conditional UPDATE and given back when
// the provider refuses, the refund row and its end, the order's points cut, the invoice's allowance.
import { ORDER_MONEY_KEEPING_STATUSES } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';

const { invoices, orderRefunds, orders, payments } = schema;

export type RefundedLine = { ordersub_id: number; quantity: number };

/** How many of each order line earlier refunds (not failed ones) took back. */
export async function refundedLineCounts(db: Database, orderId: number): Promise<Map<number, number>> {
  const earlier = await db
    .select({ lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.ordermain_id, orderId), ne(orderRefunds.state, 'failed')));
  const counts = new Map<number, number>();
  for (const row of earlier)
    for (const l of row.lines as RefundedLine[])
      counts.set(l.ordersub_id, (counts.get(l.ordersub_id) ?? 0) + l.quantity);
  return counts;
}

export async function paidPaymentOf(db: Database, orderId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.ordermain_id, orderId), eq(payments.state, 'paid')));
  return payment ?? null;
}

/** Reserves the amount on the captured payment; answers null when it would reach what was paid. */
export async function reserveOnPayment(tx: Database, orderId: number, paymentId: number, amount: number) {
  const [row] = await tx
    .update(payments)
    .set({ refunded_amount: sql`${payments.refunded_amount} + ${amount}` })
    .where(
      and(
        eq(payments.payment_id, paymentId),
        eq(payments.state, 'paid'),
        sql`${payments.refunded_amount} + ${amount} < ${payments.amount}`,
        sql`exists (select 1 from ${orders} where ${orders.ordermain_id} = ${orderId} and ${inArray(
          orders.ordermain_status,
          [...ORDER_MONEY_KEEPING_STATUSES],
        )})`,
      ),
    )
    .returning({ refunded: payments.refunded_amount, paid: payments.amount });
  return row ?? null;
}

export async function insertOrderRefund(
  tx: Database,
  row: {
    ordermain_id: number;
    payment_id: number;
    staff_id: number;
    amount: number;
    lines: RefundedLine[];
    reason: string;
    state: 'manual' | 'pending';
  },
): Promise<number> {
  const [refund] = await tx.insert(orderRefunds).values(row).returning({ refund_id: orderRefunds.refund_id });
  return refund?.refund_id ?? 0;
}

/** The provider refused: the reservation goes back and the refund row is failed, in one transaction. */
export async function releaseReservation(
  db: Database,
  paymentId: number,
  refundId: number,
  amount: number,
  failure: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ refunded_amount: sql`${payments.refunded_amount} - ${amount}` })
      .where(and(eq(payments.payment_id, paymentId), sql`${payments.refunded_amount} >= ${amount}`));
    await tx
      .update(orderRefunds)
      .set({ state: 'failed', failure_reason: failure.slice(0, 500) })
      .where(and(eq(orderRefunds.refund_id, refundId), eq(orderRefunds.state, 'pending')));
  });
}

/** The order's points row, locked for the refund's cut. */
export async function orderPointsForUpdate(tx: Database, orderId: number) {
  const [order] = await tx
    .select({ points: orders.points, ispoints: orders.ispoints, member_id: orders.member_id })
    .from(orders)
    .where(eq(orders.ordermain_id, orderId))
    .for('update');
  return order ?? null;
}

export async function cutOrderPoints(tx: Database, orderId: number, cut: number): Promise<void> {
  await tx
    .update(orders)
    .set({ points: sql`${orders.points} - ${cut}` })
    .where(eq(orders.ordermain_id, orderId));
}

export async function finishOrderRefund(
  tx: Database,
  refundId: number,
  state: 'manual' | 'refunded',
  pointsReduced: number,
): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({ state, points_reduced: pointsReduced })
    .where(eq(orderRefunds.refund_id, refundId));
}

/** The allowance on the invoice (never past its amount, never on a voided one) and on the refund row. */
export async function recordAllowance(
  db: Database,
  invoiceId: number,
  refundId: number,
  amount: number,
  allowanceNumber: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({ state: 'allowance', allowance_amount: sql`${invoices.allowance_amount} + ${amount}` })
      .where(
        and(
          eq(invoices.invoice_id, invoiceId),
          ne(invoices.state, 'voided'),
          sql`${invoices.allowance_amount} + ${amount} <= ${invoices.amount}`,
        ),
      );
    await tx
      .update(orderRefunds)
      .set({ allowance_number: allowanceNumber })
      .where(eq(orderRefunds.refund_id, refundId));
  });
}
