// The last step of placing an order and of re-pay: start the payment at the provider, after the order is
// committed, on the attempt written with the order or (re-pay) a new one. A provider failure fails this
// attempt only: the order stays committed and may be paid again. The sandbox, a page of this shop, is
// started by the order's own statement instead (startWithOrder), so it costs create-order no round trip.

import { orderErrorMessages } from '@shop/core';
import { ApiError, ErrorCode } from '../errors.ts';
import type {
  PaymentProvider,
  PaymentProviderId,
  StartPaymentRequest,
} from '../integrations/payments/index.ts';
import { PaymentProviderError, TAPPAY_NOTIFY_PATH } from '../integrations/payments/index.ts';
import type { FirstPayment, OrderDeps, PaymentAttemptRef } from '../modules/checkout/index.ts';
import {
  afterOrderPaid,
  capturesAtStart,
  claimAttempt,
  confirmCashOnPickup,
  endStartedAttempt,
  movePaymentDeadline,
  openPaymentAttempt,
  providerOfPayMethod,
  recordRedirect,
  settleCapture,
} from '../modules/checkout/index.ts';

/** What starting a payment reads of an order. */
export interface PayableOrder {
  ordermain_id: number;
  ordermain_sn: string;
  ordermain_total: number;
  pay_method: string;
  recipient_name: string;
  ordermain_mobile: string;
  ordermain_email?: string;
}

export interface PaidLine {
  p_name: string;
  p_price: number;
  ordersub_count: number;
  line_kind?: string;
}

export type StartPaymentDeps = Omit<OrderDeps, 'offered'>;

export function payFinishUrl(deps: Pick<OrderDeps, 'siteOrigin'>, sn: string): string {
  return `${deps.siteOrigin}/pay-finish/${sn}`;
}

/** The answer of create-order and re-pay: where the shopper goes next. */
export function paymentAnswer(
  order: Pick<PayableOrder, 'ordermain_id' | 'ordermain_sn'>,
  redirectUrl: string,
) {
  return {
    ordermain_id: order.ordermain_id,
    ordermain_sn: order.ordermain_sn,
    payment: { redirect_url: redirectUrl },
  };
}

/** Where each provider sends the shopper back: LINE Pay to its return page, which confirms (storefront.md §2.2). */
function returnUrls(
  deps: StartPaymentDeps,
  providerId: PaymentProviderId,
  finish: string,
  paymentRef: string,
) {
  if (providerId === 'linepay')
    return { confirmUrl: `${deps.siteOrigin}/payment/linepay_success`, cancelUrl: `${finish}?cancelled=1` };
  // JKO Pay through TapPay: one frontend_redirect_url (TapPay adds rec_trade_id, order_number and status)
  // and the backend notify on our API.
  if (providerId === 'jkopay')
    return {
      confirmUrl: `${finish}?ref=${paymentRef}`,
      cancelUrl: `${finish}?ref=${paymentRef}&cancelled=1`,
      notifyUrl: `${deps.siteOrigin}${deps.apiPrefix}${TAPPAY_NOTIFY_PATH}`,
    };
  return { confirmUrl: `${finish}?ref=${paymentRef}`, cancelUrl: `${finish}?ref=${paymentRef}&cancelled=1` };
}

/**
 * Starts the payment after the order is committed, on the payment row written with the order or (re-pay)
 * a new one; a provider failure leaves the order to pay again.
 */
export async function startPayment(
  deps: StartPaymentDeps,
  order: PayableOrder,
  lines: readonly PaidLine[],
  prime?: string,
  written?: PaymentAttemptRef | null,
  instalment?: number,
) {
  const finish = payFinishUrl(deps, order.ordermain_sn);
  if (order.ordermain_total === 0) {
    await afterOrderPaid(deps, order.ordermain_id);
    return paymentAnswer(order, finish);
  }
  const providerId = providerOfPayMethod(order.pay_method);
  const provider = deps.providers.get(providerId);
  if (!provider) return paymentAnswer(order, finish);
  const attempt = written ?? (await openAttempt(deps, order, providerId));
  // Pay-by-prime takes the money inside start: the attempt is claimed first, with the order payable.
  const claimed = capturesAtStart(providerId);
  if (claimed && !(await claimAttempt(deps, attempt.paymentId))) throw notPayable();
  const result = await startAtProvider(provider, {
    ...startRequest(deps, providerId, order, lines, attempt.paymentRef, prime),
    instalment,
  });
  return paymentAnswer(order, await followPaymentStart(deps, order, { ...attempt, claimed }, result, finish));
}

