// The order detail: reads only. Placing, paying, re-paying and cancelling an order are flows
// (apps/api/src/flows/place-order/, start-payment.ts, order-payment/) over the state machine
// (docs/decisions/052-order-payment-state-machine.md).
import {
  canCancelOrder,
  canRepayOrder,
  canRequestReturn,
  checkoutErrorMessages,
  expectedArrivalOn,
  type InvoiceType,
  invoiceColumnsOf,
  orderStatusName,
  type PayMethod,
  returnRequestEndsOn,
  type ShipMethod,
} from '@shop/core';
import { notFound } from '../../errors.ts';
import type { PaymentProvider, PaymentProviderId } from '../../integrations/payments/index.ts';
import { returnRequestOf } from '../returns/index.ts';
import { orderLinesWithImages } from './after-purchase.repository.ts';
import type { OrderEventDeps } from './order-events.ts';
import * as repository from './orders.repository.ts';

export interface OrderDeps extends OrderEventDeps {
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>;
  /** The pay methods checkout offers (a wallet needs its own setting beside its provider). */
  offered: ReadonlySet<PayMethod>;
  /** The card installments offered (TAPPAY_INSTALMENTS); absent or empty: none. */
  instalments?: readonly number[];
  apiPrefix: string;
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
  const [lines, payment, invoice, returnRequest] = await Promise.all([
    orderLinesWithImages(db, orderId),
    repository.latestPayment(db, orderId),
    repository.latestInvoiceOf(db, orderId),
    returnRequestOf(db, orderId),
  ]);
  const now = deps.now();
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
      tracking_number: order.tracking_number,
      expected_arrival: expectedArrivalOn(order, now),
    },
    invoice: {
      // Orders placed before create-order kept only the chosen type's fields may hold others: not shown.
      ...invoiceColumnsOf(order),
      invoice_number: invoice?.invoice_number ?? null,
      invoice_state: invoice?.state ?? null,
    },
    can_cancel: canCancelOrder(order),
    // An ATM order whose virtual account was given waits for that transfer: a re-pay would abandon the
    // account the shopper may already be paying into.
    can_repay: canRepayOrder(order, now) && !(payment?.state === 'pending' && payment.atm_account),
    // One request per order (member-area §9): none made yet, shipped, within the period.
    can_return: returnRequest === null && canRequestReturn(order, now),
    return_until: order.shipped_at ? returnRequestEndsOn(order.shipped_at) : null,
    return_request: returnRequest,
    lines: lines.map((l) => ({
      p_id: l.p_id,
      p_name: l.p_name,
      p_img: l.p_img ?? '',
      p_price: l.p_price,
      list_price: l.list_price,
      ordersub_count: l.ordersub_count,
      line_kind: l.line_kind,
    })),
    payment: payment && {
      provider: payment.provider,
      state: payment.state,
      amount: payment.amount,
      atm:
        payment.atm_bank_code && payment.atm_account && payment.atm_pay_by
          ? {
              bank_code: payment.atm_bank_code,
              account: payment.atm_account,
              pay_by: payment.atm_pay_by.toISOString(),
            }
          : null,
    },
  };
}
