import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { insertOutboxRow } from './outbox.repository.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export const OUTBOX_PROVIDER = 'outbox';

/**
 * The default provider: nothing leaves the machine. The message goes to the sms_outbox table and the
 * server log, so a developer can read the code and log in locally.
 */
export function createOutboxSender(db: Database, log: FastifyBaseLogger): SmsSender {
  return {
    provider: OUTBOX_PROVIDER,
    international: true,
    async send(message: SmsMessage) {
      await insertOutboxRow(db, { ...message, provider: OUTBOX_PROVIDER, status: 'queued' });
      log.info({ sms: message }, 'SMS written to the outbox (SMS_PROVIDER=outbox)');
    },
  };
}
