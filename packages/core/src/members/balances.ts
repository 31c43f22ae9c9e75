// Rules of the member balances (issue 13): coupon states, point awards, which shopping credit lapses when.
// docs/decisions/025-member-balances-coupons-points-shopping-credit-gift-vouchers.md.
import { type CouponTerms, couponTotalTaken } from '../checkout/coupon.ts';

/** Ledger and voucher rows per page on the balance pages. */
export const BALANCE_ROWS_PER_PAGE = 10;

export type CouponStatus = 'usable' | 'used' | 'expired';
export const COUPON_STATUSES: readonly CouponStatus[] = ['usable', 'used', 'expired'];

/**
 * Used once the member's live uses reach the per-member limit; else no longer usable ('expired', shown
 * as 已失效) after ends_at or once live orders hold every use of its total limit, as check-coupon
 * refuses it then; else usable.
 */
export function couponStatus(
  coupon: Pick<CouponTerms, 'ends_at' | 'per_member_limit' | 'total_limit' | 'used_count'>,
  liveUses: number,
  now: Date,
): CouponStatus {
  if (liveUses >= coupon.per_member_limit) return 'used';
  if (coupon.ends_at < now || couponTotalTaken(coupon)) return 'expired';
  return 'usable';
}

/** Whether a usable coupon applies to a cart of this merchandise total (its minimum spend). */
export function couponFitsTotal(minSpend: number, total: number): boolean {
  return total >= minSpend;
}

/** Points of the birthday award for members of tiers 2 and 3 (member-area §6: tier > 1 and not 99). */
export const BIRTHDAY_POINTS: Readonly<Record<number, number>> = { 2: 200, 3: 500 };

export function birthdayPoints(tier: number): number {
  return BIRTHDAY_POINTS[tier] ?? 0;
}

/** YYYY-MM of a date in Asia/Taipei. */
function taipeiMonth(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** The once-a-year key of a member's birthday award, or null outside the birthday month. */
export function birthdayAwardKey(birthday: string | null, now: Date): string | null {
  if (!birthday) return null;
  const month = taipeiMonth(now);
  return birthday.slice(5, 7) === month.slice(5, 7) ? `birthday-${month.slice(0, 4)}` : null;
}

export interface CreditEntry {
  delta: number;
  expires_at: Date | null;
}

export interface ExpiringCredit {
  amount: number;
  expires_at: Date;
}

/**
 * What is left of each expiring grant, soonest first. Spending (any debit, in ledger order) uses the grant
 * that lapses first, so the shopper never loses credit they could have spent; grants without expiry go last.
 */
export function expiringCredit(entries: readonly CreditEntry[], now: Date): ExpiringCredit[] {
  const lots: { amount: number; expires_at: Date | null }[] = [];
  for (const entry of entries) {
    if (entry.delta > 0) {
      lots.push({ amount: entry.delta, expires_at: entry.expires_at });
      continue;
    }
    let debt = -entry.delta;
    lots.sort(byExpiry);
    for (const lot of lots) {
      const taken = Math.min(lot.amount, debt);
      lot.amount -= taken;
      debt -= taken;
      if (debt === 0) break;
    }
  }
  const byDate = new Map<number, number>();
  for (const lot of lots) {
    if (lot.amount <= 0 || lot.expires_at === null || lot.expires_at <= now) continue;
    const key = lot.expires_at.getTime();
    byDate.set(key, (byDate.get(key) ?? 0) + lot.amount);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, amount]) => ({ amount, expires_at: new Date(time) }));
}

function byExpiry(a: { expires_at: Date | null }, b: { expires_at: Date | null }): number {
  if (a.expires_at === null) return b.expires_at === null ? 0 : 1;
  if (b.expires_at === null) return -1;
  return a.expires_at.getTime() - b.expires_at.getTime();
}
