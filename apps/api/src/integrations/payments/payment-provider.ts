// One interface over the payment providers (issue 12; docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md).

import type { SQL } from 'drizzle-orm';

export const PAYMENT_PROVIDERS = ['sandbox', 'linepay', 'tappay', 'jkopay', 'ecpay', 'cod'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentLine {
  name: string;
  quantity: number;
  /** Unit price, integer TWD. */
  price: number;
}

export interface StartPaymentRequest {
  /** Our unguessable reference, sent to the provider as its order id. */
  paymentRef: string;
  orderSn: string;
  /** Integer TWD, from the database. */
  amount: number;
  lines: readonly PaymentLine[];
  /** Freight in `amount`, integer TWD (LINE Pay lists it as a line); when absent, what the lines leave over. */
  freight?: number | undefined;
  /** Where the provider sends the shopper back after approving (our confirm step). */
  confirmUrl: string;
  cancelUrl: string;
  /** Where the provider posts its server notice of the result (TapPay's backend_notify_url). */
  notifyUrl?: string | undefined;
  /** TapPay: the one-time prime the browser SDK made from the card. */
  prime?: string | undefined;
  /** TapPay card installments (3, 6 or 12; 0 or absent: at once), one the merchant has. */
  instalment?: number | undefined;
  buyer?: { name: string; mobile: string; email: string } | undefined;
}

export type StartPaymentResult =
  /** The shopper goes to the provider's page; the payment is confirmed on return. */
  | {
      kind: 'redirect';
      url: string;
      providerTransactionId: string | null;
      /** Paid later (an ATM transfer): the order's deadline becomes this instead of the card deadline. */
      payBy?: Date;
    }
  /** Paid at once (pay-by-prime). */
  | { kind: 'paid'; providerTransactionId: string }
  /** Nothing to pay online (cash on pickup). */
  | { kind: 'offline' }
  | { kind: 'failed'; reason: string };

export interface ConfirmPaymentRequest {
  paymentRef: string;
  providerTransactionId: string | null;
  /** The amount from OUR database, never from the return URL. */
  amount: number;
}

export type ConfirmPaymentResult =
  | { ok: true; providerTransactionId: string }
  /** declined: the provider says the shopper refused (not merely "not confirmed"); the payment has failed. */
  | { ok: false; reason: string; declined?: boolean };

export interface RefundPaymentRequest {
  paymentRef: string;
  providerTransactionId: string;
  amount: number;
}

/** A start that is a row in the shop's own database, written by the statement that writes the order. */
export interface StartWithOrder {
  /** One INSERT statement (no RETURNING), run as part of the order's statement: both commit or neither. */
  record: SQL;
  result: Extract<StartPaymentResult, { kind: 'redirect' }>;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  start(request: StartPaymentRequest): Promise<StartPaymentResult>;
  /**
   * Only a provider that is a page of this shop (the sandbox): its start as the row `start` would write
   * and the answer `start` would give, so an order's first attempt starts in the order's own statement
   * instead of two round trips after it (docs/decisions/063-create-order-in-three-round-trips.md).
   */
  startWithOrder?(request: StartPaymentRequest): StartWithOrder;
  /** Asks the provider whether the shopper really paid this amount; only then is a payment marked paid. */
  confirm(request: ConfirmPaymentRequest): Promise<ConfirmPaymentResult>;
  /** Rejects with PaymentProviderError when the provider refuses. */
  refund(request: RefundPaymentRequest): Promise<void>;
}

export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
