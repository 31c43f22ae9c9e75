import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DevLatestSmsAnswer, ErrorBody, SendOtpAnswer, TokenAnswer } from '@shop/contracts';
import { accountErrorMessages, OTP_LIFETIME_MS, OTP_RESEND_COOLDOWN_MS } from '@shop/core';
import { schema } from '@shop/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp, DEMO_MEMBERS } from '../../../test/accounts-support.ts';
import { readAccountsConfig } from '../accounts/index.ts';

/** Tests that build an app of their own (a migrated, seeded database) on a busy machine. */
const BUILD_APP_TIMEOUT_MS = 180_000;

let t: AccountsTestApp;

beforeAll(async () => {
  t = await buildAccountsApp({}, { smsOutboxReadable: true });
});
afterAll(async () => {
  await t?.close();
});

/** Each test uses its own demo member (login codes) so cooldowns do not meet. */
const member = (i: number) => DEMO_MEMBERS[i]!.mobile;

const sendLoginCode = (mobile: string, ip?: string) =>
  t.call('POST', 'send-otp', { body: { mobile, purpose: 'login' }, ip });
const loginWithCode = (mobile: string, otp: string) => t.call('POST', 'login/otp', { body: { mobile, otp } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('send-otp', () => {
  it('sends a 6-digit code through the outbox and states its lifetime and cooldown', async () => {
    const res = await sendLoginCode(member(0));
    expect(res.statusCode).toBe(200);
    expect(SendOtpAnswer.parse(res.json())).toEqual({
      expires_in_seconds: OTP_LIFETIME_MS / 1000,
      resend_after_seconds: OTP_RESEND_COOLDOWN_MS / 1000,
    });
    const [sms] = await t.db
      .select()
      .from(schema.smsOutbox)
      .where(eq(schema.smsOutbox.mobile, member(0)))
      .orderBy(desc(schema.smsOutbox.sms_id))
      .limit(1);
    expect(sms).toMatchObject({ provider: 'outbox', status: 'queued', purpose: 'login' });
    expect(sms!.body).toMatch(/驗證碼為 \d{6}，5 分鐘內有效/);
    // Only a hash of the code is stored.
    const code = await t.latestCode(member(0));
    const [otp] = await t.db
      .select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, member(0)))
      .orderBy(desc(schema.otpCodes.otp_id))
      .limit(1);
    expect(otp!.code_hash).not.toContain(code);
    expect(otp!.expires_at.getTime() - otp!.created_at.getTime()).toBe(OTP_LIFETIME_MS);
  });

  it('refuses a resend within 60 s with 429 and how long to wait', async () => {
    expect((await sendLoginCode(member(1))).statusCode).toBe(200);
    t.clock.advance(20_000);
    const again = await sendLoginCode(member(1));
    expect(again.statusCode).toBe(429);
    const body = ErrorBody.parse(again.json());
    expect(body.code).toBe('OTP_COOLDOWN');
    expect(body.errors?.retry_after_seconds).toEqual(['40']);
    expect(again.headers['retry-after']).toBe('40');
    expect(body.message).toBe(accountErrorMessages.otpCooldown(40));
    // Another purpose for the same number has its own cooldown.
    expect(
      (await t.call('POST', 'send-otp', { body: { mobile: member(1), purpose: 'bind-line' } })).statusCode,
    ).toBe(200);
    t.clock.advance(40_000);
    expect((await sendLoginCode(member(1))).statusCode).toBe(200);
  });

  it('attack: send-otp is no membership oracle; a login code for an unknown number looks sent but is not', async () => {
    const unknown = '0955000111';
    const res = await sendLoginCode(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      expires_in_seconds: OTP_LIFETIME_MS / 1000,
      resend_after_seconds: OTP_RESEND_COOLDOWN_MS / 1000,
    });
    const sent = await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, unknown));
    expect(sent).toEqual([]);
    // The cooldown answers alike too.
    expect((await sendLoginCode(unknown)).json().code).toBe('OTP_COOLDOWN');
    const bind = await t.call('POST', 'send-otp', { body: { mobile: unknown, purpose: 'bind-line' } });
    expect(bind.json().code).toBe('MOBILE_NOT_REGISTERED');
  });

  it('limits codes per client address (10 an hour)', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', 'send-otp', {
        ip,
        body: { mobile: `09550002${String(i).padStart(2, '0')}`, purpose: 'register' },
      });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 5; i < 10; i++) {
      expect((await sendLoginCode(`09550002${String(i).padStart(2, '0')}`, ip)).statusCode).toBe(200);
    }
    const limited = await t.call('POST', 'send-otp', {
      ip,
      body: { mobile: '0955000299', purpose: 'register' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // The limit is counted before anything about the number is said.
    const probe = await t.call('POST', 'send-otp', { ip, body: { mobile: member(0), purpose: 'register' } });
    expect(probe.statusCode).toBe(429);
  });

  it('attack: SMS pumping from one address is stopped per purpose (5 an hour)', async () => {
    const ip = '10.7.7.8';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', 'send-otp', {
        ip,
        body: { mobile: `09550003${String(i).padStart(2, '0')}`, purpose: 'register' },
      });
      expect(res.statusCode).toBe(200);
    }
    const sixth = await t.call('POST', 'send-otp', {
      ip,
      body: { mobile: '0955000399', purpose: 'register' },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect((await sendLoginCode('0955000398', ip)).statusCode).toBe(200);
  });
});

