import { randomUUID } from 'node:crypto';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender.ts';

export const MITAKE_PROVIDER = 'mitake';
/** The gateway's documented send address; SMS_API_URL overrides it. */
export const MITAKE_DEFAULT_URL = 'https://smsapi.mitake.com.tw/api/mtk/SmSend?CharsetURL=UTF-8';
const REQUEST_TIMEOUT_MS = 10_000;
/** statuscode values meaning accepted: 0 scheduled, 1/2 handed to the carrier, 4 delivered. */
const ACCEPTED_STATUS = new Set(['0', '1', '2', '4']);

export interface MitakeConfig {
  apiUrl: string;
  username: string;
  password: string;
}

export interface MitakeAnswer {
  statuscode: string | null;
  msgid: string | null;
  error: string | null;
  accountPoint: number | null;
}

/**
 * Reads the gateway's plain-text answer: `key=value` lines, optionally under a `[1]` section header,
 * e.g. "[1]\r\nmsgid=1010079522\r\nstatuscode=1\r\nAccountPoint=98".
 */
export function parseMitakeAnswer(text: string): MitakeAnswer {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at > 0) fields.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  const point = fields.get('accountpoint');
  return {
    statuscode: fields.get('statuscode') ?? null,
    msgid: fields.get('msgid') ?? null,
    error: fields.get('error') ?? null,
    accountPoint: point === undefined || Number.isNaN(Number(point)) ? null : Number(point),
  };
}

/**
 * Mitake's dstaddr: a Taiwanese 09 number as it is; an international one as the country code and number
 * in digits (E.164 without the '+': '85291234567'), which is how its API takes numbers abroad.
 */
export function mitakeDestination(mobile: string): string {
  return mobile.startsWith('+') ? mobile.slice(1) : mobile;
}

/**
 * A Mitake-style Taiwanese SMS gateway: one form-encoded POST per message with the account, password,
 * destination and text; a `clientid` (the same on every try of a queued message) makes a retried request
 * send once. The queue (queue.ts) records the outcome on the message's sms_outbox row.
 */
export function createMitakeSender(config: MitakeConfig): SmsSender {
  return {
    provider: MITAKE_PROVIDER,
    international: true,
    async send(message: SmsMessage, clientId?: string) {
      let answer: MitakeAnswer;
      try {
        const response = await fetch(config.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: new URLSearchParams({
            username: config.username,
            password: config.password,
            dstaddr: mitakeDestination(message.mobile),
            smbody: message.body,
            clientid: clientId ?? randomUUID(),
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered HTTP ${response.status}`);
        answer = parseMitakeAnswer(await response.text());
      } catch (error) {
        throw error instanceof SmsDeliveryError
          ? error
          : new SmsDeliveryError('SMS gateway unreachable', { cause: error });
      }
      if (answer.statuscode === null || !ACCEPTED_STATUS.has(answer.statuscode)) {
        const reason = `SMS gateway refused the message (statuscode ${answer.statuscode ?? 'missing'}${answer.error ? `: ${answer.error}` : ''})`;
        throw new SmsDeliveryError(reason);
      }
      return { providerMessageId: answer.msgid };
    },
  };
}
