// The coupon a code names, when it applies to this member and this order (create-order and check-coupon).
import { couponRefusal, orderErrorMessages as m } from '@shop/core';
import type { Database } from '@shop/db';
import { memberHoldsClaim } from '../../modules/balances/index.ts';
import { findCouponByCode, memberCouponUses } from '../../modules/checkout/index.ts';
import { unprocessable } from './refusals.ts';

export type FoundCoupon = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

/** Null without a code; a code that does not apply is refused beside the field. */
export async function couponFor(
  db: Database,
  code: string | undefined,
  memberId: number,
  base: number,
  now: Date,
): Promise<FoundCoupon | null> {
  if (!code) return null;
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw unprocessable({ coupon_code: m.couponNotFound });
  const [memberUses, holdsClaim] = await Promise.all([
    memberCouponUses(db, coupon.coupon_id, memberId),
    // A claimable coupon works only from the member's wallet (claimed once, docs "Member balances").
    coupon.claimable ? memberHoldsClaim(db, memberId, coupon.coupon_id) : false,
  ]);
  const refusal = couponRefusal(coupon, { memberId, base, now, memberUses, holdsClaim });
  if (refusal !== null)
    throw unprocessable({ coupon_code: refusal === 'used_up' ? m.couponUsedUp : m.couponNotUsable });
  return coupon;
}
