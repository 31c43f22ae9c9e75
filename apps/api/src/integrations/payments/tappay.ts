// TapPay pay-by-prime (card, Apple Pay, Google Pay): the browser SDK turns the card into a one-time prime;
// our server pays with it (partner_key in the x-api-key header and the body) and can refund by rec_trade_id.
import { mobileE164 } from '@shop/core';
import {
  type ConfirmPaymentRequest,
  type ConfirmPaymentResult,
  type PaymentProvider,
  PaymentProviderError,
  type RefundPaymentRequest,
  type StartPaymentRequest,
  type StartPaymentResult,
} from './payment-provider.ts';

export const TAPPAY_SANDBOX_URL = 'https://sandbox.tappaysdk.com';
/** TapPay's official web SDK (TPDirect); TAPPAY_SDK_URL replaces it (the browser suite serves a fake). */
export const TAPPAY_SDK_URL = 'https://js.tappaysdk.com/sdk/tpdirect/v5.19.2';
export const TAPPAY_SUCCESS = 0;
const TAPPAY_TIMEOUT_MS = 30_000;
/** TapPay's details field is limited to 100 characters. */
const DETAILS_MAX_LENGTH = 100;

/** Google's pay.js, which TapPay's Google Pay needs on the page before TPDirect.googlePay is used. */
export const GOOGLE_PAY_SCRIPT_URL = 'https://pay.google.com/gp/p/js/pay.js';

/** Apple Pay through TapPay's Payment Request API (TAPPAY_APPLE_MERCHANT_ID). */
export interface ApplePayConfig {
  /** Apple's merchant identifier (merchant.…), given to TPDirect.paymentRequestApi.setupApplePay. */
  merchantIdentifier: string;
}

/** Google Pay through TPDirect.googlePay (TAPPAY_GOOGLE_MERCHANT_ID). */
export interface GooglePayConfig {
  /** The merchant id Google's Pay & Wallet Console gives. */
  googleMerchantId: string;
  /** Where the browser loads Google's pay.js (GOOGLE_PAY_SCRIPT_URL; the browser suite serves a fake). */
  scriptUrl: string;
}

export interface TapPayConfig {
  apiUrl: string;
  partnerKey: string;
  merchantId: string;
  /** Given to the browser SDK; public. */
  appId: string;
  appKey: string;
  /** Where the browser loads TPDirect from. */
  sdkUrl: string;
  applePay: ApplePayConfig | null;
  googlePay: GooglePayConfig | null;
  /** The card installments the merchant has from its bank (TAPPAY_INSTALMENTS); empty: none. */
  instalments: readonly number[];
  /** JKO Pay's own TapPay merchant id (TAPPAY_JKO_MERCHANT_ID); null: JKO Pay is not offered. */
  jkoMerchantId: string | null;
}

/** The SDK's origin when cards are configured (the pages' Content-Security-Policy allows it), else null. */
export function tapPaySdkOrigin(env: NodeJS.ProcessEnv): string | null {
  if (!env.TAPPAY_APP_ID?.trim() || !env.TAPPAY_APP_KEY?.trim()) return null;
  return new URL(env.TAPPAY_SDK_URL?.trim() || TAPPAY_SDK_URL).origin;
}

/** Google Pay's script origin when Google Pay is configured beside the card SDK (the CSP allows it), else null. */
export function googlePayScriptOrigin(env: NodeJS.ProcessEnv): string | null {
  if (tapPaySdkOrigin(env) === null || !env.TAPPAY_GOOGLE_MERCHANT_ID?.trim()) return null;
  return new URL(env.GOOGLE_PAY_SCRIPT_URL?.trim() || GOOGLE_PAY_SCRIPT_URL).origin;
}

/** One TapPay Backend API call: the partner key in the x-api-key header and in the body. */
export async function tapPayCall(
  config: Pick<TapPayConfig, 'apiUrl' | 'partnerKey'>,
  path: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(new URL(path, config.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': config.partnerKey },
      body: JSON.stringify({ partner_key: config.partnerKey, ...body }),
      signal: AbortSignal.timeout(TAPPAY_TIMEOUT_MS),
    });
    return (await response.json()) as Record<string, unknown>;
  } catch (cause) {
    throw new PaymentProviderError('TapPay unreachable or answered no JSON', { cause });
  }
}

/** Pay-by-prime's details: the lines, cut to TapPay's 100 characters. */
export function tapPayDetails(request: StartPaymentRequest): string {
  return request.lines
    .map((line) => `${line.name} x${line.quantity}`)
    .join(', ')
    .slice(0, DETAILS_MAX_LENGTH);
}

