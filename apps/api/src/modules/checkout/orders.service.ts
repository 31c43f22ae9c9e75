// The order detail, cancel and re-pay (issue 12 part 2; docs/decisions.md "Orders (issue 12, part 2)").
// Placing an order is the place-order flow (apps/api/src/flows/place-order/); what an order took is given
// back by releaseOrderHoldings (the same code the expiry uses).
import {
  canCancelOrder,
  canRepayOrder,
  checkoutErrorMessages,
  type InvoiceType,
  orderErrorMessages as m,
  orderStatusName,
  type PayMethod,
  type ShipMethod,
} from '@shop/core';
import { ApiError, ErrorCode, notFound } from '../../errors.ts';
import { startPayment } from '../../flows/start-payment.ts';
import type { PaymentProvider, PaymentProviderId } from '../../integrations/payments/index.ts';
import { releaseOrderHoldings } from './holdings.repository.ts';
import { voidOrderInvoice } from './invoices.service.ts';
import type { OrderEventDeps } from './order-events.ts';
import * as repository from './orders.repository.ts';
import { findShipment, skipShipment } from './shipments.repository.ts';

export interface OrderDeps extends OrderEventDeps {
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>;
  /** The pay methods checkout offers (a wallet needs its own setting beside its provider). */
  offered: ReadonlySet<PayMethod>;
  apiPrefix: string;
}

export const CANCEL_REASON = 'order-cancel';

function unprocessable(errors: Record<string, string>): ApiError {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  return new ApiError(422, ErrorCode.validationFailed, Object.values(errors)[0] ?? '', fields);
}

function conflict(message: string): ApiError {
  return new ApiError(409, ErrorCode.conflict, message);
}

type OrderRow = repository.OrderRow;

