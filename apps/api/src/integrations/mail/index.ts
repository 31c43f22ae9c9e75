import { readSettings, type SettingsSource } from '@shop/contracts/settings';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { type JobHandler, sendJob } from '../../jobs/queue.ts';
import { objectStorage } from '../storage/index.ts';
import * as outbox from './outbox.repository.ts';

// E-mail (ARCHITECTURE.md §6): every mail is written to the mail_outbox table first, with a mail-delivery
// job in the same transaction (decision 117). With SMTP_URL set the job sends it through nodemailer and
// marks it sent or failed, a failed try coming back with backoff up to MAIL_RETRY_LIMIT times; without it,
// it stays pending in the outbox (and the log), which is the local default.

export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; null keeps mail in the outbox. */
  smtpUrl: string | null;
  from: string;
  /** Where shop notifications go; null means the service_email setting. */
  shopTo: string | null;
}

export function readMailConfig(env: SettingsSource = readSettings()): MailConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    from: env.MAIL_FROM?.trim() || 'no-reply@mireva-lab.example',
    shopTo: env.SHOP_MAIL_TO?.trim() || null,
  };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Keys in the shop's object storage (STORAGE), and the names the recipient sees. */
  attachments?: { path: string; filename: string }[];
}

/** The queue of mails to send (pg-boss). */
export const MAIL_QUEUE = 'mail-delivery';
/** Tries after the first: 30 s, 1, 2, 4 … minutes apart, about 4 hours in all. */
export const MAIL_RETRY_LIMIT = 9;
const MAIL_RETRY_DELAY_SECONDS = 30;

/**
 * Puts a mail in the outbox and its delivery job in the queue, both in the caller's transaction: a
 * rollback leaves neither. Pass a transaction when the mail belongs to other rows written with it.
 */
export async function queueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const mailId = await outbox.insertMail(db, {
    mail_to: mail.to,
    mail_subject: mail.subject,
    mail_text: mail.text,
    attachments: mail.attachments ?? [],
  });
  await sendJob(db, MAIL_QUEUE, { mailId });
  return mailId;
}

/** The worker of MAIL_QUEUE: a try that fails throws, so the queue tries again later. */
export function mailDeliveryJob(
  db: Database,
  config: MailConfig,
  log: FastifyBaseLogger,
): JobHandler<{ mailId: number }> {
  return {
    queue: MAIL_QUEUE,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds: MAIL_RETRY_DELAY_SECONDS,
    run: ({ mailId }) => deliverMail(db, mailId, config, log),
  };
}

/**
 * Sends a queued mail when SMTP is configured; a failure is written on the outbox row (failed, the error)
 * and thrown again for the queue to retry.
 */
export async function deliverMail(db: Database, mailId: number, config: MailConfig, log: FastifyBaseLogger) {
  if (!config.smtpUrl) {
    log.info({ mailId }, 'mail kept in the outbox (SMTP_URL is not set)');
    return;
  }
  const mail = await outbox.selectMail(db, mailId);
  if (!mail || mail.mail_status === 'sent') return;
  try {
    const attachments = await Promise.all(mail.attachments.map(readAttachment));
    const transport = nodemailer.createTransport(config.smtpUrl);
    await transport.sendMail({
      from: config.from,
      to: mail.mail_to,
      subject: mail.mail_subject,
      text: mail.mail_text,
      attachments,
    });
    await outbox.markMail(db, mailId, { sent: true });
  } catch (error) {
    log.error({ err: error, mailId }, 'mail could not be sent');
    await outbox
      .markMail(db, mailId, { sent: false, error: (error as Error).message })
      .catch(() => undefined);
    throw error;
  }
}

/** An attachment's bytes from the object storage; rows written before it name `uploads/{key}`. */
async function readAttachment(attachment: { path: string; filename: string }) {
  const key = attachment.path.replace(/^uploads\//, '');
  const content = await objectStorage().get(key);
  if (!content) throw new Error(`attachment ${key} is not in the storage`);
  return { content, filename: attachment.filename };
}
