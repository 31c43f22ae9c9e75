import { describe, expect, it } from 'vitest';
import { balanceMessages } from '../messages/members.ts';
import {
  birthdayAwardKey,
  birthdayPoints,
  couponFitsTotal,
  couponStatus,
  expiringCredit,
} from './balances.ts';

const NOW = new Date('2026-11-24T05:00:00Z');
const day = (iso: string) => new Date(`${iso}T23:59:59+08:00`);

describe('couponStatus', () => {
  const coupon = { ends_at: day('2026-12-31'), per_member_limit: 2, total_limit: null, used_count: 0 };
  it('is usable below the per-member limit and before the end', () => {
    expect(couponStatus(coupon, 1, NOW)).toBe('usable');
  });
  it('is used once the live uses reach the limit, even after the end', () => {
    expect(couponStatus(coupon, 2, NOW)).toBe('used');
    expect(couponStatus({ ...coupon, ends_at: day('2026-01-01') }, 2, NOW)).toBe('used');
  });
  it('is expired after the end when uses are left', () => {
    expect(couponStatus({ ...coupon, ends_at: day('2026-11-23') }, 0, NOW)).toBe('expired');
  });
  it('is no longer usable once live orders hold every use of its total limit', () => {
    const limited = { ...coupon, total_limit: 100 };
    expect(couponStatus({ ...limited, used_count: 99 }, 0, NOW)).toBe('usable');
    expect(couponStatus({ ...limited, used_count: 100 }, 0, NOW)).toBe('expired');
    expect(couponStatus({ ...limited, used_count: 100 }, 2, NOW)).toBe('used');
  });
  it('fits a cart total from its minimum spend on', () => {
    expect(couponFitsTotal(650, 649)).toBe(false);
    expect(couponFitsTotal(650, 650)).toBe(true);
  });
});

describe('birthday points', () => {
  it('go to tiers 2 and 3 only', () => {
    expect([0, 1, 2, 3, 99].map(birthdayPoints)).toEqual([0, 0, 200, 500, 0]);
  });
  it('are keyed once per year in the birthday month (Taipei)', () => {
    expect(birthdayAwardKey('1990-11-03', NOW)).toBe('birthday-2026');
    expect(birthdayAwardKey('1990-12-03', NOW)).toBeNull();
    expect(birthdayAwardKey('1990-12-03', new Date('2026-11-30T16:00:00Z'))).toBe('birthday-2026');
    expect(birthdayAwardKey(null, NOW)).toBeNull();
  });
});

describe('expiringCredit', () => {
  it('spends the grant that lapses first and groups what is left by date', () => {
    const entries = [
      { delta: 300, expires_at: null },
      { delta: 200, expires_at: day('2027-01-31') },
      { delta: 100, expires_at: day('2026-12-31') },
      { delta: -150, expires_at: null },
      { delta: 50, expires_at: day('2027-01-31') },
    ];
    expect(expiringCredit(entries, NOW)).toEqual([{ amount: 200 + 50 - 50, expires_at: day('2027-01-31') }]);
  });
  it('leaves out lapsed grants and grants without expiry', () => {
    expect(
      expiringCredit(
        [
          { delta: 100, expires_at: day('2026-11-01') },
          { delta: 100, expires_at: null },
        ],
        NOW,
      ),
    ).toEqual([]);
  });
});

describe('balance wording', () => {
  it('names rate coupons the Taiwanese way', () => {
    expect(balanceMessages.rateOff(10)).toBe('9 折');
    expect(balanceMessages.rateOff(15)).toBe('85 折');
    expect(balanceMessages.minSpend('1,500')).toBe('滿 NT$1,500 可用');
  });
});
