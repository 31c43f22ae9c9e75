// A coupon code at checkout: whether it applies to an order and what it takes off. check-coupon and
// create-order both ask here, so the discount a shopper is shown is the one the order charges.
import { PERCENT } from '../pricing/constants.ts';

export interface CouponTerms {
  /** amount: coupon_value TWD off; rate: coupon_value percent off (10 = 10% off). */
  coupon_kind: string;
  coupon_value: number;
  min_spend: number;
  starts_at: Date;
  ends_at: Date;
  /** The one member the coupon was credited to; null for a public code. */
  member_id: number | null;
  per_member_limit: number;
  /** Null: no total limit. */
  total_limit: number | null;
  /** Uses held by live orders. */
  used_count: number;
  /** Works only from the wallet of a member who claimed it. */
  claimable: boolean;
}

/** What is known of the member and the order when the code is entered. */
export interface CouponUse {
  memberId: number;
  /** The order's total after promotions (grandTotalPrice), in TWD. */
  base: number;
  now: Date;
  /** Uses of this coupon held by the member's live orders. */
  memberUses: number;
  holdsClaim: boolean;
}

/** Why a coupon cannot be used: it does not fit this order, or its uses are all taken. */
export type CouponRefusal = 'not_usable' | 'used_up';

/** Whether live orders hold every use of the coupon's total limit (no one can use it any more). */
export function couponTotalTaken(coupon: Pick<CouponTerms, 'total_limit' | 'used_count'>): boolean {
  return coupon.total_limit !== null && coupon.used_count >= coupon.total_limit;
}

function couponOpenAt(coupon: Pick<CouponTerms, 'starts_at' | 'ends_at'>, now: Date): boolean {
  return coupon.starts_at <= now && now <= coupon.ends_at;
}

/** Null when the coupon applies; the uses are judged last, so an unfit code is never called used up. */
export function couponRefusal(coupon: CouponTerms, use: CouponUse): CouponRefusal | null {
  const fits =
    couponOpenAt(coupon, use.now) &&
    (coupon.member_id === null || coupon.member_id === use.memberId) &&
    use.base >= coupon.min_spend &&
    (!coupon.claimable || use.holdsClaim);
  if (!fits) return 'not_usable';
  if (couponTotalTaken(coupon) || use.memberUses >= coupon.per_member_limit) return 'used_up';
  return null;
}

/** TWD off `base`: an amount never takes more than the base; a rate rounds to the dollar. */
export function couponDiscountOf(
  coupon: Pick<CouponTerms, 'coupon_kind' | 'coupon_value'>,
  base: number,
): number {
  return coupon.coupon_kind === 'amount'
    ? Math.min(coupon.coupon_value, base)
    : Math.round((base * coupon.coupon_value) / PERCENT);
}