/** What a provider's start is asked for this order's attempt. */
function startRequest(
  deps: StartPaymentDeps,
  providerId: PaymentProviderId,
  order: Omit<PayableOrder, 'ordermain_id'>,
  lines: readonly PaidLine[],
  paymentRef: string,
  prime?: string,
): StartPaymentRequest {
  return {
    paymentRef,
    orderSn: order.ordermain_sn,
    amount: order.ordermain_total,
    lines: lines
      .filter((l) => l.p_price > 0 && l.line_kind !== 'point')
      .map((l) => ({ name: l.p_name, quantity: l.ordersub_count, price: l.p_price })),
    ...returnUrls(deps, providerId, payFinishUrl(deps, order.ordermain_sn), paymentRef),
    prime,
    buyer: { name: order.recipient_name, mobile: order.ordermain_mobile, email: order.ordermain_email ?? '' },
  };
}

/**
 * The order's first attempt started in the order's own statement, when its provider is a page of this
 * shop (the sandbox, PaymentProvider.startWithOrder): the start to write with the order, and where the
 * shopper goes once it is committed. Null for every other provider, which start after the commit.
 */
export function startWithOrder(
  deps: StartPaymentDeps,
  order: Omit<PayableOrder, 'ordermain_id'>,
  lines: readonly PaidLine[],
  payment: FirstPayment,
): { started: NonNullable<FirstPayment['started']>; redirectUrl: string } | null {
  const providerId = payment.provider as PaymentProviderId;
  const provider = deps.providers.get(providerId);
  if (!provider?.startWithOrder || capturesAtStart(providerId)) return null;
  const { record, result } = provider.startWithOrder(
    startRequest(deps, providerId, order, lines, payment.payment_ref),
  );
  return {
    started: { provider_transaction_id: result.providerTransactionId, record },
    redirectUrl: result.url,
  };
}

function notPayable(): ApiError {
  return new ApiError(409, ErrorCode.conflict, orderErrorMessages.orderNotRepayable);
}

/** A new attempt; none while the order is not payable or another attempt is in flight (409). */
async function openAttempt(deps: StartPaymentDeps, order: PayableOrder, providerId: PaymentProviderId) {
  const attempt = await openPaymentAttempt(deps, order, providerId);
  if (attempt === null || attempt === 'busy') throw notPayable();
  return attempt;
}

/** An unreachable provider fails this payment only: the order is committed and may be paid again. */
async function startAtProvider(
  provider: PaymentProvider,
  request: Parameters<PaymentProvider['start']>[0],
): ReturnType<PaymentProvider['start']> {
  try {
    return await provider.start(request);
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'failed', reason: error.message };
    throw error;
  }
}

async function followPaymentStart(
  deps: StartPaymentDeps,
  order: PayableOrder,
  attempt: PaymentAttemptRef & { claimed: boolean },
  result: Awaited<ReturnType<PaymentProvider['start']>>,
  finish: string,
): Promise<string> {
  switch (result.kind) {
    case 'redirect':
      await recordRedirect(deps, attempt, result.providerTransactionId, attempt.claimed);
      // Paid later (ATM): the order waits until the provider's deadline, not the card one.
      if (result.payBy) await movePaymentDeadline(deps, order.ordermain_id, result.payBy);
      return result.url;
    case 'offline':
      await confirmCashOnPickup(deps, order.ordermain_id, attempt);
      return finish;
    case 'paid':
      await settleCapture(deps, { ...attempt, orderId: order.ordermain_id }, result.providerTransactionId);
      return finish;
    case 'failed':
      await endStartedAttempt(deps, attempt.paymentId, result.reason);
      return finish;
  }
}
