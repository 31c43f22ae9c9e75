import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export const OUTBOX_PROVIDER = 'outbox';

/**
 * The default provider: nothing leaves the machine. A queued message's sms_outbox row (queue.ts) is the
 * message, and the server log shows it, so a developer can read the code and log in locally.
 */
export function createOutboxSender(log: FastifyBaseLogger): SmsSender {
  return {
    provider: OUTBOX_PROVIDER,
    international: true,
    async send(message: SmsMessage) {
      log.info({ sms: message }, 'SMS written to the outbox (SMS_PROVIDER=outbox)');
      return { providerMessageId: null };
    },
  };
}
