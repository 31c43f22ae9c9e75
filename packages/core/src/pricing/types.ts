// The pricing engine's input and output (storefront.md §3, §9; design/PROMOTIONS.md).
// The browser preview and the server's cart-summary call both hand these to priceCart, so they never
// disagree. Shapes are structural: the promotion answers of packages/contracts fit them as they are.
// Keep this file stable: add optional fields only.

import type { Currency } from '../money/currency.ts';

// ---------------------------------------------------------------------------------------------------
// Input: the carts
// ---------------------------------------------------------------------------------------------------

/**
 * activity_type of the main cart's special lines (the spec leaves them open; docs/decisions/016-pricing-engine-and-the-server-cart.md records them):
 * - ROUTINE_KIT: a routine kit bought as a kit; activity_id = routinekit_id (productId is the same id).
 * - ADD_MONEY: an add-on purchase (加價購); activity_id = addmoney_id, productId = the add-on product.
 * - CHOICE_GIFT: a picked gift of a choice-gift activity; activity_id = activity_id, productId = the gift.
 * A main-cart line without activity_type is a plain product line.
 */
export const CART_LINE_KIND = {
  ROUTINE_KIT: 'routine_kit',
  ADD_MONEY: 'add_money',
  CHOICE_GIFT: 'choice_gift',
} as const;
export type CartLineKind = (typeof CART_LINE_KIND)[keyof typeof CART_LINE_KIND];

/** activity_type of evergreen-trail items (storefront.md §2.9) and of online skin-test items (member §3). */
export const EVERGREEN_TRAIL_ACTIVITY_TYPE = 28;
export const ONLINE_SKIN_TEST_ACTIVITY_TYPE = 24;

/** One entry of a browser cart (storefront.md §3). */
export interface PricingCartItem {
  productId: number;
  quantity: number;
  /** Default true; unselected main-cart lines are shown but not priced into the totals. */
  selected?: boolean;
  activity_type?: number | string;
  activity_id?: number | string;
}

/** One line of the member gift cart (member-area §3 'Gift cart line'). */
export interface PricingMemberGiftLine {
  gift3_id: number;
  p_id: number;
  quantity: number;
  p_name?: string;
  p_img?: string;
}

/** A member gift perk (storage key memberGiftPerk): always NT$ 0. */
export interface PricingMemberGiftPerk {
  p_id: number;
  quantity: number;
  p_name?: string;
}

export interface PricingCarts {
  /** The main cart, including kit, add-on and choice-gift lines (CART_LINE_KIND). */
  cart: PricingCartItem[];
  pointCart?: PricingCartItem[];
  evergreenTrailCart?: PricingCartItem[];
  onlineSkinTestCart?: PricingCartItem[];
  memberGiftCart?: PricingMemberGiftLine[];
  memberGiftPerk?: PricingMemberGiftPerk[];
}

// ---------------------------------------------------------------------------------------------------
// Input: the catalogue snapshot
// ---------------------------------------------------------------------------------------------------

export interface PricingProduct {
  p_id: number;
  p_name: string;
  p_img: string;
  p_price: number;
  discounted_price: number;
  stock: number;
  /** Category paths the product sits in (for category-scoped promotions). */
  category_paths?: string[];
}

export interface PricingCatalogue {
  products: PricingProduct[];
}

// ---------------------------------------------------------------------------------------------------
// Input: the active promotions (the contracts' promotion answers fit these)
// ---------------------------------------------------------------------------------------------------

/** Optional open window; when both are given the engine ignores the offer outside [starts_at, ends_at). */
export interface PricingWindow {
  starts_at?: string;
  ends_at?: string;
}

export interface PricingSaleEvent extends PricingWindow {
  saleevent_id: number;
  saleevent_name: string;
  /** The tier is the highest min_count ≤ the matched units. */
  tiers: { min_count: number; sale: number }[];
  p_ids: number[];
}

export interface PricingMatchPair extends PricingWindow {
  matchpair_id: number;
  matchpair_name: string;
  matchpair_sale: number;
  /** a: 紅標A區, b: 綠標B區. */
  products: { a: { p_id: number }[]; b: { p_id: number }[] };
}

