// The payment attempts of an order, as the checkout flows use them (start-payment, confirm-payment,
// repay-order, cancel-order, refund-order): each change is one transition of the machine in
// packages/core, made by order-transitions.repository.ts (docs/decisions/052-order-payment-state-machine.md).
import { randomBytes } from 'node:crypto';
import type { PayMethod } from '@shop/core';
import type {
  PaymentProvider,
  PaymentProviderId,
  StartPaymentResult,
} from '../../integrations/payments/index.ts';
import { voidOrderInvoice } from './invoices.service.ts';
import { afterCashOrderPlaced, afterOrderPaid, type OrderEventDeps } from './order-events.ts';
import * as transitions from './order-transitions.repository.ts';
import { findPaymentByRef } from './payments.repository.ts';
import { PROVIDER_OF_PAY_METHOD } from './reference.service.ts';

/** Bytes of the payment reference: 24 bytes make 32 base64url characters. */
export const PAYMENT_REF_BYTES = 24;
/** The reason a refunded capture's invoice is voided with. */
export const REFUND_REASON = 'payment-refunded';

export interface PaymentAttemptRef {
  paymentId: number;
  paymentRef: string;
}

export interface AttemptDeps extends OrderEventDeps {
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>;
}

export function newPaymentRef(): string {
  return randomBytes(PAYMENT_REF_BYTES).toString('base64url');
}

export function providerOfPayMethod(payMethod: string): PaymentProviderId {
  return PROVIDER_OF_PAY_METHOD[payMethod as PayMethod];
}

/** Providers whose start takes the money at once (TapPay pay-by-prime): the attempt is claimed first. */
export function capturesAtStart(providerId: PaymentProviderId): boolean {
  return providerId === 'tappay';
}

/**
 * `start`: a new attempt for the order's amount while the order is payable. Answers null when it is not
 * payable, 'busy' while another attempt of the order is in flight (never a second charge).
 */
export async function openPaymentAttempt(
  deps: Pick<OrderEventDeps, 'db' | 'now'>,
  order: { ordermain_id: number; ordermain_total: number },
  providerId: PaymentProviderId,
): Promise<PaymentAttemptRef | 'busy' | null> {
  const paymentRef = newPaymentRef();
  const attempt = { ordermain_id: order.ordermain_id, provider: providerId, payment_ref: paymentRef };
  const id = await transitions.insertAttempt(
    deps.db,
    { ...attempt, amount: order.ordermain_total },
    'start',
    deps.now(),
  );
  return typeof id === 'number' ? { paymentId: id, paymentRef } : id;
}

/** `claim`: the attempt may be captured now (pending, and its order payable). */
export function claimAttempt(deps: Pick<OrderEventDeps, 'db' | 'now'>, paymentId: number) {
  return transitions.claimAttempt(deps.db, paymentId, deps.now());
}

/** `unclaim`: the provider did not capture after all; the attempt is open again. */
export function unclaimAttempt(deps: Pick<OrderEventDeps, 'db'>, paymentId: number) {
  return transitions.unclaimAttempt(deps.db, paymentId);
}

/** `decline`, and the order's `failPayment`. */
export function declineAttempt(
  deps: Pick<OrderEventDeps, 'db' | 'now'>,
  paymentId: number,
  orderId: number,
  reason: string,
) {
  return transitions.declineAttempt(deps.db, paymentId, orderId, reason, deps.now());
}

/** `abandon` of every open attempt of the order (re-pay, cancel, expiry). */
export function abandonOpenAttempts(deps: Pick<OrderEventDeps, 'db'>, orderId: number) {
  return transitions.abandonAttempts(deps.db, orderId);
}

/** The provider's start failed: this attempt fails (or, without a reason, is abandoned). */
export function endStartedAttempt(deps: Pick<OrderEventDeps, 'db'>, paymentId: number, reason?: string) {
  return transitions.abandonAttempt(deps.db, paymentId, reason);
}

/**
 * The provider sends the shopper to its page: its transaction id is kept for the confirm, and an attempt
 * claimed before the start (pay-by-prime asking for 3-D Secure) waits for the return again (`unclaim`),
 * in one statement.
 */
export async function recordRedirect(
  deps: Pick<OrderEventDeps, 'db'>,
  attempt: PaymentAttemptRef,
  txId: string | null,
  claimed: boolean,
) {
  await transitions.recordRedirect(deps.db, attempt.paymentId, txId, claimed);
}

/** A paid-later attempt (ATM): the order waits for the money until `payBy` instead of the card deadline. */
export function movePaymentDeadline(deps: Pick<OrderEventDeps, 'db' | 'now'>, orderId: number, payBy: Date) {
  return transitions.movePaymentDeadline(deps.db, orderId, payBy, deps.now());
}

/** ECPay's virtual account for the open attempt; the order's deadline becomes the account's. */
export function recordAtmAccount(
  deps: Pick<OrderEventDeps, 'db' | 'now'>,
  paymentId: number,
  account: { bankCode: string; vAccount: string; payBy: Date },
) {
  return transitions.recordAtmAccount(deps.db, paymentId, account, deps.now());
}

export function attemptByProviderTransaction(
  deps: Pick<OrderEventDeps, 'db'>,
  provider: PaymentProviderId,
  transactionId: string,
) {
  return transitions.attemptByProviderTransaction(deps.db, provider, transactionId);
}