export async function orderDetail(deps: OrderDeps, memberId: number, orderId: number) {
  const order = await repository.findMemberOrder(deps.db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  return detailOf(deps, order);
}

/** The same detail by order number, for /pay-finish/{ordersn}; another member's number is 404. */
export async function orderDetailBySn(deps: OrderDeps, memberId: number, sn: string) {
  const order = await repository.findMemberOrderBySn(deps.db, memberId, sn);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  return detailOf(deps, order);
}

async function detailOf(deps: OrderDeps, order: OrderRow) {
  const { db } = deps;
  const orderId = order.ordermain_id;
  const [lines, payment, invoice] = await Promise.all([
    repository.orderLinesOf(db, orderId),
    repository.latestPayment(db, orderId),
    repository.latestInvoiceOf(db, orderId),
  ]);
  return {
    ordermain_id: order.ordermain_id,
    ordermain_sn: order.ordermain_sn,
    ordermain_status: order.ordermain_status,
    status_name: orderStatusName(order.ordermain_status) ?? '',
    ordermain_dt1: order.ordermain_dt1.toISOString(),
    expires_at: order.expires_at?.toISOString() ?? null,
    merchandise_total: order.merchandise_total,
    discount_total: order.discount_total,
    coupon_discount: order.coupon_discount,
    addon_total: order.addon_total,
    freight: order.freight,
    points_used: order.points_used,
    credit_used: order.credit_used,
    ordermain_total: order.ordermain_total,
    ship_method: order.ship_method as ShipMethod,
    pay_method: order.pay_method as PayMethod,
    invoice_type: order.invoice_type as InvoiceType,
    recipient_name: order.recipient_name,
    shipped_at: order.shipped_at?.toISOString() ?? null,
    delivery: {
      zipcode: order.zipcode,
      city: order.city,
      district: order.district,
      address: order.address,
      store_id: order.store_id,
      store_name: order.store_name,
      pickup_number: order.pickup_number,
    },
    invoice: {
      carrier_num: order.carrier_num,
      donate_code: order.donate_code,
      tax_number: order.tax_number,
      invoice_title: order.invoice_title,
      invoice_number: invoice?.invoice_number ?? null,
      invoice_state: invoice?.state ?? null,
    },
    can_cancel: canCancelOrder(order),
    can_repay: canRepayOrder(order, deps.now()),
    lines: lines.map((l) => ({
      p_id: l.p_id,
      p_name: l.p_name,
      p_price: l.p_price,
      list_price: l.list_price,
      ordersub_count: l.ordersub_count,
      line_kind: l.line_kind,
    })),
    payment: payment && { provider: payment.provider, state: payment.state, amount: payment.amount },
  };
}

/**
 * Cancels before shipment: the status change and the give-back share one transaction (the expiry's
 * releaseOrderHoldings); a paid payment is then refunded through its provider and the invoice voided.
 */
export async function cancelOrder(deps: OrderDeps, memberId: number, orderId: number) {
  const { db } = deps;
  const order = await repository.findMemberOrder(db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  const cancelled = await db.transaction(async (tx) => {
    const row = await repository.markCancelled(tx, orderId, deps.now());
    if (row) await releaseOrderHoldings(tx, row, CANCEL_REASON);
    return row;
  });
  if (!cancelled) throw conflict(m.orderNotCancellable);
  await settleShipmentOfCancelled(deps, orderId);
  const refunded = await refundPaid(deps, orderId);
  await voidOrderInvoice(db, deps.issuer, orderId, CANCEL_REASON);
  return {
    ordermain_id: orderId,
    ordermain_status: cancelled.ordermain_status,
    status_name: orderStatusName(cancelled.ordermain_status) ?? '',
    refunded,
  };
}

/**
 * A pending shipment step ends unused. A shipment already created stays (ECPay's C2C cancel is not wired):
 * the order keeps its pickup number and customer service is told to cancel it at the provider.
 */
async function settleShipmentOfCancelled(deps: OrderDeps, orderId: number): Promise<void> {
  await skipShipment(deps.db, orderId, deps.now());
  const shipment = await findShipment(deps.db, orderId);
  if (shipment?.shipment_state === 'created')
    deps.log.warn({ orderId }, 'cancelled order has a shipment: cancel it with the logistics provider');
}

async function refundPaid(deps: OrderDeps, orderId: number): Promise<boolean> {
  const payment = await repository.latestPayment(deps.db, orderId);
  if (payment?.state === 'pending') {
    await repository.updatePayment(deps.db, payment.payment_ref, { state: 'cancelled' });
    return false;
  }
  if (payment?.state !== 'paid' || !payment.provider_transaction_id) return false;
  const provider = deps.providers.get(payment.provider as PaymentProviderId);
  try {
    if (!provider) throw new Error('provider not configured');
    await provider.refund({
      paymentRef: payment.payment_ref,
      providerTransactionId: payment.provider_transaction_id,
      amount: payment.amount,
    });
  } catch {
    throw new ApiError(502, ErrorCode.internal, m.refundFailed);
  }
  await repository.updatePayment(deps.db, payment.payment_ref, {
    state: 'refunded',
    refunded_amount: payment.amount,
  });
  return true;
}

/**
 * payment/re-pay: a new payment for the member's own order while it is 待付款 or 付款失敗 and not expired
 * (docs/decisions.md "Checkout: payment returns"). Earlier pending payments are given up first, so an old
 * return can no longer be confirmed; the amount is the order's, from the database.
 */
export async function repayOrder(deps: OrderDeps, memberId: number, orderId: number, prime?: string) {
  const { db } = deps;
  const order = await repository.findMemberOrder(db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  if (!canRepayOrder(order, deps.now())) throw conflict(m.orderNotRepayable);
  if (!deps.offered.has(order.pay_method as PayMethod))
    throw unprocessable({ pay_method: checkoutErrorMessages.paymentProviderNotConfigured });
  await repository.cancelPendingPayments(db, orderId);
  await repository.reopenForPayment(db, orderId, deps.now());
  return startPayment(deps, order, await repository.orderLinesOf(db, orderId), prime);
}
