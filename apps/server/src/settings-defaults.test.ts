import { readAccountsConfig } from '@shop/api';
import { SETTINGS, type SettingName } from '@shop/contracts/settings';
import { CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT, CONTACT_UPLOAD_MB_PER_DAY_DEFAULT } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

/** The default the README's table shows for a setting, without its backticks and any note after it. */
function documentedDefault(name: SettingName): string {
  return SETTINGS[name].default.split(' (')[0]?.replaceAll('`', '') ?? '';
}

describe("the settings table's defaults are the ones the shop uses", () => {
  it('for the server', () => {
    const config = readConfig({});
    expect(documentedDefault('PORT')).toBe(String(config.port));
    expect(documentedDefault('HOST')).toBe(config.host);
    expect(documentedDefault('DATA_DIR')).toBe(`./${config.dataDir}`);
    expect(documentedDefault('LOG_LEVEL')).toBe(config.logLevel);
    expect(documentedDefault('RATE_LIMIT_PER_MINUTE')).toBe(String(config.rateLimitPerMinute));
    expect(documentedDefault('REDIS_TIMEOUT_MS')).toBe(String(config.redisTimeoutMs));
    expect(documentedDefault('PAGE_CACHE_SECONDS')).toBe(String(config.pageCacheSeconds));
    expect(documentedDefault('SITE_URL')).toBe(`http://localhost:$PORT`);
    expect(config.siteOrigin).toBe(`http://localhost:${config.port}`);
  });

  it('for accounts and messages', () => {
    const accounts = readAccountsConfig({ OTP_SECRET: 'test' });
    expect(documentedDefault('SMS_MAX_PER_HOUR')).toBe(String(accounts.smsMaxPerHour));
    expect(documentedDefault('OTP_SENDS_PER_ADDRESS_PER_HOUR')).toBe(
      String(accounts.otpSendsPerAddressPerHour),
    );
    expect(Number(documentedDefault('ONE_TIME_DATA_CLEANUP_MINUTES')) * 60_000).toBe(
      accounts.cleanupIntervalMs,
    );
    expect(documentedDefault('SMS_PROVIDER')).toBe(accounts.sms.provider);
    expect(documentedDefault('CONTACT_UPLOAD_MB_PER_DAY')).toBe(String(CONTACT_UPLOAD_MB_PER_DAY_DEFAULT));
  });

  it('for checkout', () => {
    expect(documentedDefault('CASH_ON_PICKUP_OPEN_ORDERS_MAX')).toBe(
      String(CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT),
    );
  });
});
