import { z } from 'zod';
import { ListProduct, OpenProduct } from './catalogue.ts';

// Promotion calls (storefront.md §7.4, design/PROMOTIONS.md). Only open promotions are answered: shown,
// started and not ended. starts_at / ends_at are ISO instants; the shop shows them in Asia/Taipei.

const id = z.number().int();
const window = { starts_at: z.string(), ends_at: z.string() };

/** A product as a promotion names it (add-on item, gift, threshold gift). */
export const PromoProduct = z.object({
  p_id: id,
  p_name: z.string(),
  p_img: z.string(),
  p_spec: z.string(),
  p_price: id,
  stock: id,
});
export type PromoProduct = z.infer<typeof PromoProduct>;

export const SaleEventTier = z.object({
  /** The tier applies from this many matched units on. */
  min_count: id,
  /** Price multiplier: round(p_price × sale) per unit. */
  sale: z.number(),
});
export type SaleEventTier = z.infer<typeof SaleEventTier>;

export const SaleEvent = z.object({
  saleevent_id: id,
  saleevent_name: z.string(),
  /** discount: one tier from 1 unit; n_for_n: 任選 N 件 tiers. */
  saleevent_type: z.enum(['discount', 'n_for_n']),
  saleevent_description: z.string(),
  saleevent_banner: z.string(),
  tiers: z.array(SaleEventTier),
  p_ids: z.array(id),
  ...window,
});
export type SaleEvent = z.infer<typeof SaleEvent>;
export const SaleEventListAnswer = z.object({ saleEvents: z.array(SaleEvent) });
export type SaleEventListAnswer = z.infer<typeof SaleEventListAnswer>;
export const SaleEventAnswer = z.object({ saleEvent: SaleEvent.extend({ products: z.array(ListProduct) }) });
export type SaleEventAnswer = z.infer<typeof SaleEventAnswer>;

export const MatchPair = z.object({
  matchpair_id: id,
  matchpair_name: z.string(),
  matchpair_sale: z.number(),
  matchpair_description: z.string(),
  matchpair_banner: z.string(),
  /** a: 紅標A區 (red label zone A); b: 綠標B區 (green label zone B). */
  products: z.object({ a: z.array(ListProduct), b: z.array(ListProduct) }),
  ...window,
});
export type MatchPair = z.infer<typeof MatchPair>;
export const MatchPairListAnswer = z.object({ matchPairs: z.array(MatchPair) });
export type MatchPairListAnswer = z.infer<typeof MatchPairListAnswer>;
export const MatchPairAnswer = z.object({ matchPair: MatchPair });
export type MatchPairAnswer = z.infer<typeof MatchPairAnswer>;

export const AddMoneyItem = z.object({
  addmoney_id: id,
  addmoney_title: z.string(),
  /** Price of one add-on unit (TWD). */
  addmoney_money: id,
  p_id: id,
  max_per_order: id,
  /** subtotal: merchandise subtotal ≥ amount; product: p_id is in the cart. */
  trigger: z.object({ type: z.enum(['subtotal', 'product']), amount: id.nullable(), p_id: id.nullable() }),
  product: PromoProduct,
  ...window,
});
export type AddMoneyItem = z.infer<typeof AddMoneyItem>;
export const AddMoneyListAnswer = z.object({ addMoneyList: z.array(AddMoneyItem) });
export type AddMoneyListAnswer = z.infer<typeof AddMoneyListAnswer>;

export const PromotionScope = z.object({
  type: z.enum(['all', 'categories', 'products']),
  category_paths: z.array(z.string()),
  p_ids: z.array(id),
});
export type PromotionScope = z.infer<typeof PromotionScope>;

export const GiftProduct = PromoProduct.extend({ gift_stock: id, gift_quantity: id });
export type GiftProduct = z.infer<typeof GiftProduct>;

export const GiftActivity = z.object({
  activity_id: id,
  activity_type: z.enum(['open_gift', 'category', 'choice', 'product', 'buy_gift']),
  activity_name: z.string(),
  activity_description: z.string(),
  activity_banner: z.string(),
  /** spend: TWD in scope ≥ value; count: units in scope ≥ value; product: a scope product in the cart. */
  trigger: z.object({ type: z.enum(['spend', 'count', 'product']), value: id }),
  scope: PromotionScope,
  /** choice gifts: how many of the gifts the shopper picks. */
  choose_count: id,
  /** buy-gift events (買N送1): buy buy_count units, get gift_count gifts. */
  buy_count: id,
  gift_count: id,
  gifts: z.array(GiftProduct),
  ...window,
});
export type GiftActivity = z.infer<typeof GiftActivity>;
/** get-open-gift-list. */
export const OpenGiftListAnswer = z.object({ gifts: z.array(GiftActivity) });
export type OpenGiftListAnswer = z.infer<typeof OpenGiftListAnswer>;
/** get-open-buy-gift-list. */
export const BuyGiftListAnswer = z.object({ buyGifts: z.array(GiftActivity) });
export type BuyGiftListAnswer = z.infer<typeof BuyGiftListAnswer>;
/** get-category-activities, get-choice-gift-activities, get-product-gift-activities. */
export const GiftActivitiesAnswer = z.object({ activities: z.array(GiftActivity) });
export type GiftActivitiesAnswer = z.infer<typeof GiftActivitiesAnswer>;

