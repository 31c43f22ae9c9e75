// The hold and write steps: what the order takes besides its rows and product stock (the coupon use,
// points, credit, kit and gift stock, exchange points) is taken in the same transaction as the order's
// rows, so a refusal anywhere rolls all of it back; the rollback is their undo.
import { type CartSummary, orderErrorMessages as m, ORDER_STATUS } from '@shop/core';
import type { Database } from '@shop/db';
import {
  exchangePointsOf,
  type FirstPayment,
  type InsertedOrder,
  insertOrder,
  ORDER_REASON,
  type OrderInsert,
  type OrderLineInsert,
  queueShipment,
  shortOfStock,
  takeCouponUse,
  takeExchangePoints,
  takeOfferStock,
} from '../../modules/checkout/index.ts';
import { queueReferredOrder, type Referral } from '../../modules/conversions/index.ts';
import { appendLedgerEntry } from '../../modules/ledgers/index.ts';
import { claimTrialInOrder } from '../../modules/skin-tests/index.ts';
import { conflict, unprocessable } from './refusals.ts';

/** One thing the order takes, inside the order's transaction; it throws a 409 that rolls the order back. */
export type Holding = (tx: Database, order: { ordermain_id: number; member_id: number }) => Promise<void>;

/**
 * The holdings in a fixed order, so concurrent orders never wait crosswise: the trial claim, the coupon use, points and
 * credit (the ledgers refuse a balance below 0), kit and gift stock, exchange points; a paid-in-full order
 * is queued for shipment, and a referred order's reports to the program, in the same transaction.
 */
export function holdingsOf(
  order: OrderInsert,
  coupon: { coupon_id: number; per_member_limit: number } | null,
  summary: CartSummary,
  lines: readonly OrderLineInsert[],
  now: Date,
  referral: Referral | null = null,
): Holding[] {
  const holdings: Holding[] = [];
  if (summary.onlineSkinTestCartWithDetails.length > 0)
    holdings.push(async (tx, row) => {
      const refusal = await claimTrialInOrder(tx, row.member_id, row.ordermain_id);
      if (refusal) throw unprocessable({ onlineSkinTestCart: refusal });
    });
  if (coupon)
    holdings.push(async (tx, row) => {
      if (!(await takeCouponUse(tx, coupon, row.member_id, row.ordermain_id))) throw conflict(m.couponUsedUp);
    });
  const debit = (ledger: 'points' | 'credit', amount: number, refusal: string) => {
    if (amount <= 0) return;
    holdings.push(async (tx, row) => {
      const entry = { memberId: row.member_id, reason: ORDER_REASON, orderId: row.ordermain_id };
      if ((await appendLedgerEntry(tx, ledger, { ...entry, delta: -amount })) === null)
        throw conflict(refusal);
    });
  };
  debit('points', order.points_used ?? 0, m.pointsNotEnough);
  debit('credit', order.credit_used ?? 0, m.creditNotEnough);
  if (summary.routineKitList.length > 0 || lines.some((l) => l.line_kind === 'gift'))
    holdings.push(async (tx, row) => {
      // A short gift is dropped from the order, not refused (docs/decisions/054-free-lines-from-the-server.md).
      const short = await takeOfferStock(tx, summary.routineKitList, lines, row.ordermain_id);
      if (short !== null) throw conflict(m.outOfStock(short));
    });
  const exchangePoints = exchangePointsOf(lines);
  if (exchangePoints > 0)
    holdings.push(async (tx, row) => {
      if (!(await takeExchangePoints(tx, row, exchangePoints))) throw conflict(m.pointsNotEnough);
    });
  // Paid in full with points and credit: ready to ship now.
  const status = order.ordermain_status;
  if (status === ORDER_STATUS.paid)
    holdings.push((tx, row) =>
      queueShipment(tx, { ...order, ordermain_status: status, ordermain_id: row.ordermain_id }, now),
    );
  // Written with the order, so a crash can never keep the order and lose the program's referral.
  if (referral)
    holdings.push(async (tx, row) => {
      await queueReferredOrder(tx, row.ordermain_id, referral, now);
    });
  return holdings;
}

/**
 * The order's one statement (rows, claimed gifts, first payment; product stock at its COMMIT), alone when
 * the order holds nothing else, else first in one transaction with the holdings. A line short of product
 * stock answers 409 naming it.
 */
export async function writeOrder(
  db: Database,
  order: OrderInsert,
  lines: readonly OrderLineInsert[],
  payment: FirstPayment | null,
  holdings: readonly Holding[],
): Promise<InsertedOrder> {
  try {
    if (holdings.length === 0) return await insertOrder(db, order, lines, payment);
    return await db.transaction(async (tx) => {
      const created = await insertOrder(tx, order, lines, payment);
      const row = { ordermain_id: created.ordermain_id, member_id: order.member_id };
      for (const hold of holdings) await hold(tx, row);
      return created;
    });
  } catch (error) {
    const short = shortOfStock(error);
    if (short !== null)
      throw conflict(m.outOfStock(lines.find((l) => l.p_id === short)?.p_name ?? String(short)));
    throw error;
  }
}
