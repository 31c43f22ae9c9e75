import path from 'node:path';
import type { ContactUsAnswer } from '@shop/contracts';
import { ContactUsFields } from '@shop/contracts';
import { readSettings, type SettingsSource } from '@shop/contracts/settings';
import {
  CONTACT_POSTS_PER_ADDRESS_PER_HOUR,
  CONTACT_UPLOAD_MB_PER_DAY_DEFAULT,
  catalogueApiMessages,
  contentMessages,
} from '@shop/core';
import { type Database, sanitizePlainText } from '@shop/db';
import { ErrorCode } from '../../errors.ts';
import { type MailConfig, queueMail } from '../../integrations/mail/index.ts';
import { parseFields } from '../../lib/fields.ts';
import { newUploadName, removeUploads, type UploadedFile, writeUpload } from '../../lib/uploads.ts';
import { RetryLaterError } from '../accounts/index.ts';
import { hitThrottle } from '../throttles/index.ts';
import * as repository from './contact.repository.ts';

/** Contact files are kept out of the public uploads: /upload/{name} never serves a sub-folder. */
export const CONTACT_FILES_FOLDER = 'contact';
const SERVICE_EMAIL_SETTING = 'service_email';

/** Where a contact file is kept in the shop's object storage. */
export function contactFileKey(storedName: string): string {
  return `${CONTACT_FILES_FOLDER}/${storedName}`;
}

export interface ContactLimits {
  /** Messages one client address may post per hour. */
  postsPerAddressPerHour: number;
  /** Attachment bytes the whole shop accepts per day (CONTACT_UPLOAD_MB_PER_DAY). */
  uploadBytesPerDay: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MB = 1024 * 1024;

export function readContactLimits(env: SettingsSource = readSettings()): ContactLimits {
  const raw = env.CONTACT_UPLOAD_MB_PER_DAY?.trim();
  const mb = raw ? Number(raw) : CONTACT_UPLOAD_MB_PER_DAY_DEFAULT;
  if (!Number.isFinite(mb) || mb < 0) {
    throw new Error(`CONTACT_UPLOAD_MB_PER_DAY must be a number of megabytes, not "${raw}"`);
  }
  return { postsPerAddressPerHour: CONTACT_POSTS_PER_ADDRESS_PER_HOUR, uploadBytesPerDay: mb * MB };
}

/** Refuses a post past the per-address hourly limit (counted atomically, shared by every process). */
async function countPostFromAddress(db: Database, ip: string, limits: ContactLimits): Promise<void> {
  const { count, windowStart } = await hitThrottle(db, `contact-post:ip:${ip}`, HOUR_MS, new Date());
  if (count <= limits.postsPerAddressPerHour) return;
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + HOUR_MS - Date.now()) / 1000));
  throw new RetryLaterError(ErrorCode.rateLimited, contentMessages.contact.tooManyMessages, seconds);
}

/** Refuses attachments that would take the shop past its daily upload budget. */
async function checkUploadBudget(db: Database, files: UploadedFile[], limits: ContactLimits): Promise<void> {
  const incoming = files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (incoming === 0) return;
  const used = await repository.sumFileBytesSince(db, new Date(Date.now() - DAY_MS));
  if (used + incoming > limits.uploadBytesPerDay) {
    throw new RetryLaterError(
      ErrorCode.rateLimited,
      contentMessages.contact.uploadBudgetReached,
      DAY_MS / 1000,
    );
  }
}

export interface ContactInput {
  fields: Record<string, string>;
  files: UploadedFile[];
  memberId: number | null;
  ip: string;
}

function mailText(
  message: {
    contact_name: string;
    contact_email: string;
    contact_phone: string;
    contact_type: string;
    ordermain_sn: string;
    contact_content: string;
  },
  memberId: number | null,
  fileNames: string[],
): string {
  const labels = catalogueApiMessages.contactMailLabels;
  const typeLabel = contentMessages.contact.types[message.contact_type] ?? message.contact_type;
  return [
    `${labels.name}：${message.contact_name}`,
    `${labels.email}：${message.contact_email}`,
    `${labels.phone}：${message.contact_phone || labels.none}`,
    `${labels.type}：${typeLabel}`,
    `${labels.order}：${message.ordermain_sn || labels.none}`,
    `${labels.member}：${memberId ?? labels.none}`,
    '',
    `${labels.content}：`,
    message.contact_content,
    '',
    `${labels.files}：${fileNames.length > 0 ? fileNames.join('、') : labels.none}`,
  ].join('\n');
}

/**
 * A contact message: fields checked and stripped of markup, the per-address limit and the daily upload
 * budget, then the message, its files and the shop's e-mail written in one transaction; the files are
 * written to disk inside it and removed when it fails. The e-mail's delivery job commits with them.
 */
export async function postContactMessage(
  db: Database,
  input: ContactInput,
  mail: MailConfig,
  limits: ContactLimits = readContactLimits(),
): Promise<ContactUsAnswer> {
  const parsed = parseFields(ContactUsFields, input.fields);
  await countPostFromAddress(db, input.ip, limits);
  await checkUploadBudget(db, input.files, limits);
  const message = {
    ...parsed,
    contact_name: sanitizePlainText(parsed.contact_name),
    contact_content: sanitizePlainText(parsed.contact_content),
  };
  const files: (repository.NewContactFile & { bytes: Buffer })[] = input.files.map((file) => {
    const stored = newUploadName(file);
    return {
      original_name: sanitizePlainText(path.basename(file.filename)).slice(0, 200) || stored,
      stored_name: stored,
      mime_type: file.mimeType,
      size_bytes: file.bytes.length,
      bytes: file.bytes,
    };
  });
  const written: string[] = [];
  const shopTo = mail.shopTo ?? (await repository.selectSettingValue(db, SERVICE_EMAIL_SETTING)) ?? mail.from;
  const typeLabel = contentMessages.contact.types[message.contact_type] ?? message.contact_type;
  const { saved } = await db
    .transaction(async (tx) => {
      const row = await repository.insertContactMessage(
        tx,
        { ...message, member_id: input.memberId, ip: input.ip },
        files.map(({ bytes: _bytes, ...file }) => file),
      );
      for (const file of files) {
        const key = contactFileKey(file.stored_name);
        await writeUpload(key, { bytes: file.bytes, mimeType: file.mime_type });
        written.push(key);
      }
      await queueMail(tx, {
        to: shopTo,
        subject: catalogueApiMessages.contactMailSubject(typeLabel, message.contact_name),
        text: mailText(
          message,
          input.memberId,
          files.map((f) => f.original_name),
        ),
        attachments: files.map((f) => ({
          path: contactFileKey(f.stored_name),
          filename: f.original_name,
        })),
      });
      return { saved: row };
    })
    .catch(async (error: unknown) => {
      await removeUploads(written);
      throw error;
    });
  return {
    contact: {
      contact_id: saved.contact_id,
      created_at: saved.created_at.toISOString(),
      files: files.length,
    },
    message: contentMessages.contact.success,
  };
}
