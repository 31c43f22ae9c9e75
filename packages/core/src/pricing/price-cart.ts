// priceCart: carts + catalogue snapshot + open promotions + member + clock → the cart state of
// storefront.md §3, every line priced as §9 says, in the order of design/PROMOTIONS.md.
import { exchangePoints } from '../catalogue/price-display.ts';
import { MAIN_CART_MAX_UNITS_PER_PRODUCT } from '../constants.ts';
import { errorMessages } from '../messages/errors.ts';
import { DEFAULT_CURRENCY } from '../money/currency.ts';
import { TRIAL_HANDLING_FEE, TRIAL_PRODUCT_ID } from '../skin-tests/constants.ts';
import { entitledFreeLines } from './free-lines.ts';
import { earnedGifts, type GiftPick } from './gift-activities.ts';
import { soldOutNotices, withGiftProductStock, withUnlimitedGifts } from './gift-stock.ts';
import { type Arrangement, arrangeItemOffers, item, type OfferLine } from './item-offers.ts';
import { isOpen } from './scope.ts';
import { applyThresholds } from './thresholds.ts';
import {
  type AddMoneyOffer,
  CART_LINE_KIND,
  type CartSummary,
  type GiftNotice,
  type PriceCartInput,
  type PricedAddMoney,
  type PricedGift,
  type PricedLine,
  type PricedMatchPair,
  type PricedRoutineKit,
  type PricedSaleEvent,
  type PricedTrailItem,
  type PricingAddMoney,
  type PricingCartItem,
  type PricingCarts,
  type PricingProduct,
  type PricingPromotions,
  type PricingRoutineKit,
  type UnpricedEntry,
} from './types.ts';

type Catalogue = Map<number, PricingProduct>;

function validQuantity(item: { quantity: unknown }): boolean {
  return typeof item.quantity === 'number' && Number.isInteger(item.quantity) && item.quantity > 0;
}

