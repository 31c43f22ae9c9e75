import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSettings, type SettingsSource } from '@shop/contracts/settings';
import { SMS_MAX_PER_HOUR_DEFAULT } from '@shop/core';
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
  /** Key of the HMAC-SHA256 stored for each one-time code (OTP_SECRET, else a secret kept in the data dir). */
  otpSecret: string;
  /** Shop-wide SMS sends per hour (SMS_MAX_PER_HOUR). */
  smsMaxPerHour: number;
  /** One-time codes one client address may ask for in an hour (OTP_SENDS_PER_ADDRESS_PER_HOUR); half of it per purpose. */
  otpSendsPerAddressPerHour: number;
}

const OTP_SECRET_FILE = 'otp-secret';
const OTP_SECRET_BYTES = 32;

/**
 * OTP_SECRET, or (development, one process) a random secret written once to DATA_DIR/otp-secret so that
 * codes sent before a restart still work. Several processes must share OTP_SECRET.
 */
function readOtpSecret(env: SettingsSource): string {
  const configured = env.OTP_SECRET?.trim();
  if (configured) return configured;
  const file = path.resolve(env.DATA_DIR ?? 'data', OTP_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(OTP_SECRET_BYTES).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first.
      return readFileSync(file, 'utf8').trim();
    }
  }
}

function readWholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return max;
}

/** OTP_SENDS_PER_ADDRESS_PER_HOUR unset: 10 codes an hour from one address (5 for one purpose). */
export const OTP_SENDS_PER_ADDRESS_PER_HOUR_DEFAULT = 10;

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

export function readAccountsConfig(env: SettingsSource = readSettings()): AccountsConfig {
  return {
    sms: readSmsConfig(env),
    smsOutboxReadable: env.SMS_OUTBOX_READABLE === 'true',
    oauth: readOAuthConfig(env),
    cleanupIntervalMs: readCleanupIntervalMs(env.ONE_TIME_DATA_CLEANUP_MINUTES),
    otpSecret: readOtpSecret(env),
    smsMaxPerHour: readWholeNumber('SMS_MAX_PER_HOUR', env.SMS_MAX_PER_HOUR, SMS_MAX_PER_HOUR_DEFAULT),
    otpSendsPerAddressPerHour: readWholeNumber(
      'OTP_SENDS_PER_ADDRESS_PER_HOUR',
      env.OTP_SENDS_PER_ADDRESS_PER_HOUR,
      OTP_SENDS_PER_ADDRESS_PER_HOUR_DEFAULT,
    ),
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
  /** The browser and system of the request (its User-Agent), kept with a session it signs in. */
  device?: string;
}
