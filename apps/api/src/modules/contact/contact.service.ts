import path from 'node:path';
import type { ContactUsAnswer } from '@shop/contracts';
import { ContactUsFields } from '@shop/contracts';
import { catalogueApiMessages, contentMessages } from '@shop/core';
import { type Database, sanitizePlainText } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { deliverMail, type MailConfig, queueMail } from '../../integrations/mail/index.ts';
import { parseFields } from '../../lib/fields.ts';
import { storeUpload, type UploadedFile, uploadsDir } from '../../lib/uploads.ts';
import * as repository from './contact.repository.ts';

/** Contact files are kept out of the public uploads: /upload/{name} never serves a sub-folder. */
export const CONTACT_FILES_FOLDER = 'contact';
const SERVICE_EMAIL_SETTING = 'service_email';

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
 * A contact message: fields checked and stripped of markup, files stored under new names, the message,
 * its files and the shop's e-mail written in one transaction; the e-mail goes out after the commit.
 */
export async function postContactMessage(
  db: Database,
  input: ContactInput,
  mail: MailConfig,
  log: FastifyBaseLogger,
): Promise<ContactUsAnswer> {
  const parsed = parseFields(ContactUsFields, input.fields);
  const message = {
    ...parsed,
    contact_name: sanitizePlainText(parsed.contact_name),
    contact_content: sanitizePlainText(parsed.contact_content),
  };
  const dir = path.join(uploadsDir(), CONTACT_FILES_FOLDER);
  const files: repository.NewContactFile[] = [];
  for (const file of input.files) {
    const stored = await storeUpload(dir, file);
    files.push({
      original_name: sanitizePlainText(path.basename(file.filename)).slice(0, 200) || stored,
      stored_name: stored,
      mime_type: file.mimeType,
      size_bytes: file.bytes.length,
    });
  }
  const shopTo = mail.shopTo ?? (await repository.selectSettingValue(db, SERVICE_EMAIL_SETTING)) ?? mail.from;
  const typeLabel = contentMessages.contact.types[message.contact_type] ?? message.contact_type;
  const { saved, mailId } = await db.transaction(async (tx) => {
    const row = await repository.insertContactMessage(
      tx,
      { ...message, member_id: input.memberId, ip: input.ip },
      files,
    );
    const id = await queueMail(tx, {
      to: shopTo,
      subject: catalogueApiMessages.contactMailSubject(typeLabel, message.contact_name),
      text: mailText(
        message,
        input.memberId,
        files.map((f) => f.original_name),
      ),
      attachments: files.map((f) => ({
        path: path.join('uploads', CONTACT_FILES_FOLDER, f.stored_name),
        filename: f.original_name,
      })),
    });
    return { saved: row, mailId: id };
  });
  void deliverMail(db, mailId, mail, log);
  return {
    contact: {
      contact_id: saved.contact_id,
      created_at: saved.created_at.toISOString(),
      files: files.length,
    },
    message: contentMessages.contact.success,
  };
}
