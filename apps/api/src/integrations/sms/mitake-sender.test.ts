import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MitakeGatewayFake,
  MITAKE_PASSWORD as PASSWORD,
  startMitakeGatewayFake,
  MITAKE_USERNAME as USERNAME,
} from '../../../test/mitake-gateway-fake.ts';
import { readSmsConfig } from './index.ts';
import { createMitakeSender, MITAKE_DEFAULT_URL, parseMitakeAnswer } from './mitake-sender.ts';
import { SmsDeliveryError } from './sms-sender.ts';

let gateway: MitakeGatewayFake;

beforeAll(async () => {
  gateway = await startMitakeGatewayFake();
});
afterAll(async () => {
  await gateway?.close();
});
beforeEach(() => gateway.reset());

const message = {
  mobile: '0912345678',
  body: '【米瑞法肌研所】您的驗證碼為 482913，5 分鐘內有效，請勿提供給他人。',
  purpose: 'login',
};

describe('Mitake-style SMS gateway adapter', () => {
  it("posts the account, password, destination, text and the message's client id form-encoded; answers the gateway's id", async () => {
    const sender = createMitakeSender({
      apiUrl: gateway.url,
      username: USERNAME,
      password: PASSWORD,
    });
    expect(await sender.send(message, '6f1c2d3e-0000-4000-8000-000000000001')).toEqual({
      providerMessageId: '1010079522',
    });
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(gateway.received[0]!.fields).toMatchObject({
      username: USERNAME,
      password: PASSWORD,
      dstaddr: '0912345678',
      smbody: message.body,
    });
    expect(gateway.received[0]!.fields.clientid).toBe('6f1c2d3e-0000-4000-8000-000000000001');
    await sender.send(message);
    expect(gateway.received[1]!.fields.clientid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends to a Hong Kong mobile given in E.164 as country code and number without the plus', async () => {
    const sender = createMitakeSender({
      apiUrl: gateway.url,
      username: USERNAME,
      password: PASSWORD,
    });
    expect(sender.international).toBe(true);
    await sender.send({ ...message, mobile: '+85291234567' });
    expect(gateway.received[0]!.fields.dstaddr).toBe('85291234567');
  });

  it('fails with SmsDeliveryError on wrong credentials', async () => {
    const sender = createMitakeSender({
      apiUrl: gateway.url,
      username: USERNAME,
      password: 'wrong',
    });
    await expect(sender.send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sender.send(message)).rejects.toThrow(
      'SMS gateway refused the message (statuscode e: 帳號、密碼錯誤)',
    );
  });

  it('fails on an HTTP error and on an unreachable gateway', async () => {
    const sender = createMitakeSender({
      apiUrl: gateway.url,
      username: USERNAME,
      password: PASSWORD,
    });
    gateway.answerNext({ status: 503, text: 'busy' });
    await expect(sender.send(message)).rejects.toThrow(/HTTP 503/);
    const down = createMitakeSender({
      apiUrl: 'http://127.0.0.1:9/api/mtk/SmSend',
      username: USERNAME,
      password: PASSWORD,
    });
    await expect(down.send(message)).rejects.toThrow(/unreachable/);
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
