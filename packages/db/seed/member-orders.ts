// Demo orders of the demo members, dated back from the day the shop is seeded so the member center's
// one-year history, the orders list (two pages for the tier-2 member), the order detail's cancel and
// pay-again, and the purchase history all have something to show. The new member (99) has none.
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_POINT_RATES,
  earnedPoints,
  formatOrderNumber,
  ORDER_NUMBER_RANDOM_LENGTH,
  ORDER_STATUS,
} from '@shop/core';
import { asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../src/database.ts';
import { members, orderLines, orders, products } from '../src/schema/index.ts';
import { DEMO_MEMBERS } from './accounts.ts';
import { SEVEN_ELEVEN_STORES } from './checkout.ts';
import { TRIAL_PACK } from './skin-tests.ts';

const DAY_MS = 86_400_000;
/** Orders per demo tier: the tier-2 member pages (10 a page in the list, 5 / 10 in the history). */
const ORDERS_PER_TIER: Readonly<Record<number, number>> = { 0: 2, 1: 4, 2: 12, 3: 6, 99: 0 };
const HOME_ADDRESS = {
  zipcode: '106',
  city: '臺北市',
  district: '大安區',
  address: '忠孝東路四段 100 號 5 樓',
};

/**
 * The k-th order's state: the newest is paid and not shipped (cancellable), the next is delivered and
 * still in its appreciation period, then a cancelled one and a failed payment (pay again); older ones
 * are completed and credited.
 */
function stateOf(k: number, placedAt: Date) {
  const shippedAt = new Date(placedAt.getTime() + 2 * DAY_MS);
  switch (k) {
    case 0:
      return { ordermain_status: ORDER_STATUS.paid, paid_at: placedAt };
    case 1:
      return { ordermain_status: ORDER_STATUS.delivered, paid_at: placedAt, shipped_at: shippedAt };
    case 2:
      return { ordermain_status: ORDER_STATUS.cancelled, cancelled_at: placedAt };
    case 3:
      return { ordermain_status: ORDER_STATUS.paymentFailed };
    default:
      return {
        ordermain_status: ORDER_STATUS.completed,
        paid_at: placedAt,
        shipped_at: shippedAt,
        ispoints: true,
      };
  }
}

/** The newest four within a month (the second shipped a week ago: still in appreciation), then monthly. */
function daysAgo(k: number): number {
  return [2, 9, 20, 36][k] ?? 36 + (k - 3) * 30;
}

export async function seedDemoOrders(db: Database, now: Date = new Date()): Promise<void> {
  const catalogue = await db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_price: products.p_price,
      price: products.discounted_price,
    })
    .from(products)
    // The trial pack is ordered only from the skin-test cart, never as a regular line.
    .where(ne(products.p_id, TRIAL_PACK.p_id))
    .orderBy(asc(products.p_id));
  if (catalogue.length === 0) return;
  const store = SEVEN_ELEVEN_STORES[0]!;
  for (const [index, demo] of DEMO_MEMBERS.entries()) {
    const [member] = await db
      .select({ member_id: members.member_id })
      .from(members)
      .where(eq(members.member_mobile, demo.mobile));
    const count = ORDERS_PER_TIER[demo.tier] ?? 0;
    if (!member) continue;
    const rate = DEFAULT_POINT_RATES[demo.tier === 99 ? 0 : demo.tier] ?? 1;
    for (let k = 0; k < count; k++) {
      const placedAt = new Date(now.getTime() - daysAgo(k) * DAY_MS);
      const picks = [
        catalogue[(index * 5 + k * 3) % catalogue.length]!,
        catalogue[(index * 7 + k * 5 + 1) % catalogue.length]!,
      ];
      const lines = (k % 3 === 0 ? picks.slice(0, 1) : picks).map((p, i) => ({
        p_id: p.p_id,
        p_name: p.p_name,
        p_price: p.price,
        list_price: p.p_price,
        ordersub_count: i + 1,
      }));
      const total = lines.reduce((sum, line) => sum + line.p_price * line.ordersub_count, 0);
      const seven = k % 2 === 0;
      const [order] = await db
        .insert(orders)
        .values({
          ordermain_sn: formatOrderNumber(placedAt, randomBytes(ORDER_NUMBER_RANDOM_LENGTH)),
          member_id: member.member_id,
          ordermain_dt1: placedAt,
          merchandise_total: total,
          ordermain_total: total,
          points: earnedPoints({ total, freight: 0, ratePercent: rate }),
          ship_method: seven ? 'seven' : 'home',
          recipient_name: demo.name,
          ordermain_mobile: demo.mobile,
          ordermain_email: demo.email,
          ...(seven ? { store_id: store.store_id, store_name: store.store_name } : HOME_ADDRESS),
          invoice_type: 'member',
          pay_method: seven && k > 3 ? 'cod' : 'sandbox',
          updated_at: placedAt,
          ...stateOf(k, placedAt),
        })
        .returning({ id: orders.ordermain_id });
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, ordermain_id: order!.id })));
    }
  }
}