/** TapPay's refund of a whole trade; rejects with PaymentProviderError when TapPay refuses. */
export async function tapPayRefund(
  config: Pick<TapPayConfig, 'apiUrl' | 'partnerKey'>,
  request: RefundPaymentRequest,
): Promise<void> {
  const answer = await tapPayCall(config, '/tpc/transaction/refund', {
    rec_trade_id: request.providerTransactionId,
    amount: request.amount,
  });
  if (answer.status !== TAPPAY_SUCCESS)
    throw new PaymentProviderError(
      `TapPay refund refused: ${String(answer.status)} ${String(answer.msg ?? '')}`,
    );
}

export function createTapPayProvider(config: TapPayConfig): PaymentProvider {
  const call = (path: string, body: Record<string, unknown>) => tapPayCall(config, path, body);

  return {
    id: 'tappay',
    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      if (!request.prime) return { kind: 'failed', reason: 'no prime' };
      const instalment = request.instalment ?? 0;
      if (instalment !== 0 && !config.instalments.includes(instalment))
        return { kind: 'failed', reason: `instalment ${instalment} not offered` };
      const answer = await call('/tpc/payment/pay-by-prime', {
        ...payByPrimeFields(config.merchantId, request.prime, request),
        // Pay-by-prime's instalment: 0 at once, else the number of months the merchant's bank offers.
        instalment,
      });
      if (answer.status !== TAPPAY_SUCCESS || typeof answer.rec_trade_id !== 'string')
        return { kind: 'failed', reason: `${String(answer.status)} ${String(answer.msg ?? '')}` };
      if (answer.amount !== request.amount) return { kind: 'failed', reason: 'amount differs' };
      return { kind: 'paid', providerTransactionId: answer.rec_trade_id };
    },
    async confirm(request: ConfirmPaymentRequest): Promise<ConfirmPaymentResult> {
      // Pay-by-prime is paid in start(); a confirm asks TapPay's record for the trade and its amount.
      const record = await tradeRecordOf(config, request);
      if (!record.ok) return record;
      return { ok: true, providerTransactionId: record.recTradeId };
    },
    refund: (request: RefundPaymentRequest) => tapPayRefund(config, request),
  };
}

/**
 * The pay-by-prime fields every TapPay payment sends, card or wallet or JKO Pay (TapPay Backend API, Pay by
 * Prime: prime, merchant_id, amount, currency, order_number, details and cardholder are required).
 */
export function payByPrimeFields(merchantId: string, prime: string, request: StartPaymentRequest) {
  return {
    prime,
    merchant_id: merchantId,
    amount: request.amount,
    currency: 'TWD',
    order_number: request.paymentRef,
    details: tapPayDetails(request),
    cardholder: cardholderOf(request.buyer),
    remember: false,
  };
}

/**
 * TapPay's record of this payment's trade (Record API, filtered by rec_trade_id): it must be that trade, for
 * this payment's order number and for the amount asked. A return or notice from the browser is never proof.
 */
export async function tradeRecordOf(
  config: Pick<TapPayConfig, 'apiUrl' | 'partnerKey'>,
  request: ConfirmPaymentRequest,
): Promise<{ ok: true; recTradeId: string; recordStatus: number } | { ok: false; reason: string }> {
  const recTradeId = request.providerTransactionId;
  if (!recTradeId) return { ok: false, reason: 'no rec_trade_id' };
  const answer = await tapPayCall(config, '/tpc/transaction/query', {
    records_per_page: 1,
    filters: { rec_trade_id: recTradeId },
  });
  const trade = (answer.trade_records as Record<string, unknown>[] | undefined)?.[0];
  if (answer.status !== TAPPAY_SUCCESS || !trade) return { ok: false, reason: 'trade not found' };
  if (trade.rec_trade_id !== recTradeId) return { ok: false, reason: 'another trade' };
  if (trade.order_number !== request.paymentRef) return { ok: false, reason: 'another order number' };
  if (trade.amount !== request.amount) return { ok: false, reason: 'amount differs' };
  return { ok: true, recTradeId, recordStatus: Number(trade.record_status) };
}

/**
 * TapPay Backend API, Pay by Prime (docs.tappaysdk.com/tutorial/zh/back.html#pay-by-prime-api): cardholder
 * phone_number, name and email are required, the phone in E.164 ('+886912345678').
 */
export function cardholderOf(buyer: StartPaymentRequest['buyer']) {
  const mobile = buyer?.mobile ?? '';
  return {
    phone_number: mobileE164(mobile) ?? mobile,
    name: buyer?.name ?? '',
    email: buyer?.email ?? '',
  };
}
