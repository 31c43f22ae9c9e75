// One interface over e-invoice issuers (issue 12; docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md).
import type { InvoiceType } from '@shop/core';

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** Unit price, integer TWD, tax included. */
  price: number;
}

export interface IssueInvoiceRequest {
  /** Our order number: the issuer's idempotency reference (RelateNumber). */
  orderSn: string;
  amount: number;
  lines: readonly InvoiceLine[];
  buyer: {
    invoiceType: InvoiceType;
    carrierNum?: string | null | undefined;
    donateCode?: string | null | undefined;
    taxNumber?: string | null | undefined;
    title?: string | null | undefined;
    name: string;
    email: string;
    mobile: string;
    address: string;
  };
}

export interface IssuedInvoice {
  /** Ten characters, track and number: AB12345678. */
  invoiceNumber: string;
  randomNumber: string;
  issuedAt: Date;
}

export interface InvoiceIssuer {
  readonly id: 'local' | 'ecpay';
  issue(request: IssueInvoiceRequest): Promise<IssuedInvoice>;
  void(invoice: { invoiceNumber: string; issuedAt: Date; reason: string }): Promise<void>;
  /** A partial refund: an allowance (折讓) of the amount; answers the allowance number. */
  allowance(invoice: {
    invoiceNumber: string;
    issuedAt: Date;
    amount: number;
    lines: readonly InvoiceLine[];
  }): Promise<string>;
}

export class InvoiceIssuerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvoiceIssuerError';
  }
}

export const INVOICE_NUMBER_PATTERN = /^[A-Z]{2}\d{8}$/;
