import { schema } from '@shop/db';
import { desc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { readSmsConfig } from './index.ts';
import { createMitakeSender, MITAKE_DEFAULT_URL, parseMitakeAnswer } from './mitake-sender.ts';
import { SmsDeliveryError } from './sms-sender.ts';

const USERNAME = 'shop-sms';
const PASSWORD = 's3cret-pw';

interface Received {
  contentType: string | undefined;
  fields: Record<string, string>;
}

/** A local stand-in for the gateway: checks what the real one checks and answers in its text format. */
let gateway: FastifyInstance;
let gatewayUrl: string;
let received: Received[] = [];
let nextAnswer: { status: number; text: string } | null = null;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  gateway = Fastify();
  gateway.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  gateway.post('/api/mtk/SmSend', async (request, reply) => {
    const fields = request.body as Record<string, string>;
    received.push({ contentType: request.headers['content-type'], fields });
    if (nextAnswer) {
      const answer = nextAnswer;
      nextAnswer = null;
      return reply.code(answer.status).type('text/plain').send(answer.text);
    }
    if (request.query && (request.query as Record<string, string>).CharsetURL !== 'UTF-8') {
      return reply.type('text/plain').send('[1]\r\nstatuscode=r\r\nError=charset\r\n');
    }
    if (fields.username !== USERNAME || fields.password !== PASSWORD) {
      return reply.type('text/plain').send('[1]\r\nstatuscode=e\r\nError=帳號、密碼錯誤\r\n');
    }
    // Mitake takes 09 numbers, and numbers abroad as country code + number in digits (no '+').
    if (!/^(?:09\d{8}|[1-9]\d{9,14})$/.test(fields.dstaddr ?? '')) {
      return reply.type('text/plain').send('[1]\r\nstatuscode=k\r\nError=無效的手機號碼\r\n');
    }
    if (!fields.smbody || !fields.clientid) return reply.type('text/plain').send('[1]\r\nstatuscode=o\r\n');
    return reply.type('text/plain').send('[1]\r\nmsgid=1010079522\r\nstatuscode=1\r\nAccountPoint=98\r\n');
  });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `${address}/api/mtk/SmSend?CharsetURL=UTF-8`;
});
afterAll(async () => {
  await gateway?.close();
  await database?.close();
});
beforeEach(() => {
  received = [];
  nextAnswer = null;
});

const message = {
  mobile: '0912345678',
  body: '【米瑞法肌研所】您的驗證碼為 482913，5 分鐘內有效，請勿提供給他人。',
  purpose: 'login',
};

async function lastOutboxRow() {
  const [row] = await database.db
    .select()
    .from(schema.smsOutbox)
    .orderBy(desc(schema.smsOutbox.sms_id))
    .limit(1);
  return row!;
}

describe('Mitake-style SMS gateway adapter', () => {
  it('posts the account, password, destination and text form-encoded, and records the message masked', async () => {
    const sender = createMitakeSender(database.db, {
      apiUrl: gatewayUrl,
      username: USERNAME,
      password: PASSWORD,
    });
    await sender.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(received[0]!.fields).toMatchObject({
      username: USERNAME,
      password: PASSWORD,
      dstaddr: '0912345678',
      smbody: message.body,
    });
    expect(received[0]!.fields.clientid).toMatch(/^[0-9a-f-]{36}$/);
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ provider: 'mitake', status: 'sent', provider_message_id: '1010079522' });
    expect(row.body).not.toContain('482913');
    expect(row.body).toContain('******');
  });

  it('sends to a Hong Kong mobile given in E.164 as country code and number without the plus', async () => {
    const sender = createMitakeSender(database.db, {
      apiUrl: gatewayUrl,
      username: USERNAME,
      password: PASSWORD,
    });
    expect(sender.international).toBe(true);
    await sender.send({ ...message, mobile: '+85291234567' });
    expect(received[0]!.fields.dstaddr).toBe('85291234567');
    expect(await lastOutboxRow()).toMatchObject({ mobile: '+85291234567', status: 'sent' });
  });

  it('fails with SmsDeliveryError on wrong credentials and records the failure', async () => {
    const sender = createMitakeSender(database.db, {
      apiUrl: gatewayUrl,
      username: USERNAME,
      password: 'wrong',
    });
    await expect(sender.send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.error).toContain('statuscode e');
  });

  it('fails on an HTTP error and on an unreachable gateway', async () => {
    const sender = createMitakeSender(database.db, {
      apiUrl: gatewayUrl,
      username: USERNAME,
      password: PASSWORD,
    });
    nextAnswer = { status: 503, text: 'busy' };
    await expect(sender.send(message)).rejects.toThrow(/HTTP 503/);
    const down = createMitakeSender(database.db, {
      apiUrl: 'http://127.0.0.1:9/api/mtk/SmSend',
      username: USERNAME,
      password: PASSWORD,
    });
    await expect(down.send(message)).rejects.toThrow(/unreachable/);
    expect((await lastOutboxRow()).status).toBe('failed');
  });
});

describe('parseMitakeAnswer', () => {
  it('reads key=value lines with or without a section header', () => {
    expect(parseMitakeAnswer('[1]\r\nmsgid=#001\r\nstatuscode=4\r\nAccountPoint=12\r\n')).toEqual({
      statuscode: '4',
      msgid: '#001',
      error: null,
      accountPoint: 12,
    });
    expect(parseMitakeAnswer('statuscode=e\nError=帳號、密碼錯誤')).toMatchObject({
      statuscode: 'e',
      error: '帳號、密碼錯誤',
    });
    expect(parseMitakeAnswer('garbage')).toMatchObject({ statuscode: null, msgid: null });
  });
});

describe('readSmsConfig', () => {
  it('defaults to the outbox and needs credentials for the gateway', () => {
    expect(readSmsConfig({})).toEqual({ provider: 'outbox' });
    expect(() => readSmsConfig({ SMS_PROVIDER: 'mitake' })).toThrow(/SMS_USERNAME/);
    expect(() => readSmsConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(readSmsConfig({ SMS_PROVIDER: 'mitake', SMS_USERNAME: 'u', SMS_PASSWORD: 'p' })).toEqual({
      provider: 'mitake',
      apiUrl: MITAKE_DEFAULT_URL,
      username: 'u',
      password: 'p',
    });
  });
});
