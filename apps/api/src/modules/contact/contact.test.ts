import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_FILE_MAX_BYTES, ContactUsAnswer, ErrorBody } from '@shop/contracts';
import { contentMessages } from '@shop/core';
import { schema } from '@shop/db';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  API,
  bearer,
  JPEG_BYTES,
  multipart,
  NOT_AN_IMAGE,
  newMemberSession,
  PDF_BYTES,
  useTemporaryDataDir,
} from '../../../test/catalogue-support.ts';

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof useTemporaryDataDir>>;
beforeAll(async () => {
  dataDir = await useTemporaryDataDir();
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

const FIELDS = {
  contact_name: '林小安',
  contact_email: 'An.Lin@Example.com',
  contact_phone: '0912-345-678',
  contact_type: 'order',
  ordermain_sn: 'SO20261120001',
  contact_content: '請問訂單何時出貨？',
};

let nextAddress = 1;
/** Posts from a client address of its own unless `remoteAddress` says which (5 posts an hour each). */
function post(
  body: ReturnType<typeof multipart>,
  headers: Record<string, string> = {},
  remoteAddress = `10.40.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/post-contact-us`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
    remoteAddress,
  });
}

const contactFilesOnDisk = () => {
  const dir = path.join(dataDir.dir, 'uploads', 'contact');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('post-contact-us', () => {
  it('stores the message and its files under new names and queues an e-mail to the shop', async () => {
    const res = await post(
      multipart({ ...FIELDS, contact_content: '<b>請問</b>訂單<script>x()</script>何時出貨？' }, [
        { filename: '../../etc/收據.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
        { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: JPEG_BYTES },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = ContactUsAnswer.parse(res.json());
    expect(answer.message).toBe(contentMessages.contact.success);
    expect(answer.contact.files).toBe(2);

    const [message] = await t.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.contact_id, answer.contact.contact_id));
    expect(message).toMatchObject({
      contact_email: 'an.lin@example.com',
      contact_content: '請問訂單何時出貨？',
      member_id: null,
    });
    const files = await t.db
      .select()
      .from(schema.contactFiles)
      .where(eq(schema.contactFiles.contact_id, answer.contact.contact_id));
    expect(files.map((f) => f.mime_type).sort()).toEqual(['application/pdf', 'image/webp']);
    for (const file of files) {
      expect(file.stored_name).toMatch(/^[0-9a-f-]{36}\.(pdf|webp)$/);
      expect(file.original_name).not.toContain('/');
      const stored = path.join(dataDir.dir, 'uploads', 'contact', file.stored_name);
      expect(existsSync(stored)).toBe(true);
      expect(readFileSync(stored).length).toBe(file.size_bytes);
    }

    const [mail] = await t.db
      .select()
      .from(schema.mailOutbox)
      .orderBy(desc(schema.mailOutbox.mail_id))
      .limit(1);
    const [serviceEmail] = await t.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.key, 'service_email'));
    expect(mail).toMatchObject({ mail_to: serviceEmail!.value, mail_status: 'pending' });
    expect(mail!.mail_subject).toContain('林小安');
    expect(mail!.mail_text).toContain('SO20261120001');
    expect(mail!.attachments).toHaveLength(2);
  });

  it('records the member when a token comes along', async () => {
    const member = await newMemberSession(t);
    const res = await post(multipart(FIELDS), bearer(member.token));
    expect(res.statusCode).toBe(201);
    const { contact } = ContactUsAnswer.parse(res.json());
    const [row] = await t.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.contact_id, contact.contact_id));
    expect(row!.member_id).toBe(member.memberId);
  });

  it('refuses a file past the size limit with 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(CONTACT_FILE_MAX_BYTES)]);
    const res = await post(
      multipart(FIELDS, [{ filename: 'big.pdf', contentType: 'application/pdf', bytes: big }]),
    );
    expect(res.statusCode).toBe(413);
    expect(ErrorBody.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses more than three files with 413', async () => {
    const files = Array.from({ length: 4 }, (_, i) => ({
      filename: `f${i}.pdf`,
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    }));
    expect((await post(multipart(FIELDS, files))).statusCode).toBe(413);
  });

  it('refuses a file named .jpg whose bytes are not an image with 415, storing nothing', async () => {
    const before = await t.db.select().from(schema.contactMessages);
    const res = await post(
      multipart(FIELDS, [{ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: NOT_AN_IMAGE }]),
    );
    expect(res.statusCode).toBe(415);
    expect(ErrorBody.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await t.db.select().from(schema.contactMessages)).toHaveLength(before.length);
  });

  it('answers 422 for missing or bad fields, and 415 for a JSON body', async () => {
    for (const fields of [
      { ...FIELDS, contact_email: 'not-an-email' },
      { ...FIELDS, contact_type: 'complaint' },
      { ...FIELDS, contact_content: '' },
      { ...FIELDS, contact_phone: 'call me' },
      { ...FIELDS, unexpected: 'x' },
      { contact_name: '只有名字' },
    ]) {
      const res = await post(multipart(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(ErrorBody.parse(res.json()).code).toBe('VALIDATION_FAILED');
    }
    const json = await t.app.inject({ method: 'POST', url: `${API}/post-contact-us`, payload: FIELDS });
    expect(json.statusCode).toBe(415);
  });
});

describe('attack: filling the disk through the contact form', () => {
  it('answers 429 from the sixth post of one address within an hour', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 5; i++) expect((await post(multipart(FIELDS), {}, address)).statusCode).toBe(201);
    const sixth = await post(
      multipart(FIELDS, [{ filename: 'a.pdf', contentType: 'application/pdf', bytes: PDF_BYTES }]),
      {},
      address,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: contentMessages.contact.tooManyMessages,
    });
    expect(Number(sixth.json().errors.retry_after_seconds[0])).toBeGreaterThan(0);
    expect((await post(multipart(FIELDS), {}, '198.51.100.78')).statusCode).toBe(201);
  });

  it('refuses attachments past the daily upload budget (CONTACT_UPLOAD_MB_PER_DAY), storing nothing', async () => {
    const before = contactFilesOnDisk();
    process.env.CONTACT_UPLOAD_MB_PER_DAY = '0';
    try {
      const res = await post(
        multipart(FIELDS, [{ filename: 'a.pdf', contentType: 'application/pdf', bytes: PDF_BYTES }]),
      );
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(contentMessages.contact.uploadBudgetReached);
      // A message without files still goes through.
      expect((await post(multipart(FIELDS))).statusCode).toBe(201);
    } finally {
      delete process.env.CONTACT_UPLOAD_MB_PER_DAY;
    }
    expect(contactFilesOnDisk()).toBe(before);
  });

  it('leaves no file on disk when the post fails after its files were read', async () => {
    const before = contactFilesOnDisk();
    await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const res = await post(
        multipart(FIELDS, [{ filename: 'a.pdf', contentType: 'application/pdf', bytes: PDF_BYTES }]),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(contactFilesOnDisk()).toBe(before);
  });

  it('attack: an entity-encoded script is stored and answered as the text typed, never as a tag', async () => {
    const typed = '&lt;script&gt;alert(2)&lt;/script&gt;';
    const res = await post(multipart({ ...FIELDS, contact_content: typed }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.contact_id, res.json().contact.contact_id));
    expect(row!.contact_content).toBe(typed);
  });
});
