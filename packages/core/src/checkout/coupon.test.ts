import { describe, expect, it } from 'vitest';
import { type CouponTerms, type CouponUse, couponDiscountOf, couponRefusal } from './coupon.ts';

const now = new Date('2026-11-24T04:00:00Z');
const DAY_MS = 86_400_000;
const coupon: CouponTerms = {
  coupon_kind: 'amount',
  coupon_value: 100,
  min_spend: 500,
  starts_at: new Date(now.getTime() - DAY_MS),
  ends_at: new Date(now.getTime() + DAY_MS),
  member_id: null,
  per_member_limit: 1,
  total_limit: 10,
  used_count: 3,
  claimable: false,
};
const use: CouponUse = { memberId: 7, base: 800, now, memberUses: 0, holdsClaim: false };

describe('couponRefusal', () => {
  it('a public coupon within its dates, spend and limits applies', () => {
    expect(couponRefusal(coupon, use)).toBeNull();
    expect(couponRefusal({ ...coupon, total_limit: null, used_count: 500 }, use)).toBeNull();
  });

  it('is used up once every use is taken, in total or by this member', () => {
    expect(couponRefusal({ ...coupon, used_count: 10 }, use)).toBe('used_up');
    expect(couponRefusal(coupon, { ...use, memberUses: 1 })).toBe('used_up');
    expect(couponRefusal({ ...coupon, per_member_limit: 2 }, { ...use, memberUses: 1 })).toBeNull();
  });

  it('does not apply outside its dates, below its minimum spend, to another member or unclaimed', () => {
    expect(couponRefusal(coupon, { ...use, now: new Date(now.getTime() + 2 * DAY_MS) })).toBe('not_usable');
    expect(couponRefusal(coupon, { ...use, base: 499 })).toBe('not_usable');
    expect(couponRefusal({ ...coupon, member_id: 8 }, use)).toBe('not_usable');
    expect(couponRefusal({ ...coupon, claimable: true }, use)).toBe('not_usable');
    expect(couponRefusal({ ...coupon, claimable: true }, { ...use, holdsClaim: true })).toBeNull();
  });

  it('calls an unfit coupon not usable even when its uses are taken', () => {
    expect(couponRefusal({ ...coupon, used_count: 10 }, { ...use, base: 100 })).toBe('not_usable');
  });
});

describe('couponDiscountOf', () => {
  it('an amount never takes more than the base; a rate rounds to the dollar', () => {
    expect(couponDiscountOf(coupon, 800)).toBe(100);
    expect(couponDiscountOf(coupon, 60)).toBe(60);
    expect(couponDiscountOf({ coupon_kind: 'rate', coupon_value: 12 }, 1234)).toBe(148);
  });
});
