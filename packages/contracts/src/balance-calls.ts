// Member balances (issue 13; member-area-and-tools.md §7 "Points, credit, coupons, vouchers"): coupons,
// points, shopping credit (購物金) and gift vouchers. The spec shows no answers; these shapes are ours
// (docs/decisions/025-member-balances-coupons-points-shopping-credit-gift-vouchers.md).
import { z } from 'zod';
import { callsOf } from './define-call.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const PageQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).optional() });
export type PageQuery = z.infer<typeof PageQuery>;

const CouponFields = {
  coupon_id: z.number().int(),
  coupon_code: z.string(),
  coupon_name: z.string(),
  /** amount: coupon_value TWD off; rate: coupon_value percent off. */
  coupon_kind: z.enum(['amount', 'rate']),
  coupon_value: z.number().int(),
  min_spend: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
};

/** A claimable coupon: claims left in total (null: no limit) and whether the caller holds it already. */
export const OpenCoupon = z.object({
  ...CouponFields,
  remaining: z.number().int().nullable(),
  claimed: z.boolean(),
});
export type OpenCoupon = z.infer<typeof OpenCoupon>;
export const OpenCouponsAnswer = z.object({ coupons: z.array(OpenCoupon) });
export type OpenCouponsAnswer = z.infer<typeof OpenCouponsAnswer>;

/** One of the member's coupons; fits_total answers the `total` query (null without it). */
export const MemberCoupon = z.object({
  ...CouponFields,
  status: z.enum(['usable', 'used', 'expired']),
  uses_left: z.number().int(),
  fits_total: z.boolean().nullable(),
});
export type MemberCoupon = z.infer<typeof MemberCoupon>;
export const CouponsQuery = z.strictObject({
  status: z.enum(['usable', 'used', 'expired']).optional(),
  /** A cart's merchandise total: each usable coupon says whether its minimum spend is met. */
  total: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type CouponsQuery = z.infer<typeof CouponsQuery>;
export const CouponsAnswer = z.object({ coupons: z.array(MemberCoupon) });
export type CouponsAnswer = z.infer<typeof CouponsAnswer>;
export const CouponIdParam = z.strictObject({ id: Id });
export const ClaimCouponAnswer = z.object({ coupon: MemberCoupon });
export type ClaimCouponAnswer = z.infer<typeof ClaimCouponAnswer>;

/** One ledger entry as the member sees it. */
export const LedgerRow = z.object({
  entry_id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  note: z.string(),
  ordermain_sn: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerRow = z.infer<typeof LedgerRow>;
const LedgerPage = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  data: z.array(LedgerRow),
});

export const PcPointsAnswer = z.object({ point: z.number().int(), entries: LedgerPage });
export type PcPointsAnswer = z.infer<typeof PcPointsAnswer>;
/** A point award: what was added and the balance after it. */
export const PointAwardAnswer = z.object({
  awarded: z.number().int(),
  point: z.number().int(),
  title: z.string(),
});
export type PointAwardAnswer = z.infer<typeof PointAwardAnswer>;

export const CashbackCreditAnswer = z.object({
  credit: z.number().int(),
  expiring: z.array(z.object({ amount: z.number().int(), expires_at: z.string() })),
});
export type CashbackCreditAnswer = z.infer<typeof CashbackCreditAnswer>;
export const BonusCashListAnswer = z.object({ entries: LedgerPage });
export type BonusCashListAnswer = z.infer<typeof BonusCashListAnswer>;

export const GiftVoucher = z.object({
  voucher_id: z.number().int(),
  voucher_no: z.string(),
  voucher_name: z.string(),
  amount: z.number().int(),
  min_spend: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  used_at: z.string().nullable(),
  status: z.enum(['open', 'used', 'expired']),
});
export type GiftVoucher = z.infer<typeof GiftVoucher>;
export const GiftVouchersAnswer = z.object({
  vouchers: z.object({ total: z.number().int(), per_page: z.number().int(), data: z.array(GiftVoucher) }),
});
export type GiftVouchersAnswer = z.infer<typeof GiftVouchersAnswer>;

const balanceCall = callsOf('balances');
const member = { auth: 'required', perCaller: true } as const;

export const balanceCalls = {
  openCoupons: balanceCall({
    method: 'GET',
    route: 'get-open-coupons',
    summary: 'Coupons the member may claim now, with claims left and whether already claimed',
    answer: OpenCouponsAnswer,
    errors: [401],
    ...member,
  }),
  coupons: balanceCall({
    method: 'GET',
    route: 'get-coupons',
    summary:
      "The member's coupons (credited or claimed): usable, used or expired, and whether one fits a total",
    query: CouponsQuery,
    answer: CouponsAnswer,
    errors: [401, 422],
    ...member,
  }),
  claimCoupon: balanceCall({
    method: 'POST',
    route: 'claim-coupon/:id',
    summary: 'Claim an open coupon once into the member’s wallet (total claim limit by conditional update)',
    params: CouponIdParam,
    answer: ClaimCouponAnswer,
    status: 201,
    errors: [401, 404, 409, 422],
    auth: 'required',
  }),
  pcPoints: balanceCall({
    method: 'GET',
    route: 'get-pc-points',
    summary: "The member's point balance and one page of the points ledger, newest first",
    query: PageQuery,
    answer: PcPointsAnswer,
    errors: [401, 422],
    ...member,
  }),
  claimBirthdayPoints: balanceCall({
    method: 'GET',
    route: 'member-claim-add-pc-point',
    summary: 'The birthday point award of tiers 2–3, once a year in the birthday month',
    answer: PointAwardAnswer,
    errors: [401, 403, 409],
    ...member,
  }),
  activityPoints: balanceCall({
    method: 'GET',
    route: 'add-pc-point-by-activity',
    summary: 'The point award of the open point activity (a landing page), once per member',
    answer: PointAwardAnswer,
    errors: [401, 404, 409],
    ...member,
  }),
  cashbackCredit: balanceCall({
    method: 'GET',
    route: 'get-cashback-credit',
    summary: "The member's shopping credit (購物金) and what of it lapses when",
    answer: CashbackCreditAnswer,
    errors: [401],
    ...member,
  }),
  bonusCashList: balanceCall({
    method: 'GET',
    route: 'get-bonus-cash-list',
    summary: 'One page of the shopping-credit ledger, newest first',
    query: PageQuery,
    answer: BonusCashListAnswer,
    errors: [401, 422],
    ...member,
  }),
  returnCashbackCredit: balanceCall({
    method: 'GET',
    route: 'get-return-cashback-credit',
    summary: 'One page of shopping credit given back by cancelled or returned orders',
    query: PageQuery,
    answer: BonusCashListAnswer,
    errors: [401, 422],
    ...member,
  }),
  giftVouchers: balanceCall({
    method: 'GET',
    route: 'get-gift-vouchers',
    summary: "One page of the member's open gift vouchers, ending soonest first",
    query: PageQuery,
    answer: GiftVouchersAnswer,
    errors: [401, 422],
    ...member,
  }),
  usedGiftVouchers: balanceCall({
    method: 'GET',
    route: 'get-used-gift-vouchers',
    summary: "One page of the member's used and expired gift vouchers, newest first",
    query: PageQuery,
    answer: GiftVouchersAnswer,
    errors: [401, 422],
    ...member,
  }),
};
