// The order row create-order writes: its figures from quoteOrder, its delivery and invoice columns, and the
// payment row it is written with when something is paid online.
import { randomBytes } from 'node:crypto';
import type { CreateOrderBody } from '@shop/contracts';
import {
  checkoutErrorMessages,
  DEFAULT_POINT_RATES,
  earnedPoints,
  formatOrderNumber,
  invoiceColumnsOf,
  isStorePickup,
  ORDER_NUMBER_RANDOM_LENGTH,
  ORDER_STATUS,
  type OrderQuote,
  orderExpiresAt,
} from '@shop/core';
import type { z } from 'zod';
import {
  type FirstPayment,
  type keptStore,
  newPaymentRef,
  type OrderDeps,
  type OrderInsert,
  providerOfPayMethod,
} from '../../modules/checkout/index.ts';
import { unprocessable } from './refusals.ts';

type Body = z.output<typeof CreateOrderBody>;
export type Store = Awaited<ReturnType<typeof keptStore>>;

export interface OrderRowInput {
  memberId: number;
  key: string;
  body: Body;
  quote: OrderQuote;
  couponId: number | null;
  store: Store;
  /** The member's stored point rate (percent), or null for the default. */
  pointRate: number | null;
  /** The member's e-mail: the order's (and the cardholder's) when the recipient gives none. */
  memberEmail?: string | null;
  now: Date;
}

export function orderRowOf(input: OrderRowInput): OrderInsert {
  const { body, quote, now } = input;
  const total = quote.amountDue;
  const paid = total === 0;
  return {
    ordermain_sn: formatOrderNumber(now, randomBytes(ORDER_NUMBER_RANDOM_LENGTH)),
    member_id: input.memberId,
    ordermain_status: paid ? ORDER_STATUS.paid : ORDER_STATUS.awaitingPayment,
    ordermain_dt1: now,
    merchandise_total: quote.merchandise,
    discount_total: quote.discount,
    coupon_discount: quote.coupon,
    addon_total: quote.addons,
    freight: quote.freight,
    points_used: quote.points,
    credit_used: quote.credit,
    ordermain_total: total,
    // Earned on the goods paid for, credited by the tier job after the appreciation period.
    points: earnedPoints({
      total,
      freight: quote.freight,
      ratePercent: input.pointRate ?? DEFAULT_POINT_RATES[0]!,
    }),
    coupon_id: input.couponId,
    ...deliveryFields(body, input.store, input.memberEmail ?? ''),
    ...invoiceFields(body.invoice),
    pay_method: body.pay_method,
    idempotency_key: input.key,
    // The product stock of its lines is taken when the transaction commits (orders.repository.ts, shortOfStock).
    takes_stock: true,
    expires_at: orderExpiresAt(now),
    paid_at: paid ? now : null,
    updated_at: now,
  };
}

/** The payment row an order is written with: when it has something to pay online (not NT$0). */
export function firstPayment(deps: Pick<OrderDeps, 'providers'>, order: OrderInsert): FirstPayment | null {
  const providerId = providerOfPayMethod(order.pay_method);
  if (order.ordermain_total === 0 || !deps.providers.has(providerId)) return null;
  return { provider: providerId, payment_ref: newPaymentRef(), amount: order.ordermain_total };
}

/** Recipient and delivery columns; a pickup store must be one of the chain we know, and its name is ours, not the browser's. */
function deliveryFields(body: Body, store: Store, memberEmail: string) {
  const r = body.recipient;
  const common = {
    ship_method: body.ship_method,
    recipient_name: r.name,
    ordermain_mobile: r.mobile,
    ordermain_email: r.email || memberEmail,
  };
  if (isStorePickup(body.ship_method)) {
    if (!store) throw unprocessable({ 'recipient.store_id': checkoutErrorMessages.storeNotFound });
    // A pickup order has no delivery address: the address column holds where a printed company invoice is
    // mailed (docs/decisions/055-what-providers-accept.md), '' otherwise.
    const invoiceAddress = body.invoice.invoice_type === 'company' ? (body.invoice.address ?? '') : '';
    return { ...common, store_id: store.store_id, store_name: store.store_name, address: invoiceAddress };
  }
  if (body.ship_method === 'hk') return { ...common, address: r.address ?? '' };
  return {
    ...common,
    zipcode: r.zipcode ?? '',
    city: r.city ?? '',
    district: r.district ?? '',
    address: r.address ?? '',
  };
}

/** The chosen invoice type and only its own fields: whatever else the form sent is not kept. */
function invoiceFields(invoice: Body['invoice']) {
  return { invoice_type: invoice.invoice_type, ...invoiceColumnsOf(invoice) };
}
