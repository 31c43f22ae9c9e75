import type {
  ActivityOpenAnswer,
  BoughtCountAnswer,
  BoughtCountBody,
  EvergreenAnswer,
  SinglesDayClaimAnswer,
  SinglesDayStatusAnswer,
} from '@shop/contracts';
import { EVERGREEN_TRAIL_ACTIVITY_TYPE, skinTestMessages as m } from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, notFound } from '../../errors.ts';
import { type CouponRow, creditMemberCoupon, selectCouponByCode } from '../balances/index.ts';
import { ledgerBalance } from '../ledgers/index.ts';
import * as repository from './activities.repository.ts';

const DAY_MS = 86_400_000;
const SINGLES_DAY = 'singles_day';

const isOpen = (row: { starts_at: Date; ends_at: Date }, now: Date) =>
  row.starts_at.getTime() <= now.getTime() && now.getTime() < row.ends_at.getTime();

/** is-activity-open: whether the named activity is open now; an unknown one is 404. */
export async function activityOpen(db: Database, key: string, now: Date): Promise<ActivityOpenAnswer> {
  const row = await repository.selectActivity(db, key);
  if (!row) throw notFound(m.singlesDay.closed);
  return {
    activity: key,
    is_open: isOpen(row, now),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
  };
}

/** The code of a member's coupon of one activity: unique, so each member gets it once. */
export const activityCouponCode = (key: string, memberId: number) => `${key.toUpperCase()}-M${memberId}`;

function couponOf(row: CouponRow) {
  return {
    coupon_id: row.coupon_id,
    coupon_code: row.coupon_code,
    coupon_name: row.coupon_name,
    coupon_value: row.coupon_value,
    min_spend: row.min_spend,
    ends_at: row.ends_at.toISOString(),
  };
}

/** singles-day-coupons GET: open or not, the offer and the member's coupon once claimed. */
export async function singlesDayStatus(
  db: Database,
  memberId: number,
  now: Date,
): Promise<SinglesDayStatusAnswer> {
  const row = await repository.selectActivity(db, SINGLES_DAY);
  const coupon = await selectCouponByCode(db, activityCouponCode(SINGLES_DAY, memberId));
  const offer =
    row && row.coupon_value !== null && row.coupon_valid_days !== null
      ? {
          coupon_value: row.coupon_value,
          min_spend: row.coupon_min_spend,
          valid_days: row.coupon_valid_days,
          ends_at: row.ends_at.toISOString(),
        }
      : null;
  return {
    is_open: row !== null && offer !== null && isOpen(row, now),
    claimed: coupon !== null,
    offer,
    coupon: coupon ? couponOf(coupon) : null,
  };
}

/**
 * singles-day-coupons POST: credits the activity's coupon while it is open, once per member (the coupon's
 * unique code decides a race). 409 when closed or already claimed.
 */
export async function claimSinglesDay(
  db: Database,
  memberId: number,
  now: Date,
): Promise<SinglesDayClaimAnswer> {
  const row = await repository.selectActivity(db, SINGLES_DAY);
  if (!row || row.coupon_value === null || row.coupon_valid_days === null || !isOpen(row, now)) {
    throw new ApiError(409, 'ACTIVITY_CLOSED', m.singlesDay.closed);
  }
  const coupon = await creditMemberCoupon(db, {
    member_id: memberId,
    coupon_code: activityCouponCode(SINGLES_DAY, memberId),
    coupon_name: row.activity_title,
    coupon_value: row.coupon_value,
    min_spend: row.coupon_min_spend,
    starts_at: now,
    ends_at: new Date(now.getTime() + row.coupon_valid_days * DAY_MS),
  });
  if (!coupon) throw new ApiError(409, 'ALREADY_CLAIMED', m.singlesDay.alreadyClaimed);
  return { coupon: couponOf(coupon), message: m.singlesDay.claimed };
}

/** get-evergreen: the open trial, its products with the member's taken flags, and the point balance. */
export async function evergreen(db: Database, memberId: number, now: Date): Promise<EvergreenAnswer> {
  const trail = await repository.selectOpenTrail(db, now);
  if (!trail) return { evergreen: null };
  const [rows, taken, points] = await Promise.all([
    repository.selectTrailProducts(db, trail.activity_id),
    repository.selectTakenProducts(db, memberId, trail.activity_id),
    ledgerBalance(db, 'points', memberId),
  ]);
  return {
    evergreen: {
      activity_id: trail.activity_id,
      activity_type: EVERGREEN_TRAIL_ACTIVITY_TYPE,
      activity_name: trail.activity_name,
      starts_at: trail.starts_at.toISOString(),
      ends_at: trail.ends_at.toISOString(),
      max_per_product: trail.max_per_product,
      max_products: trail.max_products,
      point_balance: points,
      products: rows
        .filter((row) => row.p_show === 1)
        .map(({ p_show: _, ...row }) => ({ ...row, taken: taken.has(row.p_id) })),
    },
  };
}

/** get-products-bought-count-in-range: one count per asked product, in the order asked (0 when none). */
export async function boughtCounts(
  db: Database,
  memberId: number,
  body: BoughtCountBody,
): Promise<BoughtCountAnswer> {
  const ids = [...new Set(body.product_ids)];
  const counts = await repository.selectBoughtCounts(db, memberId, ids, body.start_date, body.end_date);
  return { counts: ids.map((p_id) => ({ p_id, count: counts.get(p_id) ?? 0 })) };
}

/** The open evergreen trial as the pricing engine needs it: its name and each product's points. */
export async function evergreenTrailForPricing(
  db: Database,
  now: Date,
): Promise<{ activity_name: string; points: Record<number, number> } | null> {
  const trail = await repository.selectOpenTrail(db, now);
  if (!trail) return null;
  const rows = await repository.selectTrailProducts(db, trail.activity_id);
  return {
    activity_name: trail.activity_name,
    points: Object.fromEntries(rows.map((r) => [r.p_id, r.point])),
  };
}
