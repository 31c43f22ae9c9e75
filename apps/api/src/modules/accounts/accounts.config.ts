import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { type OAuthConfig, readOAuthConfig } from '../../integrations/oauth/config.ts';
import { readSmsConfig, type SmsConfig, type SmsSender } from '../../integrations/sms/index.ts';

/** Everything the accounts calls read from the environment (README "Configuration"). */
export interface AccountsConfig {
  sms: SmsConfig;
  /** SMS_OUTBOX_READABLE=true opens GET dev/sms-outbox/latest (outbox provider only) for browser tests. */
  smsOutboxReadable: boolean;
  oauth: OAuthConfig;
  /** How often spent codes, throttle rows, OAuth states and tickets are deleted; 0 turns it off. */
  cleanupIntervalMs: number;
}

const MINUTE_MS = 60_000;
/** ONE_TIME_DATA_CLEANUP_MINUTES: the cleanup's interval (README "Configuration"). */
export const DEFAULT_CLEANUP_MINUTES = 15;

function readCleanupIntervalMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_CLEANUP_MINUTES * MINUTE_MS;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new Error(`ONE_TIME_DATA_CLEANUP_MINUTES must be a number of minutes (0 = off), not "${value}"`);
  }
  return Math.round(minutes * MINUTE_MS);
}

export function readAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  return {
    sms: readSmsConfig(env),
    smsOutboxReadable: env.SMS_OUTBOX_READABLE === 'true',
    oauth: readOAuthConfig(env),
    cleanupIntervalMs: readCleanupIntervalMs(env.ONE_TIME_DATA_CLEANUP_MINUTES),
  };
}

/** What a host (or a test) may set instead of the environment. */
export interface AccountsOptions {
  config?: AccountsConfig;
  /** The clock of codes, throttles, tickets and sessions; tests move it. */
  now?: () => Date;
  /** Replaces the sender chosen by config.sms. */
  sms?: SmsSender;
}

/** What every accounts service function works with. */
export interface AccountsContext {
  db: Database;
  config: AccountsConfig;
  now: () => Date;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

/** Who is calling: the member behind the bearer token (or null) and the client address. */
export interface Caller {
  memberId: number | null;
  ip: string;
  /** The bearer token of the request, when it has a live one. */
  token: string | null;
}
