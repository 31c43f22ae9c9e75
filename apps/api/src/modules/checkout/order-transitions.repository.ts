// Every order and payment-attempt transition as ONE conditional UPDATE … WHERE state IN (from-states)
// RETURNING, the from-states taken from the machine in packages/core (order-machine.ts), so two
// processes never both win one (docs/decisions/052-order-payment-state-machine.md).
import {
  PAYMENT_ATTEMPT_STATE as A,
  ATTEMPT_TRANSITIONS,
  type AttemptTransition,
  attemptFromStates,
  IN_FLIGHT_ATTEMPT_STATES,
  ORDER_TRANSITIONS,
  type OrderTransition,
  orderFromStatuses,
} from '@shop/core';
import { type Database, preparedPer, schema } from '@shop/db';
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { queueConversion } from '../conversions/index.ts';
import { queueShipment, SHIPPABLE_COLUMNS } from './shipments.repository.ts';

const { orders, payments } = schema;

/** The columns a transition answers with: what the steps after it need (holdings, shipment). */
const TRANSITIONED = {
  ...SHIPPABLE_COLUMNS,
  member_id: orders.member_id,
  points_used: orders.points_used,
  credit_used: orders.credit_used,
  takes_stock: orders.takes_stock,
  paid_at: orders.paid_at,
};
export interface TransitionedOrder {
  ordermain_id: number;
  ordermain_sn: string;
  ordermain_status: number;
  ship_method: string;
  pay_method: string;
  ordermain_total: number;
  member_id: number;
  points_used: number;
  credit_used: number;
  takes_stock: boolean;
  paid_at: Date | null;
}

function orderIn(transition: OrderTransition): SQL {
  return inArray(orders.ordermain_status, [...orderFromStatuses(transition)]);
}

function attemptIn(transition: AttemptTransition): SQL {
  return inArray(payments.state, [...attemptFromStates(transition)]);
}

/** The order may take a capture now: a from-state of `pay` and its deadline not passed. */
function orderPayable(now: Date): SQL {
  return and(orderIn('pay'), or(isNull(orders.expires_at), gt(orders.expires_at, now))) as SQL;
}

/** One order transition; answers the order as it now is, or null when another one got there first. */
export async function moveOrder(
  db: Database,
  orderId: number,
  transition: OrderTransition,
  now: Date,
  options: { set?: Record<string, unknown>; where?: SQL } = {},
): Promise<TransitionedOrder | null> {
  const [row] = await db
    .update(orders)
    .set({ ordermain_status: ORDER_TRANSITIONS[transition].to, updated_at: now, ...options.set })
    .where(and(eq(orders.ordermain_id, orderId), orderIn(transition), options.where))
    .returning(TRANSITIONED);
  return row ?? null;
}

/** `cancel`: only while nothing has left the warehouse. */
export function cancelOrderRow(tx: Database, orderId: number, now: Date) {
  return moveOrder(tx, orderId, 'cancel', now, {
    set: { cancelled_at: now },
    where: isNull(orders.shipped_at),
  });
}

/** `expire`: the unpaid orders past their deadline among `orderIds`. */
export async function expireOrderRows(tx: Database, orderIds: number[], now: Date) {
  if (orderIds.length === 0) return [];
  return tx
    .update(orders)
    .set({ ordermain_status: ORDER_TRANSITIONS.expire.to, updated_at: now })
    .where(and(inArray(orders.ordermain_id, orderIds), orderIn('expire'), lt(orders.expires_at, now)))
    .returning(TRANSITIONED);
}

/** The unpaid orders past their deadline, oldest first, skipping rows another process has locked. */
export async function dueForExpiry(tx: Database, now: Date, limit: number) {
  const rows = await tx
    .select({ id: orders.ordermain_id })
    .from(orders)
    .where(and(orderIn('expire'), lt(orders.expires_at, now)))
    .orderBy(orders.expires_at)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/**
 * `confirmCashOnPickup`: no deadline any more; its shipment and its purchase report are queued in the
 * same transaction (a cash-on-pickup purchase is reported when placed, as the shopper's page reports it).
 */
export async function confirmCashOnPickupRow(db: Database, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await moveOrder(tx, orderId, 'confirmCashOnPickup', now, { set: { expires_at: null } });
    if (!order) return false;
    await queueShipment(tx, order, now);
    await queueConversion(tx, order.ordermain_id);
    return true;
  });
}

