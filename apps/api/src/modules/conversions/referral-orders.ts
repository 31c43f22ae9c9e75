// Orders the shopping-referral program sent us (storefront.md §3, §4.8; docs/decisions/098-referred-orders.md):
// an order placed while the shopper's lineshipping cookie was alive is recorded with the program's click
// id and reported twice through the conversion outbox: when placed, and with its final amount once it can
// no longer change, 7 days after delivery (0 when it was cancelled, expired, refunded or never collected).
import {
  isReferralExpired,
  ORDER_STATUS,
  parseReferralCookie,
  REFERRAL_COOKIE_NAME,
  readCookie,
} from '@shop/core';
import type { Database } from '@shop/db';
import type { ReferredOrderReport } from '../../integrations/conversions/index.ts';
import * as repository from './conversions.repository.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The program settles an order 7 days after it reached the shopper (the distance-sale cooling-off days). */
export const REFERRAL_FINAL_AFTER_DELIVERY_MS = 7 * DAY_MS;
/** How often an order still on its way is looked at again. */
export const REFERRAL_RECHECK_MS = 6 * HOUR_MS;
/** The first look: an unpaid order is expired or paid well within this. */
const FIRST_FINAL_CHECK_MS = 2 * HOUR_MS;
/** The cookie's timestamp is the Taipei wall clock as epoch ms (now + 8 h, url-rules.ts). */
const COOKIE_CLOCK_OFFSET_MS = 8 * HOUR_MS;
/** The program's click ids: what we take from a cookie, anything else is not one. */
const ECID_SHAPE = /^[A-Za-z0-9._~-]{1,128}$/;

/** A click of the shopping-referral program: its click id and when it was made. */
export interface Referral {
  ecid: string;
  clickedAt: Date;
}

/** The referral the request carries: its cookie, alive (24 h by our clock) and with a click id's shape. */
export function referralOfCookie(cookieHeader: string | undefined, now: Date): Referral | null {
  const cookie = parseReferralCookie(readCookie(cookieHeader, REFERRAL_COOKIE_NAME));
  if (!cookie || !ECID_SHAPE.test(cookie.ecid)) return null;
  if (isReferralExpired(cookie, now.getTime())) return null;
  const clickedAt = new Date(Math.min(cookie.timestamp - COOKIE_CLOCK_OFFSET_MS, now.getTime()));
  return { ecid: cookie.ecid, clickedAt };
}

/**
 * Records the order as referred and queues its two reports; the place-order flow calls it inside the
 * order's transaction. False when the order was recorded already.
 */
export async function queueReferredOrder(
  db: Database,
  orderId: number,
  referral: Referral,
  now: Date,
): Promise<boolean> {
  return repository.queueReferredOrder(
    db,
    { orderId, ...referral },
    now,
    new Date(now.getTime() + FIRST_FINAL_CHECK_MS),
  );
}

const ZERO_STATUSES: readonly number[] = [
  ORDER_STATUS.cancelled,
  ORDER_STATUS.expired,
  ORDER_STATUS.refunded,
  ORDER_STATUS.pickupNotCollected,
];
const DELIVERED_STATUSES: readonly number[] = [ORDER_STATUS.delivered, ORDER_STATUS.completed];

export type ReferralFinality =
  | { final: true; status: 'completed' | 'cancelled'; amount: number }
  | { final: false; checkAgainAt: Date };

/** Whether the order's amount is final now, and what it is. */
export function referralFinality(
  order: { ordermain_status: number; delivered_at: Date | null; amount: number },
  now: Date,
): ReferralFinality {
  if (ZERO_STATUSES.includes(order.ordermain_status)) return { final: true, status: 'cancelled', amount: 0 };
  if (DELIVERED_STATUSES.includes(order.ordermain_status) && order.delivered_at) {
    const finalAt = order.delivered_at.getTime() + REFERRAL_FINAL_AFTER_DELIVERY_MS;
    if (finalAt <= now.getTime()) return { final: true, status: 'completed', amount: order.amount };
    return { final: false, checkAgainAt: new Date(finalAt) };
  }
  // Unpaid, paid, on its way, or a return being decided: looked at again later.
  return { final: false, checkAgainAt: new Date(now.getTime() + REFERRAL_RECHECK_MS) };
}

/** The order as the program is told it; the amount is the goods paid for (no shipping). */
export function referredOrderReport(
  rows: NonNullable<Awaited<ReturnType<typeof repository.referredOrderOf>>>,
): ReferredOrderReport {
  const { order, lines } = rows;
  return {
    ecid: order.ecid,
    orderNumber: order.ordermain_sn,
    orderedAt: order.ordermain_dt1,
    clickedAt: order.clicked_at,
    amount: Math.max(order.ordermain_total - order.freight, 0),
    products: lines.map((line) => ({
      product_name: line.p_name,
      product_type: 'normal',
      product_id: String(line.p_id),
      product_amount: line.p_price,
      quantity: line.ordersub_count,
    })),
  };
}
