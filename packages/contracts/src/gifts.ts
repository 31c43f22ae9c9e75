// The member gift claim zone (member-area-and-tools.md §3 "Gift-list response", "Gift", "Monthly gift",
// "Gift product", "Gift cart line", §7 "Gifts and activities"; docs/decisions/032-gift-claim-zone-gift3-5-member-gifts-and.md).
import { z } from 'zod';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

export const MemberGiftProduct = z.object({
  p_id: z.number().int(),
  p_name: z.string(),
  p_img: z.string(),
  /** '0' means none. */
  p_spec: z.string(),
  stock: z.number().int(),
  items: z.array(z.unknown()),
  /** In the member's gift cart now. */
  is_claimed: z.boolean(),
  /** Taken by one of the member's orders. */
  is_received: z.boolean(),
  pivot: z.object({ gift3p_type: z.number().int().nullable() }).nullable(),
});
export type MemberGiftProduct = z.infer<typeof MemberGiftProduct>;

export const MemberGift = z.object({
  gift3_id: z.number().int(),
  gift3_title: z.string(),
  gift3_content: z.string(),
  gift3_subtitle: z.string(),
  gift3_image: z.string(),
  gift3_dt1: z.string(),
  gift3_dt2: z.string(),
  gift3_selectcount: z.number().int(),
  gift3_stock: z.number().int(),
  gift3_type: z.number().int(),
  gift3_a_count: z.number().int(),
  gift3_b_count: z.number().int(),
  gift3_a_title: z.string(),
  gift3_b_title: z.string(),
  is_eligible: z.boolean(),
  is_claimed: z.boolean(),
  level_id: z.number().int(),
  /** Claim deadline, YYYY-MM-DD; '' when the member has no claim window. */
  eligible_period: z.string(),
  products: z.array(MemberGiftProduct),
});
export type MemberGift = z.infer<typeof MemberGift>;

export const MonthlyGift = z.object({
  monthly_gift_id: z.number().int(),
  monthly_gift_name: z.string(),
  monthly_gift_desc: z.string(),
  monthly_gift_subtitle: z.string(),
  monthly_gift_banner_pc: z.string(),
  monthly_gift_banner_mobile: z.string(),
  monthly_gift_startdt: z.string(),
  monthly_gift_enddt: z.string(),
  gift_stock: z.number().int(),
  is_eligible: z.boolean(),
  is_claimed: z.boolean(),
  member_level: z.array(z.string()),
  products: z.array(MemberGiftProduct),
  p_id: z.number().int(),
});
export type MonthlyGift = z.infer<typeof MonthlyGift>;

export const GiftListAnswer = z.object({
  birthday_gifts: z.array(MemberGift),
  upgrade_gifts: z.array(MemberGift),
  renewal_gifts: z.array(MemberGift),
  monthly_gifts: z.array(MonthlyGift),
  /** HTML shown under the gifts. */
  description: z.string(),
  /** Relative image path under {host}/upload/; '' for none. */
  banner: z.string(),
});
export type GiftListAnswer = z.infer<typeof GiftListAnswer>;

export const FirstGiftEligibilityAnswer = z.object({
  /** True while the member has no valid order yet (the first-order gift). */
  is_eligible: z.boolean(),
});
export type FirstGiftEligibilityAnswer = z.infer<typeof FirstGiftEligibilityAnswer>;

export const ProductLimitActivity = z.object({
  activity_id: z.number().int(),
  activity_title: z.string(),
  gift_type: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  /** Units one member may take of each product. */
  products: z.array(z.object({ p_id: z.number().int(), limit: z.number().int() })),
});
export const ProductLimitActivitiesAnswer = z.object({ data: z.array(ProductLimitActivity) });
export type ProductLimitActivitiesAnswer = z.infer<typeof ProductLimitActivitiesAnswer>;

export const GiftCartLine = z.object({
  gift3_id: z.number().int(),
  p_id: z.number().int(),
  quantity: z.number().int(),
  p_name: z.string(),
  p_spec: z.string(),
  gift_type: z.number().int(),
});
export type GiftCartLine = z.infer<typeof GiftCartLine>;
export const GiftCartAnswer = z.object({ data: z.array(GiftCartLine) });
export type GiftCartAnswer = z.infer<typeof GiftCartAnswer>;

const GiftKind = z.enum(['birthday', 'upgrade', 'renewal', 'monthly']);

/**
 * add (§7): the fields the page sends. Only gift3_id, p_id, quantity and the product choice count: names,
 * stock, types and dates are read from the server's own rows, never from here.
 */
export const AddGiftCartBody = z.strictObject({
  gift3_id: Id,
  /** One product, or several (an upgrade gift claims its A and B picks together). */
  products: z
    .array(z.strictObject({ p_id: Id, quantity: z.literal(1) }))
    .min(1)
    .max(20),
  gift_type: GiftKind.optional(),
  member_level: z.string().max(8).optional(),
  claim_date: z.string().max(40).optional(),
  gift3_title: z.string().max(200).optional(),
});
export type AddGiftCartBody = z.infer<typeof AddGiftCartBody>;

/** remove: one product of a gift, or every product of it when p_id is left out. */
export const RemoveGiftCartBody = z.strictObject({ gift3_id: Id, p_id: Id.optional() });
export type RemoveGiftCartBody = z.infer<typeof RemoveGiftCartBody>;

export const GiftCartChangeAnswer = z.object({
  data: z.array(GiftCartLine),
  /** Points credited by this claim (birthday gifts of tiers 2–3), else 0. */
  awarded_points: z.number().int(),
});
export type GiftCartChangeAnswer = z.infer<typeof GiftCartChangeAnswer>;
