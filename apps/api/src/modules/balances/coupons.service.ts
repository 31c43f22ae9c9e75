import type {
  ClaimCouponAnswer,
  CouponsAnswer,
  CouponsQuery,
  MemberCoupon,
  OpenCouponsAnswer,
} from '@shop/contracts';
import { couponFitsTotal, couponStatus, balanceMessages as m } from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode, notFound } from '../../errors.ts';
import * as repository from './coupons.repository.ts';

function couponFields(coupon: repository.CouponRow) {
  return {
    coupon_id: coupon.coupon_id,
    coupon_code: coupon.coupon_code,
    coupon_name: coupon.coupon_name,
    coupon_kind: coupon.coupon_kind as 'amount' | 'rate',
    coupon_value: coupon.coupon_value,
    min_spend: coupon.min_spend,
    starts_at: coupon.starts_at.toISOString(),
    ends_at: coupon.ends_at.toISOString(),
  };
}

export async function openCoupons(db: Database, memberId: number, now: Date): Promise<OpenCouponsAnswer> {
  const rows = await repository.selectOpenCoupons(db, memberId, now);
  return {
    coupons: rows.map(({ coupon, claim_id }) => ({
      ...couponFields(coupon),
      remaining: coupon.claim_limit === null ? null : coupon.claim_limit - coupon.claimed_count,
      claimed: claim_id !== null,
    })),
  };
}

function memberCoupon(
  coupon: repository.CouponRow,
  liveUses: number,
  now: Date,
  total: number | undefined,
): MemberCoupon {
  const status = couponStatus(coupon, liveUses, now);
  const notStarted = coupon.starts_at > now;
  return {
    ...couponFields(coupon),
    status,
    uses_left: Math.max(0, coupon.per_member_limit - liveUses),
    fits_total:
      total === undefined
        ? null
        : status === 'usable' && !notStarted && couponFitsTotal(coupon.min_spend, total),
  };
}

export async function memberCoupons(
  db: Database,
  memberId: number,
  query: CouponsQuery,
  now: Date,
): Promise<CouponsAnswer> {
  const rows = await repository.selectMemberCoupons(db, memberId);
  const all = rows.map((row) => memberCoupon(row.coupon, Number(row.live_uses), now, query.total));
  return { coupons: query.status ? all.filter((coupon) => coupon.status === query.status) : all };
}

export async function claimCoupon(
  db: Database,
  memberId: number,
  couponId: number,
  now: Date,
): Promise<ClaimCouponAnswer> {
  const outcome = await repository.claimCoupon(db, memberId, couponId, now);
  if (outcome === 'not-claimable') throw notFound(m.couponNotClaimable);
  if (outcome === 'already') throw new ApiError(409, ErrorCode.conflict, m.couponAlreadyClaimed);
  if (outcome === 'gone') throw new ApiError(409, ErrorCode.conflict, m.couponClaimsGone);
  const { coupons } = await memberCoupons(db, memberId, {}, now);
  const coupon = coupons.find((c) => c.coupon_id === couponId);
  if (!coupon) throw notFound(m.couponNotClaimable);
  return { coupon };
}
