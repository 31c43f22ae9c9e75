// LINE Pay online API v3: request → the shopper approves on LINE → confirm (with our amount) → refund.
// Requests are signed: X-LINE-Authorization = base64(HMAC-SHA256(secret, secret + path + body + nonce)).
import { createHmac, randomUUID } from 'node:crypto';
import { linePayPackages } from './linepay-packages.ts';
import {
  type ConfirmPaymentRequest,
  type ConfirmPaymentResult,
  type PaymentProvider,
  PaymentProviderError,
  type RefundPaymentRequest,
  type StartPaymentRequest,
  type StartPaymentResult,
} from './payment-provider.ts';

export const LINE_PAY_SANDBOX_URL = 'https://sandbox-api-pay.line.me';
export const LINE_PAY_SUCCESS = '0000';
const LINE_PAY_TIMEOUT_MS = 20_000;
const CURRENCY = 'TWD';

export interface LinePayConfig {
  apiUrl: string;
  channelId: string;
  channelSecret: string;
}

export function linePaySignature(secret: string, path: string, body: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(secret + path + body + nonce)
    .digest('base64');
}

/**
 * LINE Pay's transactionId is a 19-digit number: JSON.parse would round it. Quote every transactionId
 * (and refundTransactionId) number in the raw text before parsing, so it stays exact as a string.
 */
export function parseLinePayJson(text: string): Record<string, unknown> {
  const quoted = text.replace(/"((?:refund)?[tT]ransactionId)"\s*:\s*(\d+)/g, '"$1":"$2"');
  const parsed: unknown = JSON.parse(quoted);
  if (typeof parsed !== 'object' || parsed === null)
    throw new PaymentProviderError('LINE Pay answered no object');
  return parsed as Record<string, unknown>;
}

interface LinePayAnswer {
  returnCode: string;
  returnMessage: string;
  info: Record<string, unknown>;
}

export function createLinePayProvider(config: LinePayConfig): PaymentProvider {
  async function call(path: string, body: unknown): Promise<LinePayAnswer> {
    const text = JSON.stringify(body);
    const nonce = randomUUID();
    let response: Response;
    try {
      response = await fetch(new URL(path, config.apiUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-LINE-ChannelId': config.channelId,
          'X-LINE-Authorization-Nonce': nonce,
          'X-LINE-Authorization': linePaySignature(config.channelSecret, path, text, nonce),
        },
        body: text,
        signal: AbortSignal.timeout(LINE_PAY_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new PaymentProviderError('LINE Pay unreachable', { cause });
    }
    const answer = parseLinePayJson(await response.text());
    return {
      returnCode: String(answer.returnCode ?? ''),
      returnMessage: String(answer.returnMessage ?? ''),
      info: (answer.info as Record<string, unknown> | undefined) ?? {},
    };
  }

  return {
    id: 'linepay',
    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      const answer = await call('/v3/payments/request', {
        amount: request.amount,
        currency: CURRENCY,
        orderId: request.paymentRef,
        packages: linePayPackages(request),
        redirectUrls: { confirmUrl: request.confirmUrl, cancelUrl: request.cancelUrl },
      });
      const paymentUrl = answer.info.paymentUrl as { web?: unknown } | undefined;
      const transactionId = answer.info.transactionId;
      if (
        answer.returnCode !== LINE_PAY_SUCCESS ||
        typeof paymentUrl?.web !== 'string' ||
        typeof transactionId !== 'string'
      )
        return { kind: 'failed', reason: `${answer.returnCode} ${answer.returnMessage}` };
      return { kind: 'redirect', url: paymentUrl.web, providerTransactionId: transactionId };
    },
    async confirm(request: ConfirmPaymentRequest): Promise<ConfirmPaymentResult> {
      if (!request.providerTransactionId || !/^\d+$/.test(request.providerTransactionId))
        return { ok: false, reason: 'no transaction id' };
      const answer = await call(`/v3/payments/${request.providerTransactionId}/confirm`, {
        amount: request.amount,
        currency: CURRENCY,
      });
      if (answer.returnCode !== LINE_PAY_SUCCESS)
        return { ok: false, reason: `${answer.returnCode} ${answer.returnMessage}` };
      return { ok: true, providerTransactionId: request.providerTransactionId };
    },
    async refund(request: RefundPaymentRequest): Promise<void> {
      const answer = await call(`/v3/payments/${request.providerTransactionId}/refund`, {
        refundAmount: request.amount,
      });
      if (answer.returnCode !== LINE_PAY_SUCCESS)
        throw new PaymentProviderError(
          `LINE Pay refund refused: ${answer.returnCode} ${answer.returnMessage}`,
        );
    },
  };
}
