// E-invoice (電子發票) choices and their field rules (issue 12; docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md).
import {
  invoiceFieldLabels,
  invoiceTypeNames,
  checkoutValidationMessages as m,
} from '../messages/checkout.ts';

/** How the buyer receives the invoice: the member's own carrier is the default. */
export const INVOICE_TYPES = ['member', 'mobile', 'citizen', 'donate', 'company'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const DEFAULT_INVOICE_TYPE: InvoiceType = 'member';

/** Mobile barcode carrier (手機條碼): a slash and seven of 0-9, A-Z, '.', '+', '-'. */
export const MOBILE_BARCODE_PATTERN = /^\/[0-9A-Z.+-]{7}$/;
/** Citizen digital certificate carrier (自然人憑證): two capitals and fourteen digits. */
export const CITIZEN_CERTIFICATE_PATTERN = /^[A-Z]{2}\d{14}$/;
/** Donation code (捐贈碼 / 愛心碼): three to seven digits. */
export const DONATION_CODE_PATTERN = /^\d{3,7}$/;
/** 統一編號: eight digits. */
export const TAX_NUMBER_PATTERN = /^\d{8}$/;
export const INVOICE_TITLE_MAX_LENGTH = 60;

/** Weights of the 統一編號 checksum, one per digit. */
const TAX_NUMBER_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;
const TAX_NUMBER_DIVISOR = 5;
/** Position (0-based) of the digit whose value 7 allows the alternative sum. */
const TAX_NUMBER_SEVENTH_DIGIT = 6;
const SEVEN = 7;

function digitSum(n: number): number {
  return Math.floor(n / 10) + (n % 10);
}

/**
 * The 統一編號 checksum: each digit times its weight, the products' digits summed; valid when the sum is a
 * multiple of 5, or, when the seventh digit is 7, when the sum plus one is.
 */
export function isValidTaxNumber(value: string): boolean {
  if (!TAX_NUMBER_PATTERN.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.reduce((total, digit, i) => total + digitSum(digit * (TAX_NUMBER_WEIGHTS[i] ?? 0)), 0);
  if (sum % TAX_NUMBER_DIVISOR === 0) return true;
  return digits[TAX_NUMBER_SEVENTH_DIGIT] === SEVEN && (sum + 1) % TAX_NUMBER_DIVISOR === 0;
}

export const isMobileBarcode = (value: string): boolean => MOBILE_BARCODE_PATTERN.test(value);
export const isCitizenCertificate = (value: string): boolean => CITIZEN_CERTIFICATE_PATTERN.test(value);
export const isDonationCode = (value: string): boolean => DONATION_CODE_PATTERN.test(value);

/** What the checkout form sends about the invoice; only the fields of the chosen type are read. */
export interface InvoiceChoice {
  invoice_type: InvoiceType;
  /** Mobile barcode or citizen certificate number. */
  carrier_num?: string | undefined;
  donate_code?: string | undefined;
  tax_number?: string | undefined;
  /** The buyer's title (抬頭) on a company invoice. */
  invoice_title?: string | undefined;
}

export type InvoiceFieldErrors = Partial<
  Record<'carrier_num' | 'donate_code' | 'tax_number' | 'invoice_title', string>
>;

/** Field errors of an invoice choice (empty when valid), worded for display beside each field. */
export function validateInvoiceChoice(choice: InvoiceChoice): InvoiceFieldErrors {
  const carrier = choice.carrier_num?.trim() ?? '';
  switch (choice.invoice_type) {
    case 'member':
      return {};
    case 'mobile':
      return isMobileBarcode(carrier) ? {} : { carrier_num: m.mobileBarcodeInvalid };
    case 'citizen':
      return isCitizenCertificate(carrier) ? {} : { carrier_num: m.citizenCertificateInvalid };
    case 'donate':
      return isDonationCode(choice.donate_code?.trim() ?? '') ? {} : { donate_code: m.donationCodeInvalid };
    case 'company':
      return companyErrors(choice);
  }
}

function companyErrors(choice: InvoiceChoice): InvoiceFieldErrors {
  const errors: InvoiceFieldErrors = {};
  const taxNumber = choice.tax_number?.trim() ?? '';
  if (taxNumber === '') errors.tax_number = m.taxNumberRequired;
  else if (!isValidTaxNumber(taxNumber)) errors.tax_number = m.taxNumberInvalid;
  const title = choice.invoice_title?.trim() ?? '';
  if (title === '') errors.invoice_title = m.invoiceTitleRequired;
  else if (title.length > INVOICE_TITLE_MAX_LENGTH) errors.invoice_title = m.invoiceTitleTooLong;
  return errors;
}

/** The invoice columns an order keeps: only those of its chosen type, the others null. */
export interface InvoiceColumns {
  carrier_num: string | null;
  donate_code: string | null;
  tax_number: string | null;
  invoice_title: string | null;
}

/**
 * The fields of the chosen invoice type and nothing else: the checkout form sends every field it has
 * (a donation code preselected from the list, a barcode typed before the buyer switched to a company
 * invoice), and an order must neither keep nor show a field of another type.
 */
export function invoiceColumnsOf(choice: {
  invoice_type: string;
  carrier_num?: string | null | undefined;
  donate_code?: string | null | undefined;
  tax_number?: string | null | undefined;
  invoice_title?: string | null | undefined;
}): InvoiceColumns {
  const keep = (value: string | null | undefined) => value?.trim() || null;
  const type = choice.invoice_type as InvoiceType;
  return {
    carrier_num: type === 'mobile' || type === 'citizen' ? keep(choice.carrier_num) : null,
    donate_code: type === 'donate' ? keep(choice.donate_code) : null,
    tax_number: type === 'company' ? keep(choice.tax_number) : null,
    invoice_title: type === 'company' ? keep(choice.invoice_title) : null,
  };
}

/**
 * What an order shows of its invoice: the type's name, then the type's own fields (the barcode, the
 * donation code, or the 統一編號 and 抬頭), never a field of another type.
 */
export function invoiceFactsOf(type: InvoiceType, invoice: Partial<InvoiceColumns>): [string, string][] {
  const own = invoiceColumnsOf({ invoice_type: type, ...invoice });
  const facts: [string, string | null][] = [
    [invoiceFieldLabels.mobile, type === 'mobile' ? own.carrier_num : null],
    [invoiceFieldLabels.citizen, type === 'citizen' ? own.carrier_num : null],
    [invoiceFieldLabels.donate, own.donate_code],
    [invoiceFieldLabels.taxNumber, own.tax_number],
    [invoiceFieldLabels.title, own.invoice_title],
  ];
  return [
    [invoiceFieldLabels.type, invoiceTypeNames[type]],
    ...facts.filter((fact): fact is [string, string] => fact[1] !== null),
  ];
}
