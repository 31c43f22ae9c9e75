/** One text message. */
export interface SmsMessage {
  /** A Taiwanese mobile (09 + eight digits) or an international one in E.164 ('+85291234567'). */
  mobile: string;
  body: string;
  /** What the message is for (the OTP purpose), kept in the outbox. */
  purpose: string;
}

/** Sends text messages; the provider is chosen by SMS_PROVIDER (docs/decisions/006-accounts-server-side.md). */
export interface SmsSender {
  readonly provider: string;
  /** Numbers outside Taiwan (E.164) can be sent to; callers skip them otherwise. */
  readonly international: boolean;
  /**
   * Hands a message to the provider now (the queue's worker calls it, queue.ts): resolves with the
   * provider's id once it accepted the message, rejects with SmsDeliveryError otherwise. `clientId` is
   * the same on every try of one message, so a gateway that knows it sends the message once.
   */
  send(message: SmsMessage, clientId?: string): Promise<{ providerMessageId: string | null }>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** The outbox copy of a message sent through a real gateway: codes are never stored in clear there. */
export function maskCodes(body: string): string {
  return body.replace(/\d{4,8}/g, (digits) => '*'.repeat(digits.length));
}
