// Confirming a payment after the shopper returns from the provider (docs/decisions.md "Checkout: payments").
// Nothing in the return URL is trusted: the amount comes from our database, the provider is asked, and
// the payment changes state once.

import type { ConfirmPaymentAnswer, ConfirmPaymentBody } from '@shop/contracts';
import { checkoutErrorMessages } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import type { PaymentProvider, PaymentProviderId } from '../../integrations/payments/index.ts';
import { afterOrderPaid, type OrderEventDeps } from './order-events.ts';
import * as repository from './payments.repository.ts';

export type ConfirmOutcome =
  | { kind: 'paid'; ordermain_sn: string }
  | { kind: 'already'; ordermain_sn: string; state: string }
  | { kind: 'refused'; ordermain_sn: string; reason: string }
  | { kind: 'declined'; ordermain_sn: string }
  | { kind: 'unknown' };

export async function confirmPayment(
  db: Database,
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>,
  paymentRef: string,
): Promise<ConfirmOutcome> {
  const payment = await repository.findPaymentByRef(db, paymentRef);
  if (!payment) return { kind: 'unknown' };
  const sn = payment.ordermain_sn;
  if (payment.state !== 'pending') return { kind: 'already', ordermain_sn: sn, state: payment.state };
  const provider = providers.get(payment.provider as PaymentProviderId);
  if (!provider) return { kind: 'refused', ordermain_sn: sn, reason: 'provider not configured' };
  if (payment.amount !== payment.order_total)
    return { kind: 'refused', ordermain_sn: sn, reason: 'amount differs from the order' };
  const result = await provider.confirm({
    paymentRef,
    providerTransactionId: payment.provider_transaction_id,
    amount: payment.amount,
  });
  if (!result.ok && result.declined) {
    await repository.markFailed(db, payment.payment_id, payment.ordermain_id, result.reason);
    return { kind: 'declined', ordermain_sn: sn };
  }
  // Any other refusal leaves the payment pending: a forged return must not spoil the shopper's real one.
  if (!result.ok) return { kind: 'refused', ordermain_sn: sn, reason: result.reason };
  const changed = await repository.markPaid(
    db,
    payment.payment_id,
    payment.ordermain_id,
    result.providerTransactionId,
  );
  return changed ? { kind: 'paid', ordermain_sn: sn } : { kind: 'already', ordermain_sn: sn, state: 'paid' };
}

export interface ConfirmDeps extends OrderEventDeps {
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>;
}

const OUTCOME_OF: Record<Exclude<ConfirmOutcome['kind'], 'unknown'>, ConfirmPaymentAnswer['outcome']> = {
  paid: 'paid',
  already: 'not_confirmed',
  refused: 'not_confirmed',
  declined: 'declined',
};

/**
 * payment/confirm: the shopper is back from the provider. Only a payment of the member's own order is
 * looked at (another member's reference is 404, like an unknown one). A LINE Pay return must carry the
 * transactionId LINE Pay gave us at request time. Paid once: the invoice and the confirmation follow.
 */
export async function confirmMemberPayment(
  deps: ConfirmDeps,
  memberId: number,
  body: ConfirmPaymentBody,
): Promise<ConfirmPaymentAnswer> {
  const payment = await repository.findPaymentByRef(deps.db, body.ref);
  if (!payment || payment.member_id !== memberId) throw notFound(checkoutErrorMessages.paymentNotFound);
  const order = { ordermain_id: payment.ordermain_id, ordermain_sn: payment.ordermain_sn };
  if (body.transaction_id !== undefined && body.transaction_id !== payment.provider_transaction_id)
    return { ...order, outcome: 'not_confirmed' };
  const outcome = await confirmPayment(deps.db, deps.providers, body.ref);
  if (outcome.kind === 'unknown') throw notFound(checkoutErrorMessages.paymentNotFound);
  if (outcome.kind === 'paid') await afterOrderPaid(deps, payment.ordermain_id);
  if (outcome.kind === 'already' && outcome.state === 'paid') return { ...order, outcome: 'already_paid' };
  return { ...order, outcome: OUTCOME_OF[outcome.kind] };
}