/** `collectCash`: a cash-on-pickup order collected at the store is delivered and paid, once. */
export function collectCashRow(db: Database, orderId: number, now: Date) {
  return moveOrder(db, orderId, 'collectCash', now, {
    set: {
      paid_at: now,
      delivered_at: now,
      shipped_at: sql`coalesce(${orders.shipped_at}, ${now.toISOString()}::timestamptz)`,
    },
    where: and(eq(orders.pay_method, 'cod'), isNull(orders.paid_at)),
  });
}

/** `returnUncollected`: a cash-on-pickup parcel nobody collected. */
export function returnUncollectedRow(tx: Database, orderId: number, now: Date) {
  return moveOrder(tx, orderId, 'returnUncollected', now, {
    where: and(eq(orders.pay_method, 'cod'), isNull(orders.paid_at)),
  });
}

/** Cash-on-pickup orders placed before `before` and still not collected. */
export async function uncollectedSince(db: Database, before: Date, limit: number) {
  const rows = await db
    .select({ id: orders.ordermain_id })
    .from(orders)
    .where(
      and(
        orderIn('returnUncollected'),
        eq(orders.pay_method, 'cod'),
        isNull(orders.paid_at),
        lt(orders.ordermain_dt1, before),
      ),
    )
    .orderBy(orders.ordermain_dt1)
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface AttemptInsert {
  ordermain_id: number;
  provider: string;
  payment_ref: string;
  amount: number;
}

const ONE_IN_FLIGHT_INDEX = 'payments_one_in_flight_idx';

/** The one-in-flight index refused a second open attempt of the order. */
export function isSecondAttempt(error: unknown): boolean {
  for (let e = error as { constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.constraint === ONE_IN_FLIGHT_INDEX || String((e as Error).message).includes(ONE_IN_FLIGHT_INDEX))
      return true;
  return false;
}

/**
 * `start` (pending) or `startCapturing` (pay-by-prime captures inside start): a new attempt for the
 * order's amount, only while the order is payable. Answers its id, null when the order is not payable,
 * or 'busy' when another attempt of the order is in flight (the partial unique index).
 */
export async function insertAttempt(
  db: Database,
  attempt: AttemptInsert,
  transition: 'start' | 'startCapturing',
  now: Date,
): Promise<number | 'busy' | null> {
  const state = transition === 'start' ? A.pending : A.capturing;
  try {
    const result = (await db.execute(sql`
      insert into payments (ordermain_id, provider, payment_ref, amount, state)
      select ${attempt.ordermain_id}, ${attempt.provider}, ${attempt.payment_ref}, o.ordermain_total, ${state}
      from orders o
      where o.ordermain_id = ${attempt.ordermain_id} and o.ordermain_total = ${attempt.amount}
        and o.ordermain_status in (${sql.join(
          orderFromStatuses('pay').map((s) => sql`${s}`),
          sql`, `,
        )})
        and (o.expires_at is null or o.expires_at > ${now.toISOString()}::timestamptz)
      returning payment_id`)) as unknown as { rows: { payment_id: number }[] };
    return result.rows[0]?.payment_id ?? null;
  } catch (error) {
    if (isSecondAttempt(error)) return 'busy';
    throw error;
  }
}

/**
 * `claim`: before asking the provider to capture, in one statement that also requires the order to be
 * payable now. Answers false when the attempt is not pending or the order is no longer payable.
 */
export async function claimAttempt(db: Database, paymentId: number, now: Date): Promise<boolean> {
  const payable = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.ordermain_id, payments.ordermain_id), orderPayable(now)));
  const rows = await db
    .update(payments)
    .set({ state: A.capturing })
    .where(and(eq(payments.payment_id, paymentId), attemptIn('claim'), sql`exists (${payable})`))
    .returning({ id: payments.payment_id });
  return rows.length === 1;
}

/** `unclaim`: the provider would not confirm (not a decline); the attempt is open again. */
export async function unclaimAttempt(db: Database, paymentId: number): Promise<void> {
  await db
    .update(payments)
    .set({ state: A.pending })
    .where(and(eq(payments.payment_id, paymentId), attemptIn('unclaim')));
}

