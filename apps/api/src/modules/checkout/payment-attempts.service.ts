// The payment attempts of an order, as the checkout flows use them (start-payment, repay-order,
// confirm-payment, cancel-order): each change goes through one conditional update.
import { randomBytes } from 'node:crypto';
import type { PayMethod } from '@shop/core';
import type { PaymentProviderId } from '../../integrations/payments/index.ts';
import { afterCashOrderPlaced, afterOrderPaid, type OrderEventDeps } from './order-events.ts';
import * as repository from './orders.repository.ts';
import { markPaid } from './payments.repository.ts';
import { PROVIDER_OF_PAY_METHOD } from './reference.service.ts';

/** Bytes of the payment reference: 24 bytes make 32 base64url characters. */
export const PAYMENT_REF_BYTES = 24;

export interface PaymentAttemptRef {
  paymentId: number;
  paymentRef: string;
}

export function newPaymentRef(): string {
  return randomBytes(PAYMENT_REF_BYTES).toString('base64url');
}

export function providerOfPayMethod(payMethod: string): PaymentProviderId {
  return PROVIDER_OF_PAY_METHOD[payMethod as PayMethod];
}

/** A new attempt for the order's amount, read from the database. */
export async function openPaymentAttempt(
  deps: Pick<OrderEventDeps, 'db'>,
  order: { ordermain_id: number; ordermain_total: number },
  providerId: PaymentProviderId,
): Promise<PaymentAttemptRef> {
  const paymentRef = newPaymentRef();
  const paymentId = await repository.insertPayment(deps.db, {
    ordermain_id: order.ordermain_id,
    provider: providerId,
    payment_ref: paymentRef,
    amount: order.ordermain_total,
  });
  return { paymentId, paymentRef };
}

/** The provider sends the shopper to its page: its transaction id is kept for the confirm. */
export async function recordRedirect(deps: Pick<OrderEventDeps, 'db'>, paymentRef: string, txId: string) {
  await repository.setProviderTransactionId(deps.db, paymentRef, txId);
}

export async function recordStartFailed(
  deps: Pick<OrderEventDeps, 'db'>,
  paymentRef: string,
  reason: string,
) {
  await repository.updatePayment(deps.db, paymentRef, { state: 'failed', failure_reason: reason });
}

/** Cash on pickup: the attempt ends unused and the order is confirmed for pickup. */
export async function confirmCashOnPickup(
  deps: OrderEventDeps,
  orderId: number,
  paymentRef: string,
  now: Date,
) {
  await repository.updatePayment(deps.db, paymentRef, { state: 'cancelled' });
  if (await repository.markCashOnPickup(deps.db, orderId, now)) await afterCashOrderPlaced(deps, orderId);
}

/** The provider captured at start (card pay-by-prime): the attempt and the order become paid, once. */
export async function recordCapturedAtStart(
  deps: OrderEventDeps,
  attempt: PaymentAttemptRef,
  orderId: number,
  providerTransactionId: string,
) {
  if (await markPaid(deps.db, attempt.paymentId, orderId, providerTransactionId))
    await afterOrderPaid(deps, orderId);
}

export { afterOrderPaid };