describe('attack: SMS pumping spread over many addresses', () => {
  it(
    'refuses sends past SMS_MAX_PER_HOUR for the whole shop and logs an alert',
    async () => {
      const alerts: unknown[] = [];
      const budget = await buildAccountsApp({}, { smsMaxPerHour: 3 });
      try {
        budget.app.log.error = ((entry: unknown) => alerts.push(entry)) as typeof budget.app.log.error;
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await budget.call('POST', 'send-otp', {
            body: { mobile: `09550004${String(i).padStart(2, '0')}`, purpose: 'register' },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
        const sent = await budget.db.select().from(schema.smsOutbox);
        expect(sent.filter((row) => row.mobile.startsWith('09550004'))).toHaveLength(3);
        expect(alerts).toContainEqual(expect.objectContaining({ alert: 'sms-budget-exhausted' }));
        budget.clock.advance(60 * 60 * 1000);
        const later = await budget.call('POST', 'send-otp', {
          body: { mobile: '0955000499', purpose: 'register' },
        });
        expect(later.statusCode).toBe(200);
      } finally {
        await budget.close();
      }
    },
    BUILD_APP_TIMEOUT_MS,
  );
});

describe('OTP_SENDS_PER_ADDRESS_PER_HOUR', () => {
  it('reads the per-address budget from the environment (10 when unset) and refuses a bad value', () => {
    expect(readAccountsConfig({}).otpSendsPerAddressPerHour).toBe(10);
    expect(readAccountsConfig({ OTP_SENDS_PER_ADDRESS_PER_HOUR: '40' }).otpSendsPerAddressPerHour).toBe(40);
    expect(() => readAccountsConfig({ OTP_SENDS_PER_ADDRESS_PER_HOUR: 'many' })).toThrow(
      'OTP_SENDS_PER_ADDRESS_PER_HOUR must be a whole number',
    );
  });

  it(
    'counts per address, half of it per purpose',
    async () => {
      const limited = await buildAccountsApp({}, { otpSendsPerAddressPerHour: 4 });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await limited.call('POST', 'send-otp', {
            body: { mobile: `09550006${String(i).padStart(2, '0')}`, purpose: 'register' },
            ip: '10.9.9.9',
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await limited.close();
      }
    },
    BUILD_APP_TIMEOUT_MS,
  );
});

describe('attack: SMS pumping through the campaign purpose (any number)', () => {
  it(
    'sends campaign codes only while a campaign takes signups',
    async () => {
      const later = await buildAccountsApp();
      try {
        const campaign = { mobile: '0955000501', purpose: 'campaign' };
        expect((await later.call('POST', 'send-otp', { body: campaign })).statusCode).toBe(200);
        later.clock.advance(50 * 365 * 24 * 60 * 60 * 1000);
        const closed = await later.call('POST', 'send-otp', { body: { ...campaign, mobile: '0955000502' } });
        expect(closed.statusCode).toBe(409);
        expect(closed.json().code).toBe('CAMPAIGN_ENDED');
        const sent = await later.db
          .select()
          .from(schema.smsOutbox)
          .where(eq(schema.smsOutbox.mobile, '0955000502'));
        expect(sent).toEqual([]);
      } finally {
        await later.close();
      }
    },
    BUILD_APP_TIMEOUT_MS,
  );
});

describe('attack: a stolen copy of otp_codes', () => {
  it('stores an HMAC keyed with OTP_SECRET, not a plain SHA-256 of the code', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(0));
    const code = await t.latestCode(member(0));
    const [otp] = await t.db
      .select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, member(0)))
      .orderBy(desc(schema.otpCodes.otp_id))
      .limit(1);
    const plain = createHash('sha256')
      .update(`${member(0)}:login:${code}`)
      .digest('hex');
    expect(otp!.code_hash).not.toBe(plain);
    const keyed = createHmac('sha256', t.config.otpSecret)
      .update(`${member(0)}:login:${code}`)
      .digest('hex');
    expect(otp!.code_hash).toBe(keyed);
  });

  it('keeps a generated secret in the data dir when OTP_SECRET is unset, so restarts keep codes valid', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'otp-secret-'));
    const first = readAccountsConfig({ DATA_DIR: dir }).otpSecret;
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(readAccountsConfig({ DATA_DIR: dir }).otpSecret).toBe(first);
    expect(readAccountsConfig({ DATA_DIR: dir, OTP_SECRET: 'set-by-ops' }).otpSecret).toBe('set-by-ops');
  });
});