/**
 * The provider sends the shopper to its page, in one statement: its transaction id is kept for the
 * confirm and, when the attempt was claimed before the provider's start (pay-by-prime asking for 3-D
 * Secure), `unclaim` in the same conditional UPDATE, so it waits for the shopper's return again. An attempt
 * that was not claimed keeps its state; a claimed one that is no longer capturing is left as it is.
 */
export async function recordRedirect(
  db: Database,
  paymentId: number,
  providerTransactionId: string | null,
  claimed: boolean,
): Promise<void> {
  if (claimed) {
    await db
      .update(payments)
      .set({
        state: ATTEMPT_TRANSITIONS.unclaim.to,
        ...(providerTransactionId ? { provider_transaction_id: providerTransactionId } : {}),
      })
      .where(and(eq(payments.payment_id, paymentId), attemptIn('unclaim')));
    return;
  }
  if (providerTransactionId)
    await providerTransactionIdSetter(db).execute({ paymentId, transactionId: providerTransactionId });
}

const providerTransactionIdSetter = preparedPer((db: Database) =>
  db
    .update(payments)
    .set({ provider_transaction_id: sql`${sql.placeholder('transactionId')}` })
    .where(eq(payments.payment_id, sql.placeholder('paymentId')))
    .prepare('checkout_record_redirect'),
);

export type SettledCapture = 'paid' | 'not_payable' | 'not_capturing';

/**
 * After the provider captured: `capture` (the attempt) and `pay` (the order) in ONE transaction. The
 * order becomes paid only if it still may; otherwise the attempt stays captured and the caller refunds
 * it (`not_payable`). A paid 7-ELEVEN order's shipment and every paid order's purchase report (the
 * conversion outbox) are queued in the same transaction.
 */
export async function settleCapture(
  db: Database,
  paymentId: number,
  orderId: number,
  providerTransactionId: string,
  now: Date,
): Promise<SettledCapture> {
  return db.transaction(async (tx) => {
    const [captured] = await tx
      .update(payments)
      .set({ state: A.captured, provider_transaction_id: providerTransactionId, confirmed_at: now })
      .where(and(eq(payments.payment_id, paymentId), attemptIn('capture')))
      .returning({ amount: payments.amount });
    if (!captured) return 'not_capturing';
    const order = await moveOrder(tx, orderId, 'pay', now, {
      set: { paid_at: now },
      where: eq(orders.ordermain_total, captured.amount),
    });
    if (!order) return 'not_payable';
    await queueShipment(tx, order, now);
    await queueConversion(tx, order.ordermain_id);
    return 'paid';
  });
}

/** `decline`: the provider said the shopper refused; an unpaid order becomes 付款失敗 (`failPayment`). */
export async function declineAttempt(
  db: Database,
  paymentId: number,
  orderId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payments)
      .set({ state: A.failed, failure_reason: reason })
      .where(and(eq(payments.payment_id, paymentId), attemptIn('decline')))
      .returning({ id: payments.payment_id });
    if (!failed) return false;
    await moveOrder(tx, orderId, 'failPayment', now);
    return true;
  });
}

/** `abandon`: the order's open (pending, not claimed) attempts are given up. */
export async function abandonAttempts(db: Database, orderId: number): Promise<void> {
  await db
    .update(payments)
    .set({ state: A.abandoned })
    .where(and(eq(payments.ordermain_id, orderId), attemptIn('abandon')));
}

/** One attempt's `abandon` (a provider start that failed before the shopper saw it). */
export async function abandonAttempt(db: Database, paymentId: number, reason?: string): Promise<void> {
  await db
    .update(payments)
    .set({ state: reason ? A.failed : A.abandoned, failure_reason: reason ?? null })
    .where(and(eq(payments.payment_id, paymentId), inArray(payments.state, [...IN_FLIGHT_ATTEMPT_STATES])));
}

/**
 * `lateCapture`: the provider took money for an attempt that was given up; one conditional UPDATE claims
 * its refund (two notices at once refund once). False when the attempt was not abandoned.
 */
