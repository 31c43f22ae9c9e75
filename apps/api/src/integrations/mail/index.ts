import { readSettings, type SettingsSource } from '@shop/contracts/settings';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { objectStorage } from '../storage/index.ts';
import * as outbox from './outbox.repository.ts';

// E-mail (ARCHITECTURE.md §6): every mail is written to the mail_outbox table first. With SMTP_URL set it
// is then sent through nodemailer and marked sent or failed; without it, it stays pending in the outbox
// (and the log), which is the local default.

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

/** Puts a mail in the outbox inside the caller's transaction; deliver it after the commit. */
export async function queueMail(db: Database, mail: OutgoingMail): Promise<number> {
  return outbox.insertMail(db, {
    mail_to: mail.to,
    mail_subject: mail.subject,
    mail_text: mail.text,
    attachments: mail.attachments ?? [],
  });
}

/** Sends a queued mail when SMTP is configured; never throws (the outbox row records the outcome). */
export async function deliverMail(db: Database, mailId: number, config: MailConfig, log: FastifyBaseLogger) {
  if (!config.smtpUrl) {
    log.info({ mailId }, 'mail kept in the outbox (SMTP_URL is not set)');
    return;
  }
  const mail = await outbox.selectMail(db, mailId);
  if (!mail) return;
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
  }
}

/** An attachment's bytes from the object storage; rows written before it name `uploads/{key}`. */
async function readAttachment(attachment: { path: string; filename: string }) {
  const key = attachment.path.replace(/^uploads\//, '');
  const content = await objectStorage().get(key);
  if (!content) throw new Error(`attachment ${key} is not in the storage`);
  return { content, filename: attachment.filename };
}