export interface PricingAddMoney extends PricingWindow {
  addmoney_id: number;
  addmoney_title: string;
  addmoney_money: number;
  p_id: number;
  max_per_order: number;
  trigger: { type: 'subtotal' | 'product'; amount: number | null; p_id: number | null };
  product?: { p_name: string; p_img: string; stock?: number };
}

export interface PricingScope {
  type: 'all' | 'categories' | 'products';
  category_paths: string[];
  p_ids: number[];
}

export interface PricingGiftProduct {
  p_id: number;
  p_name: string;
  p_img: string;
  gift_stock: number;
  gift_quantity: number;
}

export interface PricingGiftActivity extends PricingWindow {
  activity_id: number;
  activity_type: 'open_gift' | 'category' | 'choice' | 'product' | 'buy_gift';
  activity_name: string;
  trigger: { type: 'spend' | 'count' | 'product'; value: number };
  scope: PricingScope;
  choose_count: number;
  buy_count: number;
  gift_count: number;
  gifts: PricingGiftProduct[];
}

export interface PricingThresholdLevel {
  threshold: number;
  kind: 'amount_off' | 'rate' | 'gift';
  /** amount_off: TWD off; rate: thousandths (900 = 9折); gift: gift quantity. */
  value: number;
  gift: { p_id: number; p_name: string; p_img: string } | null;
  gift_stock: number;
}

export interface PricingThresholdActivity extends PricingWindow {
  activity_id: number;
  activity_title: string;
  scope: PricingScope;
  groups: PricingThresholdLevel[];
}

export interface PricingRoutineKit extends PricingWindow {
  routinekit_id: number;
  routinekit_name: string;
  routinekit_image: string;
  routinekit_price: number;
  /** What the kit's products cost one by one (struck through). */
  original_price: number;
  stock: number;
  /** The kit's products and units per kit; when given, every one must be in stock for the kit to sell. */
  items?: { p_id: number; quantity: number }[];
}

/** A product of the point zone: costs dpoint when not 0, else point. */
export interface PricingPointProduct {
  p_id: number;
  p_name?: string;
  p_img?: string;
  pivot: { point: number; dpoint: number };
}

/** The evergreen-trail activity (type 28): its name heads the mobile preview's block. */
export interface PricingEvergreenTrail {
  activity_name: string;
  /** Points shown beside each trail product, by p_id (0 when absent). */
  points?: Record<number, number>;
}

export interface PricingPromotions {
  saleEvents?: PricingSaleEvent[];
  matchPairs?: PricingMatchPair[];
  addMoneyList?: PricingAddMoney[];
  giftActivities?: PricingGiftActivity[];
  thresholdActivities?: PricingThresholdActivity[];
  routineKits?: PricingRoutineKit[];
  pointProducts?: PricingPointProduct[];
  evergreenTrail?: PricingEvergreenTrail | null;
}

// ---------------------------------------------------------------------------------------------------
// Input: the member, the campaign gift, the clock
// ---------------------------------------------------------------------------------------------------

export interface PricingMember {
  member_id: number;
  /** 0–3, or 99 for a new website member. */
  tier: number;
  /** Point balance (pc-point). */
  points: number;
  /** Shopping credit (購物金) balance in TWD; 0 when not given. */
  credit?: number;
}

/** The VIP campaign gift (【VIP肌密計畫-輸碼禮】) as the server reports it for this member. */
export interface PricingCampaignGift {
  earned: boolean;
  image: string;
  name: string;
}

/** A product line of one of the member's open gift claims (the gift zone's records, not the browser's). */
export interface PricingGiftClaimLine {
  gift3_id: number;
  p_id: number;
  p_name: string;
  quantity: number;
}

export interface PriceCartInput {
  carts: PricingCarts;
  catalogue: PricingCatalogue;
  promotions: PricingPromotions;
  member?: PricingMember | null;
  campaignGift?: PricingCampaignGift | null;
  /** ISO instant; promotions with a window are applied only inside it. */
  now: string;
  /** Currency of the display texts (statusText); amounts stay TWD. Default TWD. */
  currency?: Currency;
  /**
   * The member's open gift claims: the only free lines memberGiftPerk and memberGiftCart may hold. When
   * given, any other line of those carts is left out as not_entitled; when absent (the browser's own
   * preview) they are shown as the carts hold them.
   */
  memberGiftClaims?: PricingGiftClaimLine[];
  /** Stock of the gift products (shown or hidden) by p_id; a gift whose product has none is not given. */
  giftProductStock?: Record<number, number>;
}