export async function lateCaptureAttempt(
  db: Database,
  paymentId: number,
  providerTransactionId: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      state: ATTEMPT_TRANSITIONS.lateCapture.to,
      provider_transaction_id: providerTransactionId,
      failure_reason: reason,
    })
    .where(and(eq(payments.payment_id, paymentId), attemptIn('lateCapture')))
    .returning({ id: payments.payment_id });
  return rows.length === 1;
}

/** `refundCapture` (done) or `failRefund` (the provider refused: customer service acts). */
export async function recordRefund(
  db: Database,
  paymentId: number,
  outcome: 'refundCapture' | 'failRefund',
  reason?: string,
): Promise<boolean> {
  const set =
    outcome === 'refundCapture'
      ? { state: A.refunded, refunded_amount: payments.amount, failure_reason: null }
      : { state: A.refundFailed, failure_reason: reason ?? null };
  const rows = await db
    .update(payments)
    .set(set as Partial<typeof payments.$inferInsert>)
    .where(and(eq(payments.payment_id, paymentId), attemptIn(outcome)))
    .returning({ id: payments.payment_id });
  return rows.length === 1;
}

export async function attemptById(db: Database, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.payment_id, paymentId));
  return row ?? null;
}

/** The order's captured attempts (state paid): what a cancel must refund. */
export async function capturedAttempts(db: Database, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.ordermain_id, orderId), eq(payments.state, A.captured)));
}

export async function orderStatusOf(db: Database, orderId: number) {
  const [row] = await db
    .select({ ordermain_status: orders.ordermain_status, expires_at: orders.expires_at })
    .from(orders)
    .where(eq(orders.ordermain_id, orderId));
  return row ?? null;
}

/** A transaction-wide advisory lock, so only one process runs a job's batch at a time. */
export async function tryAdvisoryLock(tx: Database, key: number): Promise<boolean> {
  const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return lock.rows[0]?.locked === true;
}

/**
 * A paid-later attempt (ATM) moves its order's deadline to the provider's: the order must stay unpaid and
 * not yet expired; the expiry job then expires it after this deadline instead of the card one.
 */
export async function movePaymentDeadline(db: Database, orderId: number, payBy: Date, now: Date) {
  const rows = await db
    .update(orders)
    .set({ expires_at: payBy, updated_at: now })
    .where(
      and(
        eq(orders.ordermain_id, orderId),
        orderIn('expire'),
        or(isNull(orders.expires_at), gt(orders.expires_at, now)),
      ),
    )
    .returning({ id: orders.ordermain_id });
  return rows.length === 1;
}

/**
 * ECPay gave the shopper a virtual account: kept on the open attempt, and the order's deadline becomes the
 * account's, in one transaction. False when the attempt is no longer open (expired, paid, abandoned).
 */
export async function recordAtmAccount(
  db: Database,
  paymentId: number,
  account: { bankCode: string; vAccount: string; payBy: Date },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(payments)
      .set({ atm_bank_code: account.bankCode, atm_account: account.vAccount, atm_pay_by: account.payBy })
      .where(and(eq(payments.payment_id, paymentId), eq(payments.state, A.pending)))
      .returning({ orderId: payments.ordermain_id });
    if (!attempt) return false;
    return movePaymentDeadline(tx, attempt.orderId, account.payBy, now);
  });
}

/** A provider's trade (its MerchantTradeNo, kept as the attempt's transaction id) and its order. */
export async function attemptByProviderTransaction(db: Database, provider: string, transactionId: string) {
  const [row] = await db
    .select({
      payment_id: payments.payment_id,
      payment_ref: payments.payment_ref,
      ordermain_id: payments.ordermain_id,
      amount: payments.amount,
      state: payments.state,
      provider_transaction_id: payments.provider_transaction_id,
      ordermain_sn: orders.ordermain_sn,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.ordermain_id, payments.ordermain_id))
    .where(and(eq(payments.provider, provider), eq(payments.provider_transaction_id, transactionId)));
  return row ?? null;
}

/** Marks an attempt for customer service (money came in that the shop cannot take: refund by hand). */
export async function flagAttempt(db: Database, paymentId: number, reason: string): Promise<void> {
  await db.update(payments).set({ failure_reason: reason }).where(eq(payments.payment_id, paymentId));
}
