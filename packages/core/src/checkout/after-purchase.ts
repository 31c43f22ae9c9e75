// After buying (issue 23): when the parcel is expected, and whether a return may still be asked for.
// The numbers are the shop's promises (storefront.md §9: 14-day satisfaction guarantee, order today
// arrive tomorrow) and decision 083.
import { SATISFACTION_GUARANTEE_DAYS } from '../constants.ts';
import { taipeiDate } from '../dates/taipei.ts';
import { addDays } from '../members/tiers.ts';
import { ORDER_TRANSITIONS } from './order-machine.ts';
import { ORDER_STATUS } from './order-status.ts';

/** Days from the day an order leaves (or would leave) the warehouse to its arrival, by delivery. */
export const DELIVERY_DAYS: Readonly<Record<string, number>> = {
  // 今日訂明日到 (storefront.md §9).
  home: 1,
  // A convenience-store parcel reaches the store in 2 to 3 days (ECPay C2C); the later day is promised.
  seven: 3,
  family: 3,
  hilife: 3,
  hk: 5,
};

/** Up to this many photos go with a return request (issue 23). */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_REASON_MAX_LENGTH = 500;
/** One return request per order; defects reported within 14 days of shipment (member-area §9). */
export const RETURN_REQUEST_DAYS = SATISFACTION_GUARANTEE_DAYS;

/** Statuses on the way to the shopper: the arrival day is promised for these only. */
const ON_THE_WAY: readonly number[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.cashOnPickupConfirmed,
];

export interface ArrivalFacts {
  ordermain_status: number;
  ship_method: string;
  ordermain_dt1: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
}

/**
 * The expected arrival day (YYYY-MM-DD, Taipei): from the shipping day once shipped, else from the day the
 * order became ready (paid, or placed for cash on pickup) but never before today. Null for an order that
 * is not on its way (unpaid, cancelled, delivered, returned).
 */
export function expectedArrivalOn(order: ArrivalFacts, now: Date): string | null {
  if (!ON_THE_WAY.includes(order.ordermain_status)) return null;
  const days = DELIVERY_DAYS[order.ship_method] ?? DELIVERY_DAYS.home ?? 1;
  if (order.shipped_at) return addDays(taipeiDate(order.shipped_at), days);
  const ready = taipeiDate(order.paid_at ?? order.ordermain_dt1);
  const today = taipeiDate(now);
  return addDays(ready > today ? ready : today, days);
}

/** The last day (Taipei) a return may be asked for: RETURN_REQUEST_DAYS after the shipping day. */
export function returnRequestEndsOn(shippedAt: Date): string {
  return addDays(taipeiDate(shippedAt), RETURN_REQUEST_DAYS);
}

/** 申請退貨 is offered: shipped or later on the paid road (`requestReturn`), within the period. */
export function canRequestReturn(
  order: { ordermain_status: number; shipped_at: Date | null },
  now: Date,
): boolean {
  if (!order.shipped_at) return false;
  if (!(ORDER_TRANSITIONS.requestReturn.from as readonly number[]).includes(order.ordermain_status))
    return false;
  return taipeiDate(now) <= returnRequestEndsOn(order.shipped_at);
}

export const RETURN_REQUEST_STATES = ['requested', 'accepted', 'declined'] as const;
export type ReturnRequestState = (typeof RETURN_REQUEST_STATES)[number];
