import { ORDER_STATUS } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';

const { orders } = schema;

/** Cash-on-pickup states before collection: placed, confirmed for pickup, on its way to the store. */
const OPEN_CASH_ON_PICKUP_STATUSES = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.cashOnPickupConfirmed,
  ORDER_STATUS.shipped,
];

/** The member's cash-on-pickup orders not yet collected (nor cancelled, expired or returned). */
export async function openCashOnPickupOrders(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.member_id, memberId),
        eq(orders.pay_method, 'cod'),
        isNull(orders.paid_at),
        inArray(orders.ordermain_status, OPEN_CASH_ON_PICKUP_STATUSES),
      ),
    );
  return row?.n ?? 0;
}
