import { isDonationCode, isValidTaxNumber } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { COMPANY_NAMES, DONATION_ORGANISATIONS, OPENING_BALANCES, SEVEN_ELEVEN_STORES } from './checkout.ts';

describe('checkout seed data', () => {
  it('every seeded 統一編號 passes the checksum and every donation code the format', () => {
    for (const c of COMPANY_NAMES) expect(isValidTaxNumber(c.tax_number), c.tax_number).toBe(true);
    for (const d of DONATION_ORGANISATIONS) expect(isDonationCode(d.donate_code)).toBe(true);
  });

  it('stores: unique six-digit ids over at least six cities, addresses starting with city and district', () => {
    const ids = SEVEN_ELEVEN_STORES.map((s) => s.store_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of SEVEN_ELEVEN_STORES) {
      expect(s.store_id).toMatch(/^\d{6}$/);
      expect(s.address.startsWith(`${s.city}${s.district}`)).toBe(true);
    }
    expect(new Set(SEVEN_ELEVEN_STORES.map((s) => s.city)).size).toBeGreaterThanOrEqual(6);
  });

  it('opening points grow with the tier', () => {
    const points = [0, 1, 2, 3].map((tier) => OPENING_BALANCES[tier]?.points ?? -1);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(OPENING_BALANCES[99]).toEqual({ points: 0, credit: 0 });
  });
});
