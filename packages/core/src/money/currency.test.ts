import { describe, expect, it } from 'vitest';
import {
  currencyCookie,
  currencyFromCookieHeader,
  DEFAULT_CURRENCY,
  formatPrice,
  HKD_PER_TWD_DIVISOR,
  parseCurrency,
  toHkd,
} from './currency.ts';

describe('toHkd', () => {
  it('divides by 4.10516 and rounds', () => {
    expect(HKD_PER_TWD_DIVISOR).toBe(4.10516);
    expect(toHkd(1200)).toBe(292);
    expect(toHkd(0)).toBe(0);
    expect(toHkd(2425)).toBe(591);
  });

  it('rounds on either side of a half', () => {
    // 292.5 HKD is 1200.7593 TWD: 1200.75 is just below the half, 1200.76 just above.
    expect(toHkd(1200.75)).toBe(292);
    expect(toHkd(1200.76)).toBe(293);
    // 2.05258 TWD is exactly 0.5 HKD; Math.round takes a half up.
    expect(toHkd(HKD_PER_TWD_DIVISOR / 2)).toBe(1);
    expect(toHkd(2)).toBe(0);
  });
});

describe('formatPrice', () => {
  it('writes TWD one way: NT$ with thousands separators and no space (issue 23)', () => {
    expect(formatPrice(1880, 'TWD')).toBe('NT$1,880');
    expect(formatPrice(12000, 'TWD')).toBe('NT$12,000');
    expect(formatPrice(980, 'TWD')).toBe('NT$980');
    expect(formatPrice(0, 'TWD')).toBe('NT$0');
    expect(formatPrice(1_234_567, 'TWD')).toBe('NT$1,234,567');
  });

  it('converts and prefixes HKD with "HKD "', () => {
    expect(formatPrice(1200, 'HKD')).toBe('HKD 292');
    expect(formatPrice(1201, 'HKD')).toBe('HKD 293');
    expect(formatPrice(12000, 'HKD')).toBe('HKD 2,923');
  });

  it('uses TWD by default', () => {
    expect(DEFAULT_CURRENCY).toBe('TWD');
    expect(formatPrice(980)).toBe('NT$980');
  });
});

describe('parseCurrency', () => {
  it('accepts only exactly "HKD" as HKD', () => {
    expect(parseCurrency('HKD')).toBe('HKD');
    expect(parseCurrency('TWD')).toBe('TWD');
    expect(parseCurrency('hkd')).toBe('TWD');
    expect(parseCurrency(null)).toBe('TWD');
    expect(parseCurrency(undefined)).toBe('TWD');
    expect(parseCurrency(['HKD'])).toBe('TWD');
  });
});

describe('the Currency cookie (issue 10: HKD first paint)', () => {
  it('reads HKD from a Cookie header among other cookies, TWD otherwise', () => {
    expect(currencyFromCookieHeader('a=1; Currency=HKD; b=2')).toBe('HKD');
    expect(currencyFromCookieHeader('Currency=TWD')).toBe('TWD');
    expect(currencyFromCookieHeader('Currency=EUR')).toBe('TWD');
    expect(currencyFromCookieHeader('MyCurrency=HKD')).toBe('TWD');
    expect(currencyFromCookieHeader(undefined)).toBe('TWD');
  });

  it('writes a site-wide cookie that lasts a year', () => {
    expect(currencyCookie('HKD')).toBe('Currency=HKD; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
