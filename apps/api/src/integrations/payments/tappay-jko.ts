// JKO Pay (街口支付) through TapPay (docs/decisions/109-jko-pay-through-tappay.md). TapPay's published flow
// (docs.tappaysdk.com/tutorial/zh/jkopay.html; Backend API, Pay by Prime and Record API):
//   1. the browser gets a prime from TPDirect.jkoPay.getPrime();
//   2. our server calls pay-by-prime with it, JKO Pay's own merchant_id, the amount, details, cardholder
//      and result_url { frontend_redirect_url, backend_notify_url } (required for JKO Pay); TapPay answers
//      rec_trade_id and payment_url;
//   3. the shopper approves (or cancels) on JKO's page and comes back to frontend_redirect_url with
//      rec_trade_id, order_number and status;
//   4. TapPay posts the result to backend_notify_url. Neither the return nor the notice is signed, so
//      neither is trusted: confirm() asks the Record API for the trade's record_status and amount.
import type {
  ConfirmPaymentRequest,
  ConfirmPaymentResult,
  PaymentProvider,
  RefundPaymentRequest,
  StartPaymentRequest,
  StartPaymentResult,
} from './payment-provider.ts';
import {
  payByPrimeFields,
  TAPPAY_SUCCESS,
  type TapPayConfig,
  tapPayCall,
  tapPayRefund,
  tradeRecordOf,
} from './tappay.ts';

/**
 * Record API record_status (docs.tappaysdk.com, Record API, trade_records.record_status): -1 ERROR,
 * 0 AUTH, 1 OK, 2 PARTIALREFUNDED, 3 REFUNDED, 4 PENDING, 5 CANCEL.
 */
export const TAPPAY_RECORD_STATUS = {
  error: -1,
  auth: 0,
  ok: 1,
  partiallyRefunded: 2,
  refunded: 3,
  pending: 4,
  cancelled: 5,
} as const;

/** The money is taken: authorised or captured. */
const PAID_RECORD_STATUSES: readonly number[] = [TAPPAY_RECORD_STATUS.auth, TAPPAY_RECORD_STATUS.ok];

/** Where TapPay posts its backend notify (under the API prefix). */
export const TAPPAY_NOTIFY_PATH = '/payments/tappay/notify';

export type JkoPayConfig = Pick<TapPayConfig, 'apiUrl' | 'partnerKey'> & { merchantId: string };

export function createJkoPayProvider(config: JkoPayConfig): PaymentProvider {
  return {
    id: 'jkopay',
    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      if (!request.prime) return { kind: 'failed', reason: 'no prime' };
      if (!request.notifyUrl) return { kind: 'failed', reason: 'no backend_notify_url' };
      const answer = await tapPayCall(config, '/tpc/payment/pay-by-prime', {
        ...payByPrimeFields(config.merchantId, request.prime, request),
        result_url: {
          frontend_redirect_url: request.confirmUrl,
          backend_notify_url: request.notifyUrl,
        },
      });
      if (
        answer.status !== TAPPAY_SUCCESS ||
        typeof answer.rec_trade_id !== 'string' ||
        typeof answer.payment_url !== 'string'
      )
        return { kind: 'failed', reason: `${String(answer.status)} ${String(answer.msg ?? '')}` };
      if (answer.amount !== request.amount) return { kind: 'failed', reason: 'amount differs' };
      return { kind: 'redirect', url: answer.payment_url, providerTransactionId: answer.rec_trade_id };
    },
    async confirm(request: ConfirmPaymentRequest): Promise<ConfirmPaymentResult> {
      const record = await tradeRecordOf(config, request);
      if (!record.ok) return record;
      if (!PAID_RECORD_STATUSES.includes(record.recordStatus))
        // Pending (the shopper is still on JKO's page) or cancelled there: not paid, and not a decline
        // either: the order stays 待付款 and may be paid again (a cancel is no 付款失敗).
        return { ok: false, reason: `record_status ${record.recordStatus}` };
      return { ok: true, providerTransactionId: record.recTradeId };
    },
    refund: (request: RefundPaymentRequest) => tapPayRefund(config, request),
  };
}

/** The fields of TapPay's backend notify we read (its other fields are ignored). */
export interface TapPayNotice {
  rec_trade_id: string;
  order_number: string;
  status: number;
}

export function parseTapPayNotice(body: unknown): TapPayNotice | null {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.rec_trade_id !== 'string' || typeof b.order_number !== 'string') return null;
  return { rec_trade_id: b.rec_trade_id, order_number: b.order_number, status: Number(b.status) };
}