describe('using a code', () => {
  it('logs in once with a code; the same code cannot be used again', async () => {
    await sendLoginCode(member(2));
    const code = await t.latestCode(member(2));
    const first = await loginWithCode(member(2), code);
    expect(first.statusCode).toBe(200);
    expect(
      (await t.call('GET', 'is-login', { token: TokenAnswer.parse(first.json()).token })).json(),
    ).toEqual({
      isLogin: true,
    });
    const reuse = await loginWithCode(member(2), code);
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().code).toBe('OTP_INVALID');
  });

  it('serves only one of two requests racing with the same code', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(4));
    const code = await t.latestCode(member(4));
    const answers = await Promise.all([loginWithCode(member(4), code), loginWithCode(member(4), code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it('dies after 5 minutes', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(3));
    const code = await t.latestCode(member(3));
    t.clock.advance(OTP_LIFETIME_MS);
    const res = await loginWithCode(member(3), code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'OTP_EXPIRED',
      errors: { otp: [accountErrorMessages.otpExpired] },
    });
  });

  it('still works just before it expires', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(3));
    const code = await t.latestCode(member(3));
    t.clock.advance(OTP_LIFETIME_MS - 1000);
    expect((await loginWithCode(member(3), code)).statusCode).toBe(200);
  });

  it('is bound to its purpose and its number', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const mobile = member(4);
    await t.call('POST', 'send-otp', { body: { mobile, purpose: 'bind-line' } });
    const bindCode = await t.latestCode(mobile);
    expect((await loginWithCode(mobile, bindCode)).json().code).toBe('OTP_INVALID');

    await sendLoginCode(mobile);
    const loginCode = await t.latestCode(mobile);
    expect((await loginWithCode(member(0), loginCode)).statusCode).toBe(422);
    expect((await loginWithCode(mobile, loginCode)).statusCode).toBe(200);
  });

  it('a new code retires the previous one', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(0));
    const old = await t.latestCode(member(0));
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(0));
    const fresh = await t.latestCode(member(0));
    if (old !== fresh) expect((await loginWithCode(member(0), old)).statusCode).toBe(422);
    expect((await loginWithCode(member(0), fresh)).statusCode).toBe(200);
  });

  it('dies after 5 wrong tries (429), even for the right code', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(1));
    const code = await t.latestCode(member(1));
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) {
      const res = await loginWithCode(member(1), wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('OTP_INVALID');
    }
    const fifth = await loginWithCode(member(1), wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('OTP_LOCKED');
    const right = await loginWithCode(member(1), code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('OTP_LOCKED');

    // A new code (after the cooldown) works again.
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(1));
    expect((await loginWithCode(member(1), await t.latestCode(member(1)))).statusCode).toBe(200);
  });

  it('limits codes per number to 5 an hour', async () => {
    const mobile = member(2);
    // member(2) received one login code earlier in this hour (first test of this block).
    for (let i = 0; i < 4; i++) {
      t.clock.advance(OTP_RESEND_COOLDOWN_MS);
      expect((await sendLoginCode(mobile)).statusCode).toBe(200);
    }
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const limited = await sendLoginCode(mobile);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('lets browser tests read the newest code over HTTP when SMS_OUTBOX_READABLE=true', async () => {
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    await sendLoginCode(member(3));
    const res = await t.call('GET', `dev/sms-outbox/latest?mobile=${member(3)}`);
    expect(res.statusCode).toBe(200);
    expect(DevLatestSmsAnswer.parse(res.json())).toMatchObject({
      mobile: member(3),
      purpose: 'login',
      code: await t.latestCode(member(3)),
    });
    expect((await t.call('GET', 'dev/sms-outbox/latest?mobile=0955999888')).statusCode).toBe(404);
  });

  it('refuses malformed codes before looking anything up', async () => {
    const res = await loginWithCode(member(0), '12ab56');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