// ---------------------------------------------------------------------------------------------------
// Output: the cart state of storefront.md §3
// ---------------------------------------------------------------------------------------------------

export type PricedOffer =
  | { kind: 'regular' }
  | { kind: 'sale_event'; saleevent_id: number; sale: number }
  | { kind: 'match_pair'; matchpair_id: number; matchpair_sale: number; zone: 'a' | 'b' };

/** A priced product line (§9). Amounts are integer TWD. */
export interface PricedLine {
  productId: number;
  p_name: string;
  p_img: string;
  quantity: number;
  p_price: number;
  discounted_price: number;
  /** What one unit costs after its offer. */
  unitPrice: number;
  /** unitPrice × quantity: what the shopper pays for the line. */
  amount: number;
  /** The struck-through list amount, or null when the line shows a single price. */
  struck: number | null;
  offer: PricedOffer;
}

export interface SelectedProduct {
  productId: number;
  quantity: number;
}

/** ps: the regular (offer-free) selected products. */
export interface PricedRegularProducts {
  /** selected regular products: productId and quantity. */
  selectedProducts: SelectedProduct[];
  /** the same lines, priced. */
  products: PricedLine[];
}

export interface PricedSaleEvent {
  saleevent_id: number;
  saleevent_name: string;
  matchedItems: PricedLine[];
  /** The reached tier; sale is the multiplier of §9. */
  applicableDiscount: { min_count: number; sale: number };
  subtotal: number;
}

export interface PricedMatchPair {
  matchpair_id: number;
  matchpair_name: string;
  matchpair_sale: number;
  matchedProducts: { a: PricedLine[]; b: PricedLine[] };
  /** How many A+B pairs were made. */
  pairs: number;
  subtotal: number;
}

export interface PricedAddMoney {
  addmoney_id: number;
  addmoney_title: string;
  addmoney_money: number;
  quantity: number;
  p_id: number;
  product: { p_name: string; p_img: string };
  amount: number;
  /** The most units this line may hold now: the per-order maximum and the product's stock. */
  maxQuantity?: number;
}

/** An add-on whose trigger the cart meets (offered in the preview and on /add-on-purchases). */
export interface AddMoneyOffer {
  addmoney_id: number;
  addmoney_title: string;
  addmoney_money: number;
  p_id: number;
  max_per_order: number;
  product: { p_name: string; p_img: string };
  /** Units of it already in the cart at the add-on price. */
  inCart: number;
}

/** A choice-gift activity whose threshold the cart meets: the shopper picks up to choose_count gifts. */
export interface ChoiceGiftOffer {
  activity_id: number;
  activity_name: string;
  choose_count: number;
  gifts: { p_id: number; p_name: string; p_img: string }[];
  /** p_ids already picked (priced 0 in giftList). */
  picked: number[];
}

export interface PricedMemberGiftPerk {
  p_id: number;
  p_name: string;
  quantity: number;
  price: 0;
}

export interface PricedGift {
  activity_id: number;
  activity_type: PricingGiftActivity['activity_type'] | 'threshold';
  activity_name: string;
  p_id: number;
  p_name: string;
  p_img: string;
  quantity: number;
  price: 0;
}

export interface PricedRoutineKit {
  routinekit_id: number;
  routinekit_name: string;
  image: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  struck: number | null;
  /** The most kits this line may hold now: the 4-unit rule of §5, the kit's and its products' stock. */
  maxQuantity?: number;
  /** The kit's products (units per kit), for the order's lines; names from the catalogue. */
  items?: { p_id: number; p_name: string; p_price: number; quantity: number }[];
}

export interface PricedPointItem {
  p_id: number;
  image: string;
  name: string;
  /** Points of one unit (dpoint when not 0, else point). */
  point: number;
  quantity: number;
}

export interface PricedMemberGiftItem {
  gift3_id: number;
  p_id: number;
  image: string;
  name: string;
  quantity: number;
}

export interface PricedTrailItem {
  productId: number;
  quantity: number;
  name: string;
  image: string;
  point: number;
}

