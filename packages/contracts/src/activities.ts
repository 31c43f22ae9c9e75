// The evergreen trial, singles-day coupons, activity status and bought counts (storefront.md §2.9 item 6,
// §3, §4.9, §7.8). The spec names no fields; ours are in docs/decisions/067-evergreen-trial.md and
// 068-shop-activities-and-bought-counts.md.
import { skinTestMessages } from '@shop/core';
import { z } from 'zod';

const id = z.number().int();
const isoDate = z.string();

export const EvergreenProduct = z.object({
  p_id: id,
  p_name: z.string(),
  p_img: z.string(),
  /** Points one unit costs. */
  point: id,
  stock: id,
  /** The member ordered it in this activity already (once per member). */
  taken: z.boolean(),
});
export type EvergreenProduct = z.infer<typeof EvergreenProduct>;

/** get-evergreen: the open evergreen trial (activity type 28) and its rules, or null when none is open. */
export const EvergreenAnswer = z.object({
  evergreen: z
    .object({
      activity_id: id,
      activity_type: z.literal(28),
      activity_name: z.string(),
      starts_at: isoDate,
      ends_at: isoDate,
      /** Units of one trial product an order may hold. */
      max_per_product: id,
      /** Different trial products an order may hold. */
      max_products: id,
      point_balance: id,
      products: z.array(EvergreenProduct),
    })
    .nullable(),
});
export type EvergreenAnswer = z.infer<typeof EvergreenAnswer>;

export const ActivityKey = z
  .string()
  .regex(/^[a-z0-9_]{1,40}$/)
  .default('singles_day');
export const ActivityOpenQuery = z.strictObject({ activity: ActivityKey.optional() });
export const ActivityOpenAnswer = z.object({
  activity: z.string(),
  is_open: z.boolean(),
  starts_at: isoDate.nullable(),
  ends_at: isoDate.nullable(),
});
export type ActivityOpenAnswer = z.infer<typeof ActivityOpenAnswer>;

const SinglesDayCoupon = z.object({
  coupon_id: id,
  coupon_code: z.string(),
  coupon_name: z.string(),
  coupon_value: id,
  min_spend: id,
  ends_at: isoDate,
});
export const SinglesDayStatusAnswer = z.object({
  is_open: z.boolean(),
  claimed: z.boolean(),
  /** What a claim gives (value, minimum spend, days valid); null when no singles-day activity exists. */
  offer: z.object({ coupon_value: id, min_spend: id, valid_days: id, ends_at: isoDate }).nullable(),
  /** The member's coupon once claimed. */
  coupon: SinglesDayCoupon.nullable(),
});
export type SinglesDayStatusAnswer = z.infer<typeof SinglesDayStatusAnswer>;
export const SinglesDayClaimAnswer = z.object({ coupon: SinglesDayCoupon, message: z.string() });
export type SinglesDayClaimAnswer = z.infer<typeof SinglesDayClaimAnswer>;

/** Longest period get-products-bought-count-in-range reads, in days. */
export const BOUGHT_COUNT_MAX_DAYS = 366;
const TaipeiDay = z.iso.date();
export const BoughtCountBody = z
  .strictObject({
    product_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
    /** First and last day of the period, YYYY-MM-DD in Asia/Taipei, both included. */
    start_date: TaipeiDay,
    end_date: TaipeiDay,
  })
  .refine((b) => b.start_date <= b.end_date, {
    path: ['end_date'],
    error: skinTestMessages.boughtCount.rangeInverted,
  })
  .refine((b) => (Date.parse(b.end_date) - Date.parse(b.start_date)) / 86_400_000 < BOUGHT_COUNT_MAX_DAYS, {
    path: ['end_date'],
    error: skinTestMessages.boughtCount.rangeTooLong(BOUGHT_COUNT_MAX_DAYS),
  });
export type BoughtCountBody = z.infer<typeof BoughtCountBody>;
export const BoughtCountAnswer = z.object({
  /** One entry per asked product, in the order asked: units in the member's paid orders of the period. */
  counts: z.array(z.object({ p_id: id, count: id })),
});
export type BoughtCountAnswer = z.infer<typeof BoughtCountAnswer>;
