import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { type JobHandler, sendJob } from '../../jobs/queue.ts';
import { insertOutboxRow, markOutboxRow, selectOutboxRow } from './outbox.repository.ts';
import { OUTBOX_PROVIDER } from './outbox-sender.ts';
import { maskCodes, type SmsMessage, type SmsSender } from './sms-sender.ts';

// SMS on the job queue (decision 130): the sms_outbox row and its delivery job are written in the caller's
// transaction (a rollback leaves neither); the job hands the text to the provider, retried with backoff.
// The outbox provider (the local stand-in) is its row: the job only logs it. A real gateway's row keeps
// the text with its codes masked, and the job carries the text: sealed with a key only the shop holds when
// it holds a one-time code, as it is otherwise (an order confirmation).

/** The queue of text messages to send (pg-boss). */
export const SMS_QUEUE = 'sms-delivery';
/** Tries after the first: 5, 10, 20, 40, 80, 160 s apart, about 5 minutes in all (a code's lifetime). */
export const SMS_RETRY_LIMIT = 6;
const SMS_RETRY_DELAY_SECONDS = 5;

/** What the job carries: the row, the gateway's idempotency id, the text sealed, a code's deadline. */
export interface SmsJob {
  smsId: number;
  clientId?: string;
  /** The text for a real gateway, sealed (a code) … */
  sealed?: string;
  /** … or as it is (no secret in it). */
  text?: string;
  /** ISO time after which a one-time code is useless: not sent any more. */
  sendBefore?: string;
}

/** The key the job's sealed text is locked with, from a secret every process shares (OTP_SECRET). */
export function smsSealKey(secret: string): Buffer {
  return createHash('sha256').update(`sms-queue:${secret}`).digest();
}

function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

export interface QueueSmsOptions {
  /** Seals the text in the job (smsSealKey): a text holding a one-time code must be sealed. */
  key?: Buffer;
  /** A one-time code's expiry: a try after it is dropped (the row marked failed). */
  sendBefore?: Date;
}

/**
 * Writes the message's sms_outbox row (queued) and its delivery job through `db`: pass a transaction to
 * tie both to the rows that cause the message. Answers the row's id.
 */
export async function queueSms(
  db: Database,
  sender: Pick<SmsSender, 'provider'>,
  message: SmsMessage,
  options: QueueSmsOptions = {},
): Promise<number> {
  const local = sender.provider === OUTBOX_PROVIDER;
  const smsId = await insertOutboxRow(db, {
    ...message,
    body: local ? message.body : maskCodes(message.body),
    provider: sender.provider,
    status: 'queued',
  });
  const job: SmsJob = { smsId };
  if (!local) {
    job.clientId = randomUUID();
    if (options.key) job.sealed = seal(options.key, message.body);
    else job.text = message.body;
  }
  if (options.sendBefore) job.sendBefore = options.sendBefore.toISOString();
  await sendJob(db, SMS_QUEUE, job);
  return smsId;
}

/** The worker of SMS_QUEUE: a provider failure is written on the row and thrown, for the queue to retry. */
export function smsDeliveryJob(
  db: Database,
  sender: SmsSender,
  key: Buffer,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): JobHandler<SmsJob> {
  return {
    queue: SMS_QUEUE,
    retryLimit: SMS_RETRY_LIMIT,
    retryDelaySeconds: SMS_RETRY_DELAY_SECONDS,
    run: (job) => deliverSms(db, sender, key, log, job, now),
  };
}

async function deliverSms(
  db: Database,
  sender: SmsSender,
  key: Buffer,
  log: FastifyBaseLogger,
  job: SmsJob,
  now: () => Date,
): Promise<void> {
  const row = await selectOutboxRow(db, job.smsId);
  if (!row || row.status === 'sent') return;
  if (row.provider === OUTBOX_PROVIDER || !(job.sealed || job.text)) {
    log.info(
      { sms: { mobile: row.mobile, purpose: row.purpose, body: row.body } },
      'SMS written to the outbox (SMS_PROVIDER=outbox)',
    );
    return;
  }
  if (job.sendBefore && now().getTime() >= Date.parse(job.sendBefore)) {
    await markOutboxRow(db, job.smsId, {
      status: 'failed',
      error: 'the code expired before it could be sent',
    });
    log.error({ smsId: job.smsId }, 'SMS dropped: its code expired before the gateway took it');
    return;
  }
  const message = {
    mobile: row.mobile,
    purpose: row.purpose,
    body: job.sealed ? unseal(key, job.sealed) : job.text!,
  };
  try {
    const { providerMessageId } = await sender.send(message, job.clientId);
    await markOutboxRow(db, job.smsId, {
      status: 'sent',
      provider_message_id: providerMessageId,
      error: null,
    });
  } catch (error) {
    log.error({ err: error, smsId: job.smsId, provider: sender.provider }, 'SMS delivery failed');
    await markOutboxRow(db, job.smsId, { status: 'failed', error: (error as Error).message }).catch(
      () => undefined,
    );
    throw error;
  }
}
