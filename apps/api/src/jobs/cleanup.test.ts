import { OTP_LIFETIME_MS, OTP_RESEND_COOLDOWN_MS } from '@shop/core';
import { schema } from '@shop/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AccountsTestApp, buildAccountsApp, freshMobile } from '../../test/accounts-support.ts';
import { DEFAULT_CLEANUP_MINUTES, readAccountsConfig } from '../modules/accounts/index.ts';
import { LONGEST_THROTTLE_WINDOW_MS, THROTTLE_RULES } from '../modules/throttles/index.ts';
import { CLEANUP_GRACE_MS, cleanUpSpentData } from './cleanup.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

let t: AccountsTestApp;
beforeAll(async () => {
  // Cleanup off: the test runs it by hand on the test clock.
  t = await buildAccountsApp({}, { cleanupIntervalMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

/** One row of every kind of one-time data, stamped relative to `at`; answers their keys. */
async function addRows(at: Date, options: { used?: boolean } = {}) {
  const ms = at.getTime();
  const mobile = freshMobile();
  const [otp] = await t.db
    .insert(schema.otpCodes)
    .values({
      mobile,
      purpose: 'campaign',
      code_hash: 'x',
      created_at: new Date(ms),
      expires_at: new Date(ms + OTP_LIFETIME_MS),
      used_at: options.used ? new Date(ms + 1000) : null,
    })
    .returning({ id: schema.otpCodes.otp_id });
  const throttle = unique('test:throttle');
  await t.db.insert(schema.throttles).values({ key: throttle, window_start: new Date(ms), count: 3 });
  const state = unique('state');
  await t.db.insert(schema.oauthStates).values({
    state_hash: state,
    provider: 'line',
    purpose: 'login',
    nonce: 'n',
    code_verifier: 'v',
    redirect_uri: 'https://shop.example.test/callback',
    created_at: new Date(ms),
    expires_at: new Date(ms + 10 * MINUTE_MS),
  });
  const ticket = unique('ticket');
  await t.db.insert(schema.socialTickets).values({
    ticket_hash: ticket,
    kind: 'registration',
    provider: 'line',
    subject: unique('subject'),
    created_at: new Date(ms),
    expires_at: new Date(ms + 30 * MINUTE_MS),
  });
  return { otp: otp!.id, throttle, state, ticket };
}

type Keys = Awaited<ReturnType<typeof addRows>>;

/** Which of the rows are still there. */
async function remaining(keys: Keys) {
  const otps = await t.db
    .select({ id: schema.otpCodes.otp_id })
    .from(schema.otpCodes)
    .where(inArray(schema.otpCodes.otp_id, [keys.otp]));
  const throttles = await t.db
    .select({ key: schema.throttles.key })
    .from(schema.throttles)
    .where(inArray(schema.throttles.key, [keys.throttle]));
  const states = await t.db
    .select({ key: schema.oauthStates.state_hash })
    .from(schema.oauthStates)
    .where(inArray(schema.oauthStates.state_hash, [keys.state]));
  const tickets = await t.db
    .select({ key: schema.socialTickets.ticket_hash })
    .from(schema.socialTickets)
    .where(inArray(schema.socialTickets.ticket_hash, [keys.ticket]));
  return { otp: otps.length, throttle: throttles.length, state: states.length, ticket: tickets.length };
}

const ALL = { otp: 1, throttle: 1, state: 1, ticket: 1 };
const NONE = { otp: 0, throttle: 0, state: 0, ticket: 0 };

describe('cleanUpSpentData', () => {
  it('deletes rows past their expiry plus the grace period and keeps live and recent ones', async () => {
    const now = t.clock.now().getTime();
    const long = await addRows(new Date(now - LONGEST_THROTTLE_WINDOW_MS - CLEANUP_GRACE_MS - HOUR_MS), {
      used: true,
    });
    const recent = await addRows(new Date(now - 2 * HOUR_MS));
    const live = await addRows(new Date(now));

    const counts = await cleanUpSpentData({ db: t.db, now: t.clock.now });
    expect(counts).toEqual({ otpCodes: 1, throttles: 1, oauthStates: 1, socialTickets: 1 });
    expect(await remaining(long)).toEqual(NONE);
    expect(await remaining(recent)).toEqual(ALL);
    expect(await remaining(live)).toEqual(ALL);

    // A day later the recent rows are past the grace period too; the ones made "now" have one hour left.
    t.clock.advance(CLEANUP_GRACE_MS);
    await cleanUpSpentData({ db: t.db, now: t.clock.now });
    expect(await remaining(recent)).toEqual(NONE);
    expect(await remaining(live)).toEqual(ALL);
    t.clock.advance(LONGEST_THROTTLE_WINDOW_MS + 30 * MINUTE_MS);
    await cleanUpSpentData({ db: t.db, now: t.clock.now });
    expect(await remaining(live)).toEqual(NONE);
  });

  it('keeps a throttle counter whose window is still counting', async () => {
    // Every rule's window is covered, the resend cooldown too.
    for (const rule of Object.values(THROTTLE_RULES))
      expect(rule.windowMs).toBeLessThanOrEqual(LONGEST_THROTTLE_WINDOW_MS);
    expect(OTP_RESEND_COOLDOWN_MS).toBeLessThanOrEqual(LONGEST_THROTTLE_WINDOW_MS);
    const started = new Date(t.clock.now().getTime() - CLEANUP_GRACE_MS - 31 * MINUTE_MS);
    const keys = await addRows(started);
    await cleanUpSpentData({ db: t.db, now: t.clock.now });
    // Code, state and ticket expired over a day ago; the counter's hour-long window ended just under a day ago.
    expect(await remaining(keys)).toEqual({ otp: 0, throttle: 1, state: 0, ticket: 0 });
  });

  it('leaves a code that is sent and used through the API working until it is spent', async () => {
    const mobile = freshMobile();
    expect((await t.call('POST', 'send-otp', { body: { mobile, purpose: 'register' } })).statusCode).toBe(
      200,
    );
    await cleanUpSpentData({ db: t.db, now: t.clock.now });
    const otp = await t.latestCode(mobile);
    const register = await t.call('POST', 'register', {
      body: {
        mobile,
        otp,
        email: `${unique('m')}@example.test`,
        password: 'Clean-up-2026',
        name: '測試',
        birthday: '1990-01-01',
        agree_terms: true,
      },
    });
    expect(register.statusCode).toBe(200);
  });
});

describe('the scheduled cleanup', () => {
  it('runs by itself on its interval in the accounts plugin', async () => {
    const app = await buildAccountsApp({}, { cleanupIntervalMs: 20 });
    try {
      const old = await addRowsIn(app, new Date(app.clock.now().getTime() - 3 * CLEANUP_GRACE_MS));
      await vi.waitFor(
        async () => {
          const rows = await app.db
            .select({ id: schema.otpCodes.otp_id })
            .from(schema.otpCodes)
            .where(inArray(schema.otpCodes.otp_id, [old]));
          expect(rows).toHaveLength(0);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});

async function addRowsIn(app: AccountsTestApp, at: Date): Promise<number> {
  const [row] = await app.db
    .insert(schema.otpCodes)
    .values({
      mobile: freshMobile(),
      purpose: 'login',
      code_hash: 'x',
      created_at: at,
      expires_at: new Date(at.getTime() + OTP_LIFETIME_MS),
    })
    .returning({ id: schema.otpCodes.otp_id });
  return row!.id;
}

describe('ONE_TIME_DATA_CLEANUP_MINUTES', () => {
  it('sets the interval in minutes, 0 turns it off, and nonsense stops the start', () => {
    expect(readAccountsConfig({}).cleanupIntervalMs).toBe(DEFAULT_CLEANUP_MINUTES * MINUTE_MS);
    expect(readAccountsConfig({ ONE_TIME_DATA_CLEANUP_MINUTES: '5' }).cleanupIntervalMs).toBe(5 * MINUTE_MS);
    expect(readAccountsConfig({ ONE_TIME_DATA_CLEANUP_MINUTES: '0' }).cleanupIntervalMs).toBe(0);
    expect(() => readAccountsConfig({ ONE_TIME_DATA_CLEANUP_MINUTES: 'soon' })).toThrow(
      /ONE_TIME_DATA_CLEANUP_MINUTES/,
    );
  });
});
