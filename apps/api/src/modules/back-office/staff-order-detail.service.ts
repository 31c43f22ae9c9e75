// One order as staff see it: lines, payments, invoice, shipment, and which actions the state machine
// allows from its status (docs/decisions/052-order-payment-state-machine.md).
import { staffMessages } from '@shop/contracts/back-stage';
import { nextOrderStatus, ORDER_MONEY_KEEPING_STATUSES, orderStatusName } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { desc, eq } from 'drizzle-orm';
import { findOrderById, orderLines, orderRecords } from '../checkout/index.ts';
import { selectMemberById } from '../members/index.ts';
import { staffErrors } from './staff-errors.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderById>>>;

/**
 * What staff may do now. Cancel: an order with no money taken (a paid one is refunded instead, which
 * asks for the password). Refund: a paid order not yet shipped (the machine's `cancel`, refunding), or a
 * delivered one (`refund`).
 */
export function staffActionsOf(order: Pick<OrderRow, 'ordermain_status' | 'paid_at' | 'shipped_at'>) {
  const cancellable = nextOrderStatus(order.ordermain_status, 'cancel') !== null && order.shipped_at === null;
  return {
    cancel: cancellable && order.paid_at === null,
    refund:
      (cancellable && order.paid_at !== null) ||
      (nextOrderStatus(order.ordermain_status, 'refund') !== null && order.paid_at !== null),
    ship: nextOrderStatus(order.ordermain_status, 'ship') !== null,
    deliver: nextOrderStatus(order.ordermain_status, 'deliver') !== null,
  };
}

export async function requireOrder(db: Database, orderId: number): Promise<OrderRow> {
  const order = await findOrderById({ db }, orderId);
  if (!order) throw staffErrors.notFound(staffMessages.orderNotFound);
  return order;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function staffOrderDetail(db: Database, orderId: number) {
  const order = await requireOrder(db, orderId);
  const { orderRefunds } = schema;
  const [lines, records, member, refunds] = await Promise.all([
    orderLines({ db }, orderId),
    orderRecords({ db }, orderId),
    selectMemberById(db, order.member_id),
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.ordermain_id, orderId))
      .orderBy(desc(orderRefunds.refund_id)),
  ]);
  const captured = records.attempts.find((a) => a.state === 'paid');
  const refundable = captured ? captured.amount - captured.refunded_amount : 0;
  const keepsMoney = (ORDER_MONEY_KEEPING_STATUSES as readonly number[]).includes(order.ordermain_status);
  return {
    ordermain_id: order.ordermain_id,
    ordermain_sn: order.ordermain_sn,
    ordermain_dt1: order.ordermain_dt1.toISOString(),
    ordermain_status: order.ordermain_status,
    status_name: orderStatusName(order.ordermain_status) ?? '',
    member_id: order.member_id,
    member_name: member?.member_name ?? '',
    recipient_name: order.recipient_name,
    ordermain_mobile: order.ordermain_mobile,
    ordermain_email: order.ordermain_email,
    ordermain_total: order.ordermain_total,
    pay_method: order.pay_method,
    ship_method: order.ship_method,
    merchandise_total: order.merchandise_total,
    discount_total: order.discount_total,
    coupon_discount: order.coupon_discount,
    addon_total: order.addon_total,
    freight: order.freight,
    points_used: order.points_used,
    credit_used: order.credit_used,
    address: [order.zipcode, order.city, order.district, order.address].filter(Boolean).join(' '),
    store_name: order.store_name,
    invoice_type: order.invoice_type,
    paid_at: iso(order.paid_at),
    shipped_at: iso(order.shipped_at),
    cancelled_at: iso(order.cancelled_at),
    tracking_number: order.tracking_number,
    pickup_number: order.pickup_number,
    lines: lines.map((l) => ({
      ordersub_id: l.ordersub_id,
      p_name: l.p_name,
      p_price: l.p_price,
      list_price: l.list_price,
      ordersub_count: l.ordersub_count,
      line_kind: l.line_kind,
    })),
    payments: records.attempts.map((a) => ({
      payment_id: a.payment_id,
      provider: a.provider,
      state: a.state,
      amount: a.amount,
      created_at: a.created_at.toISOString(),
      refunded_amount: a.refunded_amount,
    })),
    invoice: records.invoice
      ? {
          invoice_number: records.invoice.invoice_number,
          state: records.invoice.state,
          issued_at: iso(records.invoice.issued_at),
          allowance_amount: records.invoice.allowance_amount,
        }
      : null,
    refunds: refunds.map((r) => ({
      refund_id: r.refund_id,
      amount: r.amount,
      state: r.state as 'pending' | 'refunded' | 'failed' | 'manual',
      reason: r.reason,
      allowance_number: r.allowance_number,
      points_reduced: r.points_reduced,
      created_at: r.created_at.toISOString(),
    })),
    refundable,
    shipment: records.shipment,
    actions: {
      ...staffActionsOf(order),
      // Less than what is left: the last NT$ 1 or more goes back by the full refund.
      partial_refund: keepsMoney && order.paid_at !== null && refundable > 1,
    },
  };
}
