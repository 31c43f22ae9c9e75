// TapPay's backend notify of a JKO Pay payment (docs/decisions/109-jko-pay-through-tappay.md). The notice
// is not signed, so it only names a trade: the order is paid through confirm-payment (claim while payable,
// ask TapPay's Record API for record_status and the amount from our database, settle in one transaction),
// like the shopper's own return. Money for an order no longer payable goes back: settled after the claim
// it is refunded by settleCapture; for an attempt already given up (the order expired or was re-paid
// while the shopper was on JKO's page) the Record API is asked, and money found there is refunded.
import type { PaymentProviderId, TapPayNotice } from '../../integrations/payments/index.ts';
import {
  type AttemptDeps,
  attemptByProviderTransaction,
  refundLatePayment,
} from '../../modules/checkout/index.ts';
import { confirmPayment } from './confirm-payment.ts';

/** Ack: TapPay need not post again; retry: answer an error so it posts again later. */
export type TapPayNoticeAnswer = { ack: true; outcome: string } | { ack: false; reason: string };

export async function settleTapPayNotice(
  deps: AttemptDeps,
  providerId: Extract<PaymentProviderId, 'jkopay'>,
  notice: TapPayNotice,
): Promise<TapPayNoticeAnswer> {
  const attempt = await attemptByProviderTransaction(deps, providerId, notice.rec_trade_id);
  if (!attempt || attempt.payment_ref !== notice.order_number) {
    deps.log.warn({ recTradeId: notice.rec_trade_id }, 'TapPay notice for an unknown trade');
    return { ack: true, outcome: 'unknown' };
  }
  const outcome = await confirmPayment(deps, attempt.payment_ref);
  switch (outcome.kind) {
    case 'paid':
    case 'refunded':
    case 'refund_failed':
    case 'declined':
      return { ack: true, outcome: outcome.kind };
    case 'refused':
      // The Record API does not say paid (pending, or cancelled on JKO's page): nothing changes.
      return { ack: true, outcome: `not paid: ${outcome.reason}` };
    case 'already':
      if (outcome.state === 'capturing') return { ack: false, reason: 'being settled' };
      if (outcome.state !== 'cancelled') return { ack: true, outcome: `already ${outcome.state}` };
      return refundIfPaid(deps, providerId, attempt);
    case 'expired':
      return refundIfPaid(deps, providerId, attempt);
    case 'unknown':
      return { ack: true, outcome: 'unknown' };
  }
}

/** A given-up attempt: if TapPay's record says the shopper paid it after all, the money goes back. */
async function refundIfPaid(
  deps: AttemptDeps,
  providerId: PaymentProviderId,
  attempt: NonNullable<Awaited<ReturnType<typeof attemptByProviderTransaction>>>,
): Promise<TapPayNoticeAnswer> {
  const provider = deps.providers.get(providerId);
  if (!provider) return { ack: false, reason: 'provider not configured' };
  const paid = await provider.confirm({
    paymentRef: attempt.payment_ref,
    providerTransactionId: attempt.provider_transaction_id,
    amount: attempt.amount,
  });
  if (!paid.ok) return { ack: true, outcome: `closed, not paid: ${paid.reason}` };
  const refunded = await refundLatePayment(
    deps,
    { ...attempt, provider: providerId },
    paid.providerTransactionId,
  );
  // 'already': another notice is refunding it, or the order is past its deadline but its attempt not yet
  // given up by the expiry job; TapPay's next post finds it settled either way.
  if (refunded === 'already') return { ack: false, reason: 'closing' };
  return { ack: true, outcome: `late ${refunded}` };
}
