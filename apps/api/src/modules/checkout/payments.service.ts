// Confirming a payment after the shopper returns from the provider (docs/decisions.md "Checkout: payments").
// Nothing in the return URL is trusted: the amount comes from our database, the provider is asked, and
// the payment changes state once.
import type { Database } from '@shop/db';
import type { PaymentProvider, PaymentProviderId } from '../../integrations/payments/index.ts';
import * as repository from './payments.repository.ts';

export type ConfirmOutcome =
  | { kind: 'paid'; ordermain_sn: string }
  | { kind: 'already'; ordermain_sn: string; state: string }
  | { kind: 'refused'; ordermain_sn: string; reason: string }
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
  // A refusal leaves the payment pending: a forged return must not spoil the shopper's real one.
  if (!result.ok) return { kind: 'refused', ordermain_sn: sn, reason: result.reason };
  const changed = await repository.markPaid(
    db,
    payment.payment_id,
    payment.ordermain_id,
    result.providerTransactionId,
  );
  return changed ? { kind: 'paid', ordermain_sn: sn } : { kind: 'already', ordermain_sn: sn, state: 'paid' };
}
