// What the ad and analytics platforms are told about a paid order, and the normalising and hashing of
// the shopper's contact details that each platform's server API asks for before it takes them.
import { createHash } from 'node:crypto';

export interface PurchaseConversion {
  /** The order number: the key every platform de-duplicates on against the browser's tag. */
  orderNumber: string;
  /** The amount paid, NT$. */
  value: number;
  currency: 'TWD';
  /** When the order was paid (or, for cash on pickup, placed). */
  occurredAt: Date;
  memberId: number;
  email: string;
  mobile: string;
  items: { id: string; name: string; price: number; quantity: number }[];
  /** The shop's page the purchase completes on (its pay-finish address). */
  pageUrl: string;
}

/** A platform that takes purchases. `send` throws ConversionRefused (or a network error) when it did not. */
export interface ConversionSender {
  readonly destination: ConversionDestination;
  send(purchase: PurchaseConversion): Promise<void>;
}

export type ConversionDestination = 'ga4' | 'meta' | 'line' | 'line_shopping';

/** A platform's answer that says the event was not taken; `retry` false for answers that will not change. */
export class ConversionRefused extends Error {
  constructor(
    readonly destination: ConversionDestination,
    readonly status: number,
    detail: string,
  ) {
    super(`${destination} refused the purchase (${status}): ${detail.slice(0, 300)}`);
  }
  get retry(): boolean {
    return this.status >= 500 || this.status === 429 || this.status === 408;
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** E.164 with the leading +: a Taiwanese mobile 09xxxxxxxx becomes +8869xxxxxxxx. */
export function e164Mobile(mobile: string): string | null {
  const digits = mobile.replace(/[\s-]/g, '');
  if (/^09\d{8}$/.test(digits)) return `+886${digits.slice(1)}`;
  if (/^\+\d{8,15}$/.test(digits)) return digits;
  return null;
}

/** Trimmed and lower-cased, as every platform hashes e-mail addresses; null when it is not one. */
export function normalisedEmail(email: string): string | null {
  const value = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : null;
}

/** Answers the platform's body as text for an error message, never throwing. */
export async function answerText(answer: Response): Promise<string> {
  try {
    return await answer.text();
  } catch {
    return '';
  }
}

/** A request to a platform that gives up after `timeoutMs`. */
export function postJson(url: string, body: unknown, headers: Record<string, string>, timeoutMs: number) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export const CONVERSION_TIMEOUT_MS = 10_000;
