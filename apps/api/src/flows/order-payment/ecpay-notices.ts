// ECPay's two server notices of an ATM payment (docs/decisions/089-atm-virtual-account-through-ecpay.md):
// PaymentInfoURL (RtnCode 2) gives the virtual account, which is kept on the attempt and moves the order's
// deadline to the account's; ReturnURL (RtnCode 1) says the transfer came in, and the order is paid through
// confirm-payment (claim while payable, ask ECPay's QueryTradeInfo, settle), like every other provider's.
// A transfer for an order that is no longer payable cannot go back through ECPay: the attempt is flagged
// and an ALERT logged for customer service.
import type { EcpayNotice } from '../../integrations/payments/index.ts';
import {
  type AttemptDeps,
  attemptByProviderTransaction,
  flagAttempt,
  recordAtmAccount,
} from '../../modules/checkout/index.ts';
import { type ConfirmOutcome, confirmPayment } from './confirm-payment.ts';

export const LATE_TRANSFER_REASON = 'ATM transfer after the order closed: refund by hand';

/** What we answer ECPay: `1|OK` ends its retries; anything else makes it post again later. */
export type NoticeAnswer = { ack: true; outcome: string } | { ack: false; reason: string };

export async function recordAtmNumberNotice(deps: AttemptDeps, notice: EcpayNotice): Promise<NoticeAnswer> {
  const attempt = await attemptByProviderTransaction(deps, 'ecpay', notice.merchantTradeNo);
  if (!attempt) {
    deps.log.warn({ tradeNo: notice.merchantTradeNo }, 'ECPay payment info for an unknown trade');
    return { ack: true, outcome: 'unknown' };
  }
  if (!notice.bankCode || !notice.vAccount || !notice.expireDate)
    return { ack: true, outcome: `not an ATM number (RtnCode ${notice.rtnCode})` };
  if (notice.tradeAmount !== attempt.amount) {
    deps.log.error(
      { orderSn: attempt.ordermain_sn, given: notice.tradeAmount, due: attempt.amount },
      'ALERT: ECPay gave a virtual account for another amount than the order',
    );
    return { ack: true, outcome: 'amount differs' };
  }
  const kept = await recordAtmAccount(deps, attempt.payment_id, {
    bankCode: notice.bankCode,
    vAccount: notice.vAccount,
    payBy: notice.expireDate,
  });
  return { ack: true, outcome: kept ? 'kept' : 'attempt closed' };
}

export async function settleAtmPaidNotice(deps: AttemptDeps, notice: EcpayNotice): Promise<NoticeAnswer> {
  if (notice.simulated) {
    // 模擬付款 from ECPay's back office is never money (付款結果通知: SimulatePaid).
    deps.log.warn({ tradeNo: notice.merchantTradeNo }, 'ECPay simulated payment ignored');
    return { ack: true, outcome: 'simulated' };
  }
  const attempt = await attemptByProviderTransaction(deps, 'ecpay', notice.merchantTradeNo);
  if (!attempt) {
    deps.log.error({ tradeNo: notice.merchantTradeNo }, 'ALERT: ECPay paid notice for an unknown trade');
    return { ack: true, outcome: 'unknown' };
  }
  const outcome: ConfirmOutcome = await confirmPayment(deps, attempt.payment_ref);
  switch (outcome.kind) {
    case 'paid':
    case 'refunded':
    case 'refund_failed':
      return { ack: true, outcome: outcome.kind };
    case 'already':
      if (outcome.state === 'paid' || outcome.state === 'refund_failed' || outcome.state === 'refunded')
        return { ack: true, outcome: `already ${outcome.state}` };
      // Another notice is settling it right now: asked again later, ECPay's retry finds it paid.
      if (outcome.state === 'capturing') return { ack: false, reason: 'being settled' };
      return closedOrder(deps, attempt, outcome.state);
    case 'expired':
    case 'declined':
      return closedOrder(deps, attempt, outcome.kind);
    case 'refused':
      // ECPay's own record does not (yet) say paid: not acknowledged, so ECPay posts the notice again.
      deps.log.warn(
        { orderSn: attempt.ordermain_sn, reason: outcome.reason },
        'ECPay paid notice not confirmed',
      );
      return { ack: false, reason: outcome.reason };
    case 'unknown':
      return { ack: true, outcome: 'unknown' };
  }
}

/** The transfer came in for an order that closed meanwhile: customer service refunds it by hand. */
async function closedOrder(
  deps: AttemptDeps,
  attempt: { payment_id: number; ordermain_sn: string },
  state: string,
): Promise<NoticeAnswer> {
  await flagAttempt(deps, attempt.payment_id, LATE_TRANSFER_REASON);
  deps.log.error(
    { orderSn: attempt.ordermain_sn, paymentId: attempt.payment_id, state },
    'ALERT: ATM transfer received for an order that is no longer payable; customer service must refund it by hand',
  );
  return { ack: true, outcome: 'flagged' };
}