export const ExchangeProduct = z.object({
  p_id: id,
  p_name: z.string(),
  p_img: z.string(),
  p_spec: z.string(),
  stock: id,
  /** The price in points is dpoint when not 0, otherwise point. */
  pivot: z.object({ point: id, dpoint: id }),
});
export type ExchangeProduct = z.infer<typeof ExchangeProduct>;
export const ExchangesAnswer = z.object({ products: z.array(ExchangeProduct) });
export type ExchangesAnswer = z.infer<typeof ExchangesAnswer>;

export const BonusEvent = z.object({
  bonus_id: id,
  bonus_name: z.string(),
  bonus_description: z.string(),
  bonus_banner: z.string(),
  point_multiplier: z.number(),
  ...window,
});
export type BonusEvent = z.infer<typeof BonusEvent>;
export const BonusEventAnswer = z.object({ bonusEvent: BonusEvent.nullable() });
export type BonusEventAnswer = z.infer<typeof BonusEventAnswer>;

export const RoutineKit = z.object({
  routinekit_id: id,
  routinekit_name: z.string(),
  routinekit_description: z.string(),
  routinekit_image: z.string(),
  routinekit_skin_type: z.string(),
  /** The kit's own price (one cart line). */
  routinekit_price: id,
  /** What its products cost one by one, for the struck-through price. */
  original_price: id,
  stock: id,
  items: z.array(z.object({ step: id, step_text: z.string(), quantity: id, product: ListProduct })),
  ...window,
});
export type RoutineKit = z.infer<typeof RoutineKit>;
export const RoutineKitListAnswer = z.object({ routineKitList: z.array(RoutineKit) });
export type RoutineKitListAnswer = z.infer<typeof RoutineKitListAnswer>;

export const ThresholdLevel = z.object({
  threshold: id,
  kind: z.enum(['amount_off', 'rate', 'gift']),
  /** amount_off: TWD off; rate: multiplier in thousandths (900 = 9折); gift: gift quantity. */
  value: id,
  gift: PromoProduct.nullable(),
  gift_stock: id,
});
export type ThresholdLevel = z.infer<typeof ThresholdLevel>;
export const ThresholdActivity = z.object({
  activity_id: id,
  activity_title: z.string(),
  activity_description: z.string(),
  scope: PromotionScope,
  /** The levels, lowest threshold first; the best reached one applies. */
  groups: z.array(ThresholdLevel),
  ...window,
});
export type ThresholdActivity = z.infer<typeof ThresholdActivity>;
/** get-threshold-discounts. */
export const ThresholdDiscountsAnswer = z.object({ activities: z.array(ThresholdActivity) });
export type ThresholdDiscountsAnswer = z.infer<typeof ThresholdDiscountsAnswer>;

export const DtcStep = z.object({
  /** 0 = advanced mode only. */
  step: id,
  step_text: z.string(),
  advanced_step_text: z.string(),
  products: z.array(ListProduct),
});
export const DtcPersonalize = z.object({
  dtc_id: id,
  dtc_title: z.string(),
  dtc_intro: z.string(),
  skin_type: z.string(),
  trial: OpenProduct.nullable(),
  steps: z.array(DtcStep),
});
export type DtcPersonalize = z.infer<typeof DtcPersonalize>;
export const DtcPersonalizeAnswer = z.object({ personalize: DtcPersonalize });
export type DtcPersonalizeAnswer = z.infer<typeof DtcPersonalizeAnswer>;

/** get-sell-pages/{id}/get-activities: the open offers that involve the product of the page. */
export const SellActivitiesAnswer = z.object({
  activities: z.object({
    saleEvents: z.array(SaleEvent),
    /** Match pairs with the zone this product sits in. */
    matchPairs: z.array(
      z.object({
        matchpair_id: id,
        matchpair_name: z.string(),
        matchpair_sale: z.number(),
        zone: z.enum(['a', 'b']),
      }),
    ),
    thresholdActivities: z.array(ThresholdActivity),
    giftActivities: z.array(GiftActivity),
    addMoneyList: z.array(AddMoneyItem),
    routineKits: z.array(z.object({ routinekit_id: id, routinekit_name: z.string(), routinekit_price: id })),
    bonusEvent: BonusEvent.nullable(),
  }),
});
export type SellActivitiesAnswer = z.infer<typeof SellActivitiesAnswer>;
