import {
  CART_SUMMARY_MAX_LINES,
  CURRENCIES,
  cartMessages,
  DATABASE_INT_MAX,
  type CartSummary as EngineCartSummary,
  MAIN_CART_MAX_UNITS_PER_PRODUCT,
  TEMP_CART_MAX_ITEMS_PER_UPDATE,
  TEMP_CART_MAX_QUANTITY,
  TEMP_CART_PATH_MAX_LENGTH,
} from '@shop/core';
import { z } from 'zod';

// The server temporary cart (storefront.md §7.5) and the cart-summary call: the pricing engine of
// packages/core run on the server's catalogue and open promotions.

const id = z.number().int().positive().max(DATABASE_INT_MAX);
const count = z.number().int().nonnegative();
const money = z.number().int();

export const TempCartItemInput = z.object({
  product_id: id,
  /** The product's quantity in the browser cart after the add (replaces the stored one). */
  quantity: z.number().int().min(1).max(TEMP_CART_MAX_QUANTITY),
  /** The page the product was added from. */
  path: z.string().max(TEMP_CART_PATH_MAX_LENGTH).default(''),
});
export const UpdateTempCartBody = z.object({
  items: z.array(TempCartItemInput).min(1).max(TEMP_CART_MAX_ITEMS_PER_UPDATE),
});
export type UpdateTempCartBody = z.input<typeof UpdateTempCartBody>;

export const TempCartItem = z.object({
  product_id: id,
  quantity: id,
  path: z.string(),
  updated_at: z.string(),
});
export type TempCartItem = z.infer<typeof TempCartItem>;
export const TempCartAnswer = z.object({ items: z.array(TempCartItem) });
export type TempCartAnswer = z.infer<typeof TempCartAnswer>;

/** Whom an update was stored for: the member, or the guest's visitor id. */
export const UpdateTempCartAnswer = TempCartAnswer.extend({ owner: z.enum(['member', 'visitor']) });
export type UpdateTempCartAnswer = z.infer<typeof UpdateTempCartAnswer>;

const productIdList = z.union([
  z.coerce.number().int().positive(),
  z.array(z.coerce.number().int().positive()),
]);
/** delete-temp-cart?product_ids[]=1&product_ids[]=2 (product_ids=1 is taken too). */
export const DeleteTempCartQuery = z
  .object({ 'product_ids[]': productIdList.optional(), product_ids: productIdList.optional() })
  .refine((q) => q['product_ids[]'] !== undefined || q.product_ids !== undefined, {
    message: 'product_ids[] is required',
    path: ['product_ids[]'],
  });
export const DeleteTempCartAnswer = z.object({ deleted: count });
export type DeleteTempCartAnswer = z.infer<typeof DeleteTempCartAnswer>;

export const BindTempCartAnswer = TempCartAnswer.extend({ merged: count });
export type BindTempCartAnswer = z.infer<typeof BindTempCartAnswer>;

// --- cart summary -------------------------------------------------------------------------------

/**
 * Units of one cart line, in every cart: 1 to the shop's per-product limit (the 4-unit rule of storefront.md
 * §5), refused with that rule's own words.
 */
const lineQuantity = z
  .number({ error: cartMessages.mainCartUnitLimit })
  .int({ error: cartMessages.mainCartUnitLimit })
  .min(1, { error: cartMessages.mainCartUnitLimit })
  .max(MAIN_CART_MAX_UNITS_PER_PRODUCT, { error: cartMessages.mainCartUnitLimit });

const activityRef = z.union([z.number().int().min(0).max(DATABASE_INT_MAX), z.string().max(40)]);
const CartEntry = z.object({
  productId: id,
  quantity: lineQuantity,
  selected: z.boolean().optional(),
  activity_type: activityRef.optional(),
  activity_id: activityRef.optional(),
});
const entries = z.array(CartEntry).max(CART_SUMMARY_MAX_LINES).default([]);

export const CartSummaryBody = z.object({
  carts: z.object({
    cart: entries,
    pointCart: entries,
    evergreenTrailCart: entries,
    onlineSkinTestCart: entries,
    // Free lines name only what they are; their names and images come from the server's records (a name
    // the browser sends is dropped), and only the member's open claims make them free.
    memberGiftCart: z
      .array(z.object({ gift3_id: id, p_id: id, quantity: lineQuantity }))
      .max(CART_SUMMARY_MAX_LINES)
      .default([]),
    memberGiftPerk: z
      .array(z.object({ p_id: id, quantity: lineQuantity }))
      .max(CART_SUMMARY_MAX_LINES)
      .default([]),
  }),
  currency: z.enum(CURRENCIES).default('TWD'),
});
export type CartSummaryBody = z.input<typeof CartSummaryBody>;

const PricedOffer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('regular') }),
  z.object({ kind: z.literal('sale_event'), saleevent_id: z.number().int(), sale: z.number() }),
  z.object({
    kind: z.literal('match_pair'),
    matchpair_id: z.number().int(),
    matchpair_sale: z.number(),
    zone: z.enum(['a', 'b']),
  }),
]);
const PricedLine = z.object({
  productId: z.number().int(),
  p_name: z.string(),
  p_img: z.string(),
  quantity: count,
  p_price: money,
  discounted_price: money,
  unitPrice: money,
  amount: money,
  struck: money.nullable(),
  offer: PricedOffer,
});
const trailItem = z.object({
  productId: z.number().int(),
  quantity: count,
  name: z.string(),
  image: z.string(),
  point: z.number().int(),
});
const giftActivityType = z.enum(['open_gift', 'category', 'choice', 'product', 'buy_gift', 'threshold']);

