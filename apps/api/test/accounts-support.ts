// Helpers of the accounts tests (not a test file itself).
import { schema } from '@shop/db';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@shop/db/seed';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OAuthConfig } from '../src/integrations/oauth/config.ts';
import { type AccountsConfig, readAccountsConfig } from '../src/modules/accounts/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';

export const API = '/front-stage/v1';
export { DEMO_MEMBERS, DEMO_PASSWORD };

/**
 * A clock the test moves by hand. It stands still between moves, so expiry and cooldown checks are exact;
 * catchUp() brings it level with the real time again (providers stamp their tokens with the real one).
 */
export class TestClock {
  private ms = Date.now();
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
  catchUp(): void {
    this.ms = Math.max(this.ms, Date.now());
  }
}

export interface AccountsTestApp extends TestApp {
  clock: TestClock;
  config: AccountsConfig;
  /** Sends a call from a client address of its own unless `ip` says which. */
  call(method: InjectOptions['method'], path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** The newest code the outbox holds for a number. */
  latestCode(mobile: string): Promise<string>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

const NO_PROVIDERS: OAuthConfig = { line: null, facebook: null, google: null, redirectOrigins: [] };

export async function buildAccountsApp(
  oauth: Partial<OAuthConfig> = {},
  settings: Partial<Omit<AccountsConfig, 'oauth'>> = {},
): Promise<AccountsTestApp> {
  const clock = new TestClock();
  const config: AccountsConfig = {
    ...readAccountsConfig({ OTP_SECRET: 'test-otp-secret' }),
    ...settings,
    oauth: { ...NO_PROVIDERS, ...oauth },
  };
  const test = await buildTestApp({ accounts: { config, now: clock.now } });
  // Seeding can take a while on a busy machine.
  clock.catchUp();
  let nextIp = 1;
  return {
    ...test,
    clock,
    config,
    call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return test.app.inject({
        method,
        url: `${API}/${path}`,
        headers,
        remoteAddress: options.ip ?? `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
    },
    async latestCode(mobile) {
      const [row] = await test.db
        .select({ body: schema.smsOutbox.body })
        .from(schema.smsOutbox)
        .where(and(eq(schema.smsOutbox.mobile, mobile)))
        .orderBy(desc(schema.smsOutbox.sms_id))
        .limit(1);
      const code = row?.body.match(/\d{6}/)?.[0];
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    },
  };
}

let mobileCounter = 0;
/** A mobile number no demo member has, different on every call (per process). */
export function freshMobile(): string {
  mobileCounter += 1;
  return `0987${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(3, '0')}`;
}

export function freshEmail(): string {
  mobileCounter += 1;
  return `member${process.pid}-${mobileCounter}@example.test`;
}