function sumQuantities(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Only the promotions open at `now`. */
function openPromotions(promotions: PricingPromotions, now: number): Required<PricingPromotions> {
  const open = <T extends { starts_at?: string; ends_at?: string }>(list: T[] | undefined) =>
    (list ?? []).filter((offer) => isOpen(offer, now));
  return {
    saleEvents: open(promotions.saleEvents),
    matchPairs: open(promotions.matchPairs),
    addMoneyList: open(promotions.addMoneyList),
    giftActivities: open(promotions.giftActivities),
    thresholdActivities: open(promotions.thresholdActivities),
    routineKits: open(promotions.routineKits),
    pointProducts: promotions.pointProducts ?? [],
    evergreenTrail: promotions.evergreenTrail ?? null,
  };
}

interface MainCartParts {
  plain: PricingCartItem[];
  kits: PricingCartItem[];
  addOns: PricingCartItem[];
  picks: GiftPick[];
}

/** Splits the valid, selected main-cart entries by kind. */
function splitMainCart(items: PricingCartItem[], unpriced: UnpricedEntry[]): MainCartParts {
  const parts: MainCartParts = { plain: [], kits: [], addOns: [], picks: [] };
  for (const item of items) {
    if (!validQuantity(item)) {
      unpriced.push({ cart: 'cart', productId: Number(item.productId), reason: 'invalid_quantity' });
      continue;
    }
    if (item.selected === false) continue;
    if (item.activity_type === CART_LINE_KIND.ROUTINE_KIT) parts.kits.push(item);
    else if (item.activity_type === CART_LINE_KIND.ADD_MONEY) parts.addOns.push(item);
    else if (item.activity_type === CART_LINE_KIND.CHOICE_GIFT)
      parts.picks.push({
        activity_id: Number(item.activity_id),
        p_id: item.productId,
        quantity: item.quantity,
      });
    else parts.plain.push(item);
  }
  return parts;
}

/** One line per product (a product entered twice is one line), in cart order; unsellable ones left out. */
function offerLines(plain: PricingCartItem[], catalogue: Catalogue, unpriced: UnpricedEntry[]): OfferLine[] {
  const lines = new Map<number, OfferLine>();
  for (const item of plain) {
    const product = catalogue.get(item.productId);
    if (!product || product.stock <= 0) {
      const reason = product ? 'out_of_stock' : 'missing_product';
      unpriced.push({ cart: 'cart', productId: item.productId, reason });
      continue;
    }
    const line = lines.get(product.p_id);
    if (line) line.quantity += item.quantity;
    else lines.set(product.p_id, { product, quantity: item.quantity });
  }
  return [...lines.values()];
}

function pricedLines(lines: OfferLine[], arrangement: Arrangement): PricedLine[] {
  return arrangement.portions.map(({ lineIndex, quantity, unitPrice, offer }) => {
    const { product } = item(lines, lineIndex);
    const amount = unitPrice * quantity;
    const list = product.p_price * quantity;
    return {
      productId: product.p_id,
      p_name: product.p_name || errorMessages.productLoading,
      p_img: product.p_img,
      quantity,
      p_price: product.p_price,
      discounted_price: product.discounted_price,
      unitPrice,
      amount,
      struck: amount === list ? null : list,
      offer,
    };
  });
}

function subtotal(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

function saleEventGroups(lines: PricedLine[], open: Required<PricingPromotions>, arrangement: Arrangement) {
  const groups: PricedSaleEvent[] = [];
  for (const event of open.saleEvents) {
    const tier = arrangement.saleTiers.get(event.saleevent_id);
    const matchedItems = lines.filter(
      (l) => l.offer.kind === 'sale_event' && l.offer.saleevent_id === event.saleevent_id,
    );
    if (!tier || matchedItems.length === 0) continue;
    groups.push({
      saleevent_id: event.saleevent_id,
      saleevent_name: event.saleevent_name,
      matchedItems,
      applicableDiscount: { min_count: tier.min_count, sale: tier.sale },
      subtotal: subtotal(matchedItems),
    });
  }
  return groups;
}

function matchPairGroups(lines: PricedLine[], open: Required<PricingPromotions>, arrangement: Arrangement) {
  const groups: PricedMatchPair[] = [];
  for (const pair of open.matchPairs) {
    const pairs = arrangement.pairCounts.get(pair.matchpair_id) ?? 0;
    if (pairs === 0) continue;
    const inPair = (zone: 'a' | 'b') =>
      lines.filter(
        (l) =>
          l.offer.kind === 'match_pair' &&
          l.offer.matchpair_id === pair.matchpair_id &&
          l.offer.zone === zone,
      );
    const a = inPair('a');
    const b = inPair('b');
    groups.push({
      matchpair_id: pair.matchpair_id,
      matchpair_name: pair.matchpair_name,
      matchpair_sale: pair.matchpair_sale,
      matchedProducts: { a, b },
      pairs,
      subtotal: subtotal(a) + subtotal(b),
    });
  }
  return groups;
}

/** Kits of this kind the stock allows: the kit's own stock and every item's product stock. */
function kitsInStock(kit: PricingRoutineKit, catalogue: Catalogue): number {
  let available = kit.stock;
  for (const part of kit.items ?? []) {
    const stock = catalogue.get(part.p_id)?.stock ?? 0;
    available = Math.min(available, Math.floor(stock / Math.max(1, part.quantity)));
  }
  return available;
}

function routineKitLines(
  kits: PricingCartItem[],
  open: Required<PricingPromotions>,
  catalogue: Catalogue,
  unpriced: UnpricedEntry[],
) {
  const priced: PricedRoutineKit[] = [];
  for (const item of kits) {
    const kitId = Number(item.activity_id ?? item.productId);
    const kit = open.routineKits.find((k) => k.routinekit_id === kitId);
    const available = kit ? kitsInStock(kit, catalogue) : 0;
    if (!kit || available < item.quantity) {
      const reason = kit ? 'out_of_stock' : 'offer_not_open';
      unpriced.push({
        cart: 'cart',
        productId: kitId,
        reason,
        kind: CART_LINE_KIND.ROUTINE_KIT,
        activity_id: kitId,
      });
      continue;
    }
    const amount = kit.routinekit_price * item.quantity;
    const list = kit.original_price * item.quantity;
    priced.push({
      routinekit_id: kit.routinekit_id,
      routinekit_name: kit.routinekit_name,
      image: kit.routinekit_image,
      quantity: item.quantity,
      unitPrice: kit.routinekit_price,
      amount,
      struck: list > amount ? list : null,
      maxQuantity: Math.max(item.quantity, Math.min(MAIN_CART_MAX_UNITS_PER_PRODUCT, available)),
      items: (kit.items ?? []).map((part) => ({
        p_id: part.p_id,
        p_name: catalogue.get(part.p_id)?.p_name ?? errorMessages.productLoading,
        p_price: catalogue.get(part.p_id)?.p_price ?? 0,
        quantity: part.quantity,
      })),
    });
  }
  return priced;
}

interface AddOnContext {
  open: Required<PricingPromotions>;
  catalogue: Catalogue;
  /** Merchandise subtotal the subtotal trigger compares with (product lines and kits). */
  spend: number;
  productsInCart: Set<number>;
  unpriced: UnpricedEntry[];
}

function triggerMet(offer: PricingAddMoney, context: AddOnContext): boolean {
  if (offer.trigger.type === 'subtotal') return context.spend >= (offer.trigger.amount ?? 0);
  return offer.trigger.p_id !== null && context.productsInCart.has(offer.trigger.p_id);
}

function addOnLines(addOns: PricingCartItem[], context: AddOnContext): PricedAddMoney[] {
  const priced: PricedAddMoney[] = [];
  for (const item of addOns) {
    const offer = context.open.addMoneyList.find(
      (a) => a.addmoney_id === Number(item.activity_id) && a.p_id === item.productId,
    );
    const product = context.catalogue.get(item.productId);
    const met = offer !== undefined && triggerMet(offer, context);
    if (!offer || !met || !product || product.stock < Math.min(item.quantity, offer.max_per_order)) {
      const reason = !offer ? 'offer_not_open' : met ? 'out_of_stock' : 'trigger_not_met';
      context.unpriced.push({
        cart: 'cart',
        productId: item.productId,
        reason,
        kind: CART_LINE_KIND.ADD_MONEY,
        activity_id: Number(item.activity_id),
      });
      continue;
    }
    const quantity = Math.min(item.quantity, offer.max_per_order);
    priced.push({
      addmoney_id: offer.addmoney_id,
      addmoney_title: offer.addmoney_title,
      addmoney_money: offer.addmoney_money,
      quantity,
      p_id: offer.p_id,
      product: {
        p_name: offer.product?.p_name ?? product?.p_name ?? errorMessages.productLoading,
        p_img: offer.product?.p_img ?? product?.p_img ?? '',
      },
      amount: offer.addmoney_money * quantity,
      maxQuantity: Math.min(offer.max_per_order, product.stock),
    });
  }
  return priced;
}

/** Add-ons the cart may take now: open, trigger met, product in stock. */
function addOnOffers(context: AddOnContext, taken: PricedAddMoney[]): AddMoneyOffer[] {
  return context.open.addMoneyList.flatMap((offer) => {
    const product = context.catalogue.get(offer.p_id);
    if (!product || product.stock <= 0 || !triggerMet(offer, context)) return [];
    const inCart = taken
      .filter((a) => a.addmoney_id === offer.addmoney_id)
      .reduce((sum, a) => sum + a.quantity, 0);
    return [
      {
        addmoney_id: offer.addmoney_id,
        addmoney_title: offer.addmoney_title,
        addmoney_money: offer.addmoney_money,
        p_id: offer.p_id,
        max_per_order: offer.max_per_order,
        product: {
          p_name: offer.product?.p_name ?? product.p_name,
          p_img: offer.product?.p_img ?? product.p_img,
        },
        inCart,
      },
    ];
  });
}

function pointItems(carts: PricingCarts, open: Required<PricingPromotions>, catalogue: Catalogue) {
  return (carts.pointCart ?? []).filter(validQuantity).map((item) => {
    const exchange = open.pointProducts.find((p) => p.p_id === item.productId);
    const product = catalogue.get(item.productId);
    return {
      p_id: item.productId,
      image: exchange?.p_img ?? product?.p_img ?? '',
      name: exchange
        ? (exchange.p_name ?? product?.p_name ?? errorMessages.productLoading)
        : errorMessages.productMissing,
      point: exchange ? exchangePoints(exchange.pivot) : 0,
      quantity: item.quantity,
    };
  });
}

function trailItems(
  items: PricingCartItem[] | undefined,
  catalogue: Catalogue,
  points?: Record<number, number>,
) {
  return (items ?? []).filter(validQuantity).map(
    (item): PricedTrailItem => ({
      productId: item.productId,
      quantity: item.quantity,
      name: catalogue.get(item.productId)?.p_name ?? errorMessages.productLoading,
      image: catalogue.get(item.productId)?.p_img ?? '',
      point: points?.[item.productId] ?? 0,
    }),
  );
}

/** The whole cart state; pure and deterministic: the same input always gives the same output. */
export function priceCart(input: PriceCartInput): CartSummary {
  const unpriced: UnpricedEntry[] = [];
  const catalogue: Catalogue = new Map(input.catalogue.products.map((p) => [p.p_id, p]));
  const open = openPromotions(input.promotions, Date.parse(input.now));
  const { carts } = input;
  const currency = input.currency ?? DEFAULT_CURRENCY;

  // 1. item-level offers → merchandise subtotal
  const parts = splitMainCart(carts.cart, unpriced);
  const lines = offerLines(parts.plain, catalogue, unpriced);
  const arrangement = arrangeItemOffers(lines, open.saleEvents, open.matchPairs);
  const priced = pricedLines(lines, arrangement);
  const regular = priced.filter((l) => l.offer.kind === 'regular');
  const routineKitList = routineKitLines(parts.kits, open, catalogue, unpriced);
  const merchandiseSubtotal = subtotal(priced);
  const routineKitTotal = subtotal(routineKitList);

  // 2. threshold activities → discount and gifts; gift activities (while the gift and its product last)
  const productStock = (p_id: number) => input.giftProductStock?.[p_id] ?? catalogue.get(p_id)?.stock;
  const stocked = withGiftProductStock(open, productStock);
  const thresholds = applyThresholds(
    stocked.thresholdActivities,
    priced,
    catalogue,
    currency,
    routineKitTotal,
  );
  const gifts = earnedGifts(stocked.giftActivities, priced, catalogue, parts.picks);
  const giftList = [...thresholds.gifts, ...gifts.lines];
  const giftNotices = stocked.short
    ? soldOutGifts(open, priced, catalogue, parts.picks, giftList, routineKitTotal)
    : [];
  const noticed = (pick: GiftPick) =>
    giftNotices.some((n) => n.activity_id === pick.activity_id && n.p_id === pick.p_id);
  for (const pick of gifts.dropped.filter((p) => !noticed(p)))
    unpriced.push({
      cart: 'cart',
      productId: pick.p_id,
      reason: 'trigger_not_met',
      kind: CART_LINE_KIND.CHOICE_GIFT,
      activity_id: pick.activity_id,
    });

  // 4. add-ons (their own lines)
  const addOnContext: AddOnContext = {
    open,
    catalogue,
    spend: merchandiseSubtotal + routineKitTotal,
    productsInCart: new Set(lines.map((l) => l.product.p_id)),
    unpriced,
  };
  const addMoneyList = addOnLines(parts.addOns, addOnContext);
  const addMoneyTotal = subtotal(addMoneyList);

  const pointCartWithDetails = pointItems(carts, open, catalogue);
  const { gifts: memberGiftCartWithDetails, perks: memberGiftPerk } = entitledFreeLines(
    carts,
    catalogue,
    input.memberGiftClaims ?? [],
    unpriced,
  );
  const evergreenTrailCartWithDetails = trailItems(
    carts.evergreenTrailCart,
    catalogue,
    open.evergreenTrail?.points,
  );
  const onlineSkinTestCartWithDetails = trailItems(carts.onlineSkinTestCart, catalogue);
  const pointCartTotalPoint = pointCartWithDetails.reduce((sum, item) => sum + item.point * item.quantity, 0);
  const evergreenTrailTotalPoint = evergreenTrailCartWithDetails.reduce(
    (sum, item) => sum + item.point * item.quantity,
    0,
  );
  const pointsNeeded = pointCartTotalPoint + evergreenTrailTotalPoint;
  const hasTrial = onlineSkinTestCartWithDetails.some((item) => item.productId === TRIAL_PRODUCT_ID);
  const trialHandlingFee = hasTrial && regular.length === 0 ? TRIAL_HANDLING_FEE : 0;
  const pointBalance = input.member ? input.member.points : null;

  const totalCartQuantity = sumQuantities(carts.cart.filter(validQuantity));
  const pointCartTotalQuantity = sumQuantities(pointCartWithDetails);
  const memberGiftCartTotalQuantity = sumQuantities(memberGiftCartWithDetails);
  const onlineSkinTestCartTotalQuantity = sumQuantities(onlineSkinTestCartWithDetails);
  const evergreenTrailCartTotalQuantity = sumQuantities(evergreenTrailCartWithDetails);
  const grandTotalPrice = Math.max(
    0,
    merchandiseSubtotal + routineKitTotal - thresholds.discount + addMoneyTotal,
  );

  return {
    ps: {
      selectedProducts: regular.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      products: regular,
    },
    saleEventList: saleEventGroups(priced, open, arrangement),
    matchPairList: matchPairGroups(priced, open, arrangement),
    addMoneyList,
    addMoneyOffers: addOnOffers(addOnContext, addMoneyList),
    choiceGiftOffers: gifts.choiceOffers,
    memberGiftPerk,
    giftList,
    routineKitList,
    pointCartWithDetails,
    memberGiftCartWithDetails,
    evergreenTrailCartWithDetails,
    onlineSkinTestCartWithDetails,
    evergreenTrailActivityName: open.evergreenTrail?.activity_name ?? '',
    canGetPinkBag202510CRM: input.campaignGift?.earned === true,
    pinkBagImg202510CRM: input.campaignGift?.image ?? '',
    pinkBagName202510CRM: input.campaignGift?.name ?? '',
    thresholdBars: thresholds.bars,
    listSubtotal: priced.reduce((sum, l) => sum + l.p_price * l.quantity, 0),
    merchandiseSubtotal,
    routineKitTotal,
    thresholdDiscount: thresholds.discount,
    addMoneyTotal,
    grandTotalPrice,
    totalCartQuantity,
    pointCartTotalQuantity,
    memberGiftCartTotalQuantity,
    onlineSkinTestCartTotalQuantity,
    evergreenTrailCartTotalQuantity,
    pointCartTotalPoint,
    evergreenTrailTotalPoint,
    trialHandlingFee,
    pointBalance,
    pointsEnough: pointsNeeded === 0 || (pointBalance !== null && pointBalance >= pointsNeeded),
    creditBalance: input.member ? (input.member.credit ?? 0) : null,
    cartHasProducts:
      totalCartQuantity +
        pointCartTotalQuantity +
        memberGiftCartTotalQuantity +
        onlineSkinTestCartTotalQuantity +
        evergreenTrailCartTotalQuantity >
      0,
    unpriced,
    giftNotices,
  };
}

/** The gifts the cart earns by its lines but is not given, because they or their products ran out. */
function soldOutGifts(
  open: Required<PricingPromotions>,
  priced: PricedLine[],
  catalogue: Catalogue,
  picks: GiftPick[],
  given: PricedGift[],
  routineKitTotal: number,
): GiftNotice[] {
  const unlimited = withUnlimitedGifts(open);
  const thresholds = applyThresholds(
    unlimited.thresholdActivities,
    priced,
    catalogue,
    'TWD',
    routineKitTotal,
  );
  const wanted = [
    ...thresholds.gifts,
    ...earnedGifts(unlimited.giftActivities, priced, catalogue, picks).lines,
  ];
  return soldOutNotices(wanted, given);
}