/** A threshold-discount progress bar (§2.9 block 1). */
export interface ThresholdBar {
  activity_id: number;
  activity_title: string;
  /** 0–100, whole number: eligible subtotal ÷ next threshold (100 once the top level is reached). */
  percentage: number;
  /** In the input currency: '再買$300，即享滿$1500折$150' or '已達成滿$1500折$150'. */
  statusText: string;
  /** Both currencies, so a page can switch without recomputing. */
  statusTextByCurrency: Record<Currency, string>;
  /** The eligible subtotal and the reached level's discount (TWD). */
  eligibleSubtotal: number;
  discount: number;
  /** Text turns white above this percentage (§2.9); true when percentage > 55. */
  lightText: boolean;
}

/** Why a cart entry was left out of the price. */
export interface UnpricedEntry {
  cart: keyof PricingCarts;
  productId: number;
  reason:
    | 'missing_product'
    | 'out_of_stock'
    | 'offer_not_open'
    | 'trigger_not_met'
    | 'invalid_quantity'
    /** A free line the server's records do not give this member now (checkout refuses it with 422). */
    | 'not_entitled';
  /** Set for kit, add-on and choice-gift lines, so the browser can drop exactly that line. */
  kind?: CartLineKind;
  activity_id?: number;
}

/** A gift the cart earns but the shop has none of left: left out, and the preview says so. */
export interface GiftNotice {
  activity_id: number;
  p_id: number;
  p_name: string;
  /** The wording to show (pricingMessages.giftSoldOut). */
  message: string;
}

export interface CartSummary {
  ps: PricedRegularProducts;
  saleEventList: PricedSaleEvent[];
  matchPairList: PricedMatchPair[];
  addMoneyList: PricedAddMoney[];
  /** Add-ons the cart may take now (trigger met, in stock). */
  addMoneyOffers: AddMoneyOffer[];
  /** Choice-gift activities whose threshold is met. */
  choiceGiftOffers: ChoiceGiftOffer[];
  memberGiftPerk: PricedMemberGiftPerk[];
  giftList: PricedGift[];
  routineKitList: PricedRoutineKit[];
  pointCartWithDetails: PricedPointItem[];
  memberGiftCartWithDetails: PricedMemberGiftItem[];
  evergreenTrailCartWithDetails: PricedTrailItem[];
  onlineSkinTestCartWithDetails: PricedTrailItem[];
  /** Name of the activity type 28 (heads the mobile evergreen-trail block). */
  evergreenTrailActivityName: string;
  canGetPinkBag202510CRM: boolean;
  pinkBagImg202510CRM: string;
  pinkBagName202510CRM: string;
  thresholdBars: ThresholdBar[];
  /** Σ list prices (p_price) of the priced product units. */
  listSubtotal: number;
  /** Σ of product lines after item-level offers (sale events, match pairs, regular). */
  merchandiseSubtotal: number;
  routineKitTotal: number;
  /** Σ of the reached threshold levels' discounts. */
  thresholdDiscount: number;
  addMoneyTotal: number;
  /** merchandiseSubtotal + routineKitTotal − thresholdDiscount + addMoneyTotal, never below 0. */
  grandTotalPrice: number;
  /** Units of the main cart (all lines, selected or not, including kits, add-ons and picked gifts). */
  totalCartQuantity: number;
  pointCartTotalQuantity: number;
  memberGiftCartTotalQuantity: number;
  onlineSkinTestCartTotalQuantity: number;
  evergreenTrailCartTotalQuantity: number;
  pointCartTotalPoint: number;
  /** Points the evergreen-trail lines cost (their trial's points × quantity); paid like point items. */
  evergreenTrailTotalPoint: number;
  /**
   * The trial pack's handling fee (member-area §9: $65, waived when a full-price item, a regular-offer
   * product line, is bought in the same order); 0 without a trial line. Added after the coupon, like freight.
   */
  trialHandlingFee: number;
  /** The member's balance, or null for a guest; enough when balance ≥ pointCartTotalPoint. */
  pointBalance: number | null;
  pointsEnough: boolean;
  /** The member's shopping credit (購物金) in TWD, or null for a guest: the most checkout may use. */
  creditBalance: number | null;
  cartHasProducts: boolean;
  unpriced: UnpricedEntry[];
  /** Gifts earned but sold out (gift stock or product stock), left out of giftList. */
  giftNotices?: GiftNotice[];
}
