// confirm-payment: the shopper is back from the provider (LINE Pay confirmUrl, the sandbox page, a card's
// 3-D Secure return). Nothing in the return URL is trusted: the amount comes from our database. The
// attempt is claimed before the provider is asked to capture, in one statement that also requires the
// order to be payable; after the capture one transaction makes the attempt captured and the order paid,
// or, if the order is no longer payable, the capture is refunded at once
// (docs/decisions/052-order-payment-state-machine.md).
import type { ConfirmPaymentAnswer, ConfirmPaymentBody } from '@shop/contracts';
import { checkoutErrorMessages, ORDER_STATUS } from '@shop/core';
import { notFound } from '../../errors.ts';
import type { PaymentProviderId } from '../../integrations/payments/index.ts';
import {
  type AttemptDeps,
  attemptByRef,
  claimAttempt,
  declineAttempt,
  orderStatusOf,
  settleCapture,
  unclaimAttempt,
} from '../../modules/checkout/index.ts';
import { type FlowStep, runFlow } from '../flow.ts';

export type ConfirmOutcome =
  | { kind: 'paid' | 'refunded' | 'refund_failed' | 'declined' | 'expired'; ordermain_sn: string }
  | { kind: 'already'; ordermain_sn: string; state: string }
  | { kind: 'refused'; ordermain_sn: string; reason: string }
  | { kind: 'unknown' };

type Attempt = NonNullable<Awaited<ReturnType<typeof attemptByRef>>>;

interface Confirming {
  deps: AttemptDeps;
  attempt: Attempt;
  outcome?: ConfirmOutcome;
  providerTransactionId?: string;
}

const sn = (c: Confirming) => c.attempt.ordermain_sn;

/** Why an attempt could not be claimed: it was no longer open, or its order no longer payable. */
async function unclaimable(c: Confirming): Promise<ConfirmOutcome> {
  const order = await orderStatusOf(c.deps, c.attempt.ordermain_id);
  const now = c.deps.now();
  const paid = order?.ordermain_status === ORDER_STATUS.paid;
  if (c.attempt.state === 'pending' && !paid) {
    const late = !order || (order.expires_at !== null && order.expires_at <= now);
    const closed =
      order?.ordermain_status === ORDER_STATUS.expired || order?.ordermain_status === ORDER_STATUS.cancelled;
    if (late || closed) return { kind: 'expired', ordermain_sn: sn(c) };
  }
  const fresh = await attemptByRef(c.deps, c.attempt.payment_ref);
  return { kind: 'already', ordermain_sn: sn(c), state: fresh?.state ?? c.attempt.state };
}

const steps: FlowStep<Confirming>[] = [
  {
    name: 'claim the attempt while the order is payable',
    async run(c) {
      if (c.attempt.amount !== c.attempt.order_total) {
        c.outcome = { kind: 'refused', ordermain_sn: sn(c), reason: 'amount differs from the order' };
        return;
      }
      if (!(await claimAttempt(c.deps, c.attempt.payment_id))) c.outcome = await unclaimable(c);
    },
    async undo(c) {
      await unclaimAttempt(c.deps, c.attempt.payment_id);
    },
  },
  {
    name: 'capture at the provider',
    async run(c) {
      if (c.outcome) return;
      const provider = c.deps.providers.get(c.attempt.provider as PaymentProviderId);
      if (!provider) throw new Error('provider not configured');
      const result = await provider.confirm({
        paymentRef: c.attempt.payment_ref,
        providerTransactionId: c.attempt.provider_transaction_id,
        amount: c.attempt.amount,
      });
      if (result.ok) {
        c.providerTransactionId = result.providerTransactionId;
        return;
      }
      if (result.declined) {
        await declineAttempt(c.deps, c.attempt.payment_id, c.attempt.ordermain_id, result.reason);
        c.outcome = { kind: 'declined', ordermain_sn: sn(c) };
        return;
      }
      // Any other refusal leaves the attempt open: a forged return must not spoil the shopper's real one.
      await unclaimAttempt(c.deps, c.attempt.payment_id);
      c.outcome = { kind: 'refused', ordermain_sn: sn(c), reason: result.reason };
    },
  },
  {
    name: 'settle the capture: pay the order, or refund',
    async run(c) {
      if (c.outcome || !c.providerTransactionId) return;
      const settled = await settleCapture(
        c.deps,
        {
          paymentId: c.attempt.payment_id,
          paymentRef: c.attempt.payment_ref,
          orderId: c.attempt.ordermain_id,
        },
        c.providerTransactionId,
      );
      c.outcome =
        settled === 'already'
          ? { kind: 'already', ordermain_sn: sn(c), state: 'paid' }
          : { kind: settled, ordermain_sn: sn(c) };
    },
  },
];

export async function confirmPayment(deps: AttemptDeps, paymentRef: string): Promise<ConfirmOutcome> {
  const attempt = await attemptByRef(deps, paymentRef);
  if (!attempt) return { kind: 'unknown' };
  if (attempt.state !== 'pending') {
    if (attempt.order_status === ORDER_STATUS.expired && attempt.state === 'cancelled')
      return { kind: 'expired', ordermain_sn: attempt.ordermain_sn };
    return { kind: 'already', ordermain_sn: attempt.ordermain_sn, state: attempt.state };
  }
  if (!deps.providers.has(attempt.provider as PaymentProviderId))
    return { kind: 'refused', ordermain_sn: attempt.ordermain_sn, reason: 'provider not configured' };
  const done = await runFlow('confirm-payment', steps, { deps, attempt }, deps.log);
  return done.outcome ?? { kind: 'already', ordermain_sn: attempt.ordermain_sn, state: attempt.state };
}

const OUTCOME_OF: Record<Exclude<ConfirmOutcome['kind'], 'unknown'>, ConfirmPaymentAnswer['outcome']> = {
  paid: 'paid',
  already: 'not_confirmed',
  refused: 'not_confirmed',
  declined: 'declined',
  expired: 'expired',
  refunded: 'refunded',
  refund_failed: 'refunded',
};

/**
 * payment/confirm: only a payment of the member's own order is looked at (another member's reference is
 * 404, like an unknown one). A LINE Pay return must carry the transactionId LINE Pay gave us at request
 * time. Paid once: the invoice and the confirmation follow.
 */
export async function confirmMemberPayment(
  deps: AttemptDeps,
  memberId: number,
  body: ConfirmPaymentBody,
): Promise<ConfirmPaymentAnswer> {
  const attempt = await attemptByRef(deps, body.ref);
  if (!attempt || attempt.member_id !== memberId) throw notFound(checkoutErrorMessages.paymentNotFound);
  const order = { ordermain_id: attempt.ordermain_id, ordermain_sn: attempt.ordermain_sn };
  if (body.transaction_id !== undefined && body.transaction_id !== attempt.provider_transaction_id)
    return { ...order, outcome: 'not_confirmed' };
  const outcome = await confirmPayment(deps, body.ref);
  if (outcome.kind === 'unknown') throw notFound(checkoutErrorMessages.paymentNotFound);
  if (outcome.kind === 'already' && outcome.state === 'paid') return { ...order, outcome: 'already_paid' };
  return { ...order, outcome: OUTCOME_OF[outcome.kind] };
}