/** Money the shop cannot take (paid after its order closed): the attempt says so for customer service. */
export function flagAttempt(deps: Pick<OrderEventDeps, 'db'>, paymentId: number, reason: string) {
  return transitions.flagAttempt(deps.db, paymentId, reason);
}

/** Cash on pickup: the attempt ends unused and the order is confirmed for pickup (`confirmCashOnPickup`). */
export async function confirmCashOnPickup(deps: OrderEventDeps, orderId: number, attempt: PaymentAttemptRef) {
  await transitions.abandonAttempt(deps.db, attempt.paymentId);
  if (await transitions.confirmCashOnPickupRow(deps.db, orderId, deps.now()))
    await afterCashOrderPlaced(deps, orderId);
}

export type CaptureOutcome = 'paid' | 'refunded' | 'refund_failed' | 'already';

/**
 * The provider captured: `capture` and `pay` in one transaction. When the order is no longer payable
 * (cancelled, expired or paid by another attempt meanwhile) the money goes back through the provider's
 * refund call at once.
 */
export async function settleCapture(
  deps: AttemptDeps,
  attempt: PaymentAttemptRef & { orderId: number },
  providerTransactionId: string,
): Promise<CaptureOutcome> {
  const settled = await transitions.settleCapture(
    deps.db,
    attempt.paymentId,
    attempt.orderId,
    providerTransactionId,
    deps.now(),
  );
  if (settled === 'not_capturing') return 'already';
  if (settled === 'paid') {
    await afterOrderPaid(deps, attempt.orderId);
    return 'paid';
  }
  deps.log.error(
    { orderId: attempt.orderId, paymentId: attempt.paymentId },
    'ALERT: money captured for an order that is no longer payable; refunding it automatically',
  );
  return refundCapturedAttempt(deps, attempt.paymentId);
}

/**
 * `refundCapture` through the provider's refund call; a refusal records `failRefund` and is logged at
 * error level for customer service. The order's invoice is voided with its refund.
 */
export async function refundCapturedAttempt(
  deps: AttemptDeps,
  paymentId: number,
): Promise<'refunded' | 'refund_failed'> {
  const attempt = await transitions.attemptById(deps.db, paymentId);
  if (!attempt) return 'refund_failed';
  const provider = deps.providers.get(attempt.provider as PaymentProviderId);
  try {
    if (!provider || !attempt.provider_transaction_id) throw new Error('provider not configured');
    await provider.refund({
      paymentRef: attempt.payment_ref,
      providerTransactionId: attempt.provider_transaction_id,
      // What a partial refund by staff (decision 105) has not returned yet.
      amount: attempt.amount - attempt.refunded_amount,
    });
  } catch (error) {
    await transitions.recordRefund(deps.db, paymentId, 'failRefund', String((error as Error).message));
    deps.log.error(
      { err: error, orderId: attempt.ordermain_id, paymentId },
      'ALERT: captured payment could not be refunded; customer service must refund it by hand',
    );
    return 'refund_failed';
  }
  await transitions.recordRefund(deps.db, paymentId, 'refundCapture');
  await voidOrderInvoice(deps.db, deps.issuer, attempt.ordermain_id, REFUND_REASON);
  return 'refunded';
}

export const LATE_PAYMENT_REASON = 'paid after the attempt was given up: refunding';

/**
 * The provider confirmed money for an attempt that was given up (its order expired, was cancelled or
 * re-paid): `lateCapture`, then the provider's refund and `refundCapture`. The order is not touched (its
 * invoice, if another attempt paid it, stays). A refused refund leaves the attempt refund_failed with an
 * ALERT for customer service. 'already' when another notice got there first.
 */
export async function refundLatePayment(
  deps: AttemptDeps,
  attempt: {
    payment_id: number;
    payment_ref: string;
    ordermain_id: number;
    amount: number;
    provider: string;
  },
  providerTransactionId: string,
): Promise<'refunded' | 'refund_failed' | 'already'> {
  if (
    !(await transitions.lateCaptureAttempt(
      deps.db,
      attempt.payment_id,
      providerTransactionId,
      LATE_PAYMENT_REASON,
    ))
  )
    return 'already';
  deps.log.error(
    { orderId: attempt.ordermain_id, paymentId: attempt.payment_id },
    'ALERT: money paid for an attempt that was given up; refunding it automatically',
  );
  const provider = deps.providers.get(attempt.provider as PaymentProviderId);
  try {
    if (!provider) throw new Error('provider not configured');
    await provider.refund({ paymentRef: attempt.payment_ref, providerTransactionId, amount: attempt.amount });
  } catch (error) {
    deps.log.error(
      { err: error, orderId: attempt.ordermain_id, paymentId: attempt.payment_id },
      'ALERT: late payment could not be refunded; customer service must refund it by hand',
    );
    return 'refund_failed';
  }
  await transitions.recordRefund(deps.db, attempt.payment_id, 'refundCapture');
  return 'refunded';
}

/** The captured attempts of an order (a cancel of a paid order refunds them). */
export async function capturedAttemptsOf(deps: Pick<OrderEventDeps, 'db'>, orderId: number) {
  return (await transitions.capturedAttempts(deps.db, orderId)).map((p) => p.payment_id);
}

export function attemptByRef(deps: Pick<OrderEventDeps, 'db'>, paymentRef: string) {
  return findPaymentByRef(deps.db, paymentRef);
}

export function orderStatusOf(deps: Pick<OrderEventDeps, 'db'>, orderId: number) {
  return transitions.orderStatusOf(deps.db, orderId);
}

export type { StartPaymentResult };
export { afterOrderPaid };
