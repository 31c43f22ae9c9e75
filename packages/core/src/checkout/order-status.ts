// Order status codes (ordermain_status) and their names. member-area §9 names 1, 2, 3, 6, 10, 11, 12 as the
// valid statuses; the other codes are ours (docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md).
import { orderStatusNames } from '../messages/checkout.ts';

export const ORDER_STATUS = {
  /** Created, waiting for the payment (expires after UNPAID_ORDER_EXPIRY_MINUTES). */
  awaitingPayment: 0,
  paid: 1,
  preparing: 2,
  shipped: 3,
  cancelled: 4,
  paymentFailed: 5,
  delivered: 6,
  expired: 7,
  returnRequested: 8,
  refunded: 9,
  /** Cash on 7-ELEVEN pickup: confirmed without a payment, waiting for shipment. */
  cashOnPickupConfirmed: 10,
  completed: 11,
  partiallyReturned: 12,
  pickupNotCollected: 13,
} as const;
export type OrderStatusKey = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusKey];

/** member-area-and-tools.md §9: an order in one of these counts (spend, points). */
export const VALID_ORDER_STATUSES: readonly OrderStatus[] = [1, 2, 3, 6, 10, 11, 12];

/**
 * Statuses in which a shipped order may be credited (spend and points) once its appreciation period is
 * over: shipped, delivered, completed. A return or refund (8, 9, 12) keeps it from counting.
 */
export const CREDITABLE_ORDER_STATUSES: readonly OrderStatus[] = [3, 6, 11];

/** Statuses in which the member may still cancel while nothing has left the warehouse (shipped_at null). */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 2, 5, 10];
/** Statuses in which a new payment may be started (payment/re-pay). */
export const REPAYABLE_ORDER_STATUSES: readonly OrderStatus[] = [0, 5];

const NAME_BY_CODE = new Map<number, string>(
  (Object.keys(ORDER_STATUS) as OrderStatusKey[]).map((key) => [ORDER_STATUS[key], orderStatusNames[key]]),
);

export function isOrderStatus(code: number): code is OrderStatus {
  return NAME_BY_CODE.has(code);
}

export function isValidOrderStatus(code: number): boolean {
  return (VALID_ORDER_STATUSES as readonly number[]).includes(code);
}

/** The Chinese name of a status code; undefined for a code we do not know. */
export function orderStatusName(code: number): string | undefined {
  return NAME_BY_CODE.get(code);
}

/** The order detail offers 取消訂單: a cancellable status and no shipment yet. */
export function canCancelOrder(order: { ordermain_status: number; shipped_at: Date | null }): boolean {
  return (
    (CANCELLABLE_ORDER_STATUSES as readonly number[]).includes(order.ordermain_status) && !order.shipped_at
  );
}

/** 重新付款 is offered (and payment/re-pay allowed): unpaid or failed, paid online, not past its deadline. */
export function canRepayOrder(
  order: { ordermain_status: number; pay_method: string; ordermain_total: number; expires_at: Date | null },
  now: Date,
): boolean {
  if (!(REPAYABLE_ORDER_STATUSES as readonly number[]).includes(order.ordermain_status)) return false;
  const paidOnline = order.pay_method !== 'cod' && order.ordermain_total > 0;
  return paidOnline && (order.expires_at === null || order.expires_at > now);
}