/** The cart state of storefront.md §3 (packages/core CartSummary). */
export const CartSummary = z.object({
  ps: z.object({
    selectedProducts: z.array(z.object({ productId: z.number().int(), quantity: count })),
    products: z.array(PricedLine),
  }),
  saleEventList: z.array(
    z.object({
      saleevent_id: z.number().int(),
      saleevent_name: z.string(),
      matchedItems: z.array(PricedLine),
      applicableDiscount: z.object({ min_count: z.number().int(), sale: z.number() }),
      subtotal: money,
    }),
  ),
  matchPairList: z.array(
    z.object({
      matchpair_id: z.number().int(),
      matchpair_name: z.string(),
      matchpair_sale: z.number(),
      matchedProducts: z.object({ a: z.array(PricedLine), b: z.array(PricedLine) }),
      pairs: count,
      subtotal: money,
    }),
  ),
  addMoneyList: z.array(
    z.object({
      addmoney_id: z.number().int(),
      addmoney_title: z.string(),
      addmoney_money: money,
      quantity: count,
      p_id: z.number().int(),
      product: z.object({ p_name: z.string(), p_img: z.string() }),
      amount: money,
      /** The most units the line may hold now (per-order maximum, stock). */
      maxQuantity: count.optional(),
    }),
  ),
  addMoneyOffers: z.array(
    z.object({
      addmoney_id: z.number().int(),
      addmoney_title: z.string(),
      addmoney_money: money,
      p_id: z.number().int(),
      max_per_order: z.number().int(),
      product: z.object({ p_name: z.string(), p_img: z.string() }),
      inCart: z.number().int(),
    }),
  ),
  choiceGiftOffers: z.array(
    z.object({
      activity_id: z.number().int(),
      activity_name: z.string(),
      choose_count: z.number().int(),
      gifts: z.array(z.object({ p_id: z.number().int(), p_name: z.string(), p_img: z.string() })),
      picked: z.array(z.number().int()),
    }),
  ),
  memberGiftPerk: z.array(
    z.object({ p_id: z.number().int(), p_name: z.string(), quantity: count, price: z.literal(0) }),
  ),
  giftList: z.array(
    z.object({
      activity_id: z.number().int(),
      activity_type: giftActivityType,
      activity_name: z.string(),
      p_id: z.number().int(),
      p_name: z.string(),
      p_img: z.string(),
      quantity: count,
      price: z.literal(0),
    }),
  ),
  routineKitList: z.array(
    z.object({
      routinekit_id: z.number().int(),
      routinekit_name: z.string(),
      image: z.string(),
      quantity: count,
      unitPrice: money,
      amount: money,
      struck: money.nullable(),
      /** The most kits the line may hold now (the 4-unit rule, the kit's and its products' stock). */
      maxQuantity: count.optional(),
      items: z
        .array(z.object({ p_id: z.number().int(), p_name: z.string(), p_price: money, quantity: count }))
        .optional(),
    }),
  ),
  pointCartWithDetails: z.array(
    z.object({
      p_id: z.number().int(),
      image: z.string(),
      name: z.string(),
      point: z.number().int(),
      quantity: count,
    }),
  ),
  memberGiftCartWithDetails: z.array(
    z.object({
      gift3_id: z.number().int(),
      p_id: z.number().int(),
      image: z.string(),
      name: z.string(),
      quantity: count,
    }),
  ),
  evergreenTrailCartWithDetails: z.array(trailItem),
  onlineSkinTestCartWithDetails: z.array(trailItem),
  evergreenTrailActivityName: z.string(),
  canGetPinkBag202510CRM: z.boolean(),
  pinkBagImg202510CRM: z.string(),
  pinkBagName202510CRM: z.string(),
  thresholdBars: z.array(
    z.object({
      activity_id: z.number().int(),
      activity_title: z.string(),
      percentage: z.number().int(),
      statusText: z.string(),
      statusTextByCurrency: z.object({ TWD: z.string(), HKD: z.string() }),
      eligibleSubtotal: money,
      discount: money,
      lightText: z.boolean(),
    }),
  ),
  listSubtotal: money,
  merchandiseSubtotal: money,
  routineKitTotal: money,
  thresholdDiscount: money,
  addMoneyTotal: money,
  grandTotalPrice: money,
  totalCartQuantity: count,
  pointCartTotalQuantity: count,
  memberGiftCartTotalQuantity: count,
  onlineSkinTestCartTotalQuantity: count,
  evergreenTrailCartTotalQuantity: count,
  pointCartTotalPoint: z.number().int(),
  evergreenTrailTotalPoint: z.number().int(),
  trialHandlingFee: money,
  pointBalance: z.number().int().nullable(),
  pointsEnough: z.boolean(),
  creditBalance: z.number().int().nullable(),
  cartHasProducts: z.boolean(),
  unpriced: z.array(
    z.object({
      cart: z.enum([
        'cart',
        'pointCart',
        'evergreenTrailCart',
        'onlineSkinTestCart',
        'memberGiftCart',
        'memberGiftPerk',
      ]),
      productId: z.number(),
      reason: z.enum([
        'missing_product',
        'out_of_stock',
        'offer_not_open',
        'trigger_not_met',
        'invalid_quantity',
        'not_entitled',
      ]),
      kind: z.enum(['routine_kit', 'add_money', 'choice_gift']).optional(),
      activity_id: z.number().int().optional(),
    }),
  ),
  /** Gifts the cart earns but the shop has run out of: left out, each with the words to show. */
  giftNotices: z
    .array(
      z.object({
        activity_id: z.number().int(),
        p_id: z.number().int(),
        p_name: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
}) satisfies z.ZodType<EngineCartSummary>;
export type CartSummary = z.infer<typeof CartSummary>;

export const CartSummaryAnswer = z.object({ summary: CartSummary });
export type CartSummaryAnswer = z.infer<typeof CartSummaryAnswer>;
