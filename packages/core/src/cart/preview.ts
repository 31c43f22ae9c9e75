// An interim cart preview in the browser (storefront.md §2.9, §3, §9; PROMOTIONS.md) with the pricing
// engine's own input and output types. It prices only what the preview must show before the engine lands:
// match pairs, sale events, regular lines and point items; the other blocks come back empty.
// Replaced by `priceCart` (packages/core/src/pricing) and the server's cart-summary call.
import {
  exchangePoints,
  regularLinePrice,
  saleEventLinePrice,
  unitPriceAfter,
} from '../catalogue/price-display.ts';
import { errorMessages } from '../messages/errors.ts';
import type {
  CartSummary,
  PriceCartInput,
  PricedLine,
  PricedMatchPair,
  PricedOffer,
  PricedPointItem,
  PricedSaleEvent,
  PricingCartItem,
  PricingMatchPair,
  PricingProduct,
  PricingSaleEvent,
} from '../pricing/types.ts';

/** One selected unit of the main cart, waiting for an offer; `paid` is its regular price. */
interface Unit {
  productId: number;
  pPrice: number;
  paid: number;
}

type Catalogue = Map<number, PricingProduct>;

function isPlainLine(item: PricingCartItem): boolean {
  return item.activity_type === undefined && item.selected !== false;
}

function unitsOf(cart: readonly PricingCartItem[], byId: Catalogue): Unit[] {
  return cart.filter(isPlainLine).flatMap((item) => {
    const productId = Number(item.productId);
    const product = byId.get(productId);
    if (!product) return [];
    return Array.from({ length: item.quantity }, () => ({
      productId,
      pPrice: product.p_price,
      paid: product.discounted_price,
    }));
  });
}

/** Takes out of `pool` `count` units whose product is in `ids`, dearest first. */
function takeUnits(
  pool: Unit[],
  ids: readonly number[],
  count: number,
  worthIt: (unit: Unit) => boolean = () => true,
): Unit[] {
  const wanted = new Set(ids);
  const taken = pool
    .filter((unit) => wanted.has(unit.productId) && worthIt(unit))
    .sort((x, y) => y.pPrice - x.pPrice)
    .slice(0, count);
  for (const unit of taken) pool.splice(pool.indexOf(unit), 1);
  return taken;
}

function countIn(
  pool: readonly Unit[],
  ids: readonly number[],
  worthIt: (unit: Unit) => boolean = () => true,
): number {
  const wanted = new Set(ids);
  return pool.filter((unit) => wanted.has(unit.productId) && worthIt(unit)).length;
}

/** A unit joins an offer only when the offer's price is below its regular price (lowest total for the shopper). */
const cheaperAt = (multiplier: number) => (unit: Unit) => unitPriceAfter(unit.pPrice, multiplier) < unit.paid;

/** Units gathered into one priced line per product. */
function linesOf(
  units: readonly Unit[],
  byId: Catalogue,
  offer: PricedOffer,
  multiplier: number | null,
): PricedLine[] {
  const counts = new Map<number, number>();
  for (const unit of units) counts.set(unit.productId, (counts.get(unit.productId) ?? 0) + 1);
  return [...counts].map(([productId, quantity]) => {
    const product = byId.get(productId) as PricingProduct;
    const price =
      multiplier === null
        ? regularLinePrice(product.p_price, product.discounted_price, quantity)
        : saleEventLinePrice(product.p_price, multiplier, quantity);
    return {
      productId,
      p_name: product.p_name.trim() || errorMessages.productLoading,
      p_img: product.p_img,
      quantity,
      p_price: product.p_price,
      discounted_price: product.discounted_price,
      unitPrice: price.amount / quantity,
      amount: price.amount,
      struck: price.struck,
      offer,
    };
  });
}

const subtotalOf = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

function matchPairGroups(
  pool: Unit[],
  pairs: readonly PricingMatchPair[],
  byId: Catalogue,
): PricedMatchPair[] {
  return pairs.flatMap((pair) => {
    const aIds = pair.products.a.map((p) => p.p_id);
    const bIds = pair.products.b.map((p) => p.p_id);
    const worthIt = cheaperAt(pair.matchpair_sale);
    const count = Math.min(countIn(pool, aIds, worthIt), countIn(pool, bIds, worthIt));
    if (count === 0) return [];
    const offer = (zone: 'a' | 'b'): PricedOffer => ({
      kind: 'match_pair',
      matchpair_id: pair.matchpair_id,
      matchpair_sale: pair.matchpair_sale,
      zone,
    });
    const a = linesOf(takeUnits(pool, aIds, count, worthIt), byId, offer('a'), pair.matchpair_sale);
    const b = linesOf(takeUnits(pool, bIds, count, worthIt), byId, offer('b'), pair.matchpair_sale);
    return [
      {
        matchpair_id: pair.matchpair_id,
        matchpair_name: pair.matchpair_name,
        matchpair_sale: pair.matchpair_sale,
        matchedProducts: { a, b },
        pairs: count,
        subtotal: subtotalOf([...a, ...b]),
      },
    ];
  });
}

/** The highest tier whose min_count the matched units reach (PROMOTIONS.md). */
function reachedTier(tiers: PricingSaleEvent['tiers'], units: number) {
  return [...tiers].sort((x, y) => y.min_count - x.min_count).find((tier) => tier.min_count <= units);
}

/**
 * The tier the event ends at once the units that would pay more at the tier's price stay regular:
 * fewer units may drop the tier, so this repeats until the count holds.
 */
function settledTier(pool: readonly Unit[], event: PricingSaleEvent) {
  let tier = reachedTier(event.tiers, countIn(pool, event.p_ids));
  while (tier) {
    const count = countIn(pool, event.p_ids, cheaperAt(tier.sale));
    const next = count === 0 ? undefined : reachedTier(event.tiers, count);
    if (next === tier) return tier;
    tier = next;
  }
  return undefined;
}

function saleEventGroups(
  pool: Unit[],
  events: readonly PricingSaleEvent[],
  byId: Catalogue,
): PricedSaleEvent[] {
  return events.flatMap((event) => {
    const tier = settledTier(pool, event);
    if (!tier) return [];
    const worthIt = cheaperAt(tier.sale);
    const count = countIn(pool, event.p_ids, worthIt);
    const offer: PricedOffer = { kind: 'sale_event', saleevent_id: event.saleevent_id, sale: tier.sale };
    const matchedItems = linesOf(takeUnits(pool, event.p_ids, count, worthIt), byId, offer, tier.sale);
    return [
      {
        saleevent_id: event.saleevent_id,
        saleevent_name: event.saleevent_name,
        matchedItems,
        applicableDiscount: { min_count: tier.min_count, sale: tier.sale },
        subtotal: subtotalOf(matchedItems),
      },
    ];
  });
}

function pointLines(input: PriceCartInput): PricedPointItem[] {
  const byId = new Map((input.promotions.pointProducts ?? []).map((item) => [item.p_id, item]));
  return (input.carts.pointCart ?? []).map((item) => {
    const exchange = byId.get(Number(item.productId));
    return {
      p_id: Number(item.productId),
      name: exchange?.p_name?.trim() || errorMessages.productMissing,
      image: exchange?.p_img ?? '',
      point: exchange ? exchangePoints(exchange.pivot) : 0,
      quantity: item.quantity,
    };
  });
}

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
const quantityOf = (items: readonly { quantity: number }[] | undefined) =>
  sumOf((items ?? []).map((i) => i.quantity));

/**
 * Match pairs first (one A unit with one B unit, dearest units first), then sale events on the units left
 * (highest tier reached), then regular lines at discounted_price. Each unit is priced once, and a unit
 * joins an offer only when the offer's price is below its regular price.
 */
export function previewCart(input: PriceCartInput): CartSummary {
  const byId: Catalogue = new Map(input.catalogue.products.map((product) => [product.p_id, product]));
  const pool = unitsOf(input.carts.cart, byId);
  const listSubtotal = sumOf(pool.map((unit) => unit.pPrice));
  const matchPairList = matchPairGroups(pool, input.promotions.matchPairs ?? [], byId);
  const saleEventList = saleEventGroups(pool, input.promotions.saleEvents ?? [], byId);
  const regular = linesOf(pool, byId, { kind: 'regular' }, null);
  const pointCartWithDetails = pointLines(input);
  const merchandiseSubtotal =
    subtotalOf(regular) +
    sumOf(saleEventList.map((g) => g.subtotal)) +
    sumOf(matchPairList.map((g) => g.subtotal));
  const totalCartQuantity = quantityOf(input.carts.cart);
  const pointCartTotalQuantity = quantityOf(pointCartWithDetails);
  const pointCartTotalPoint = sumOf(pointCartWithDetails.map((line) => line.point * line.quantity));
  const pointBalance = input.member ? input.member.points : null;
  return {
    ps: {
      selectedProducts: regular.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      products: regular,
    },
    saleEventList,
    matchPairList,
    addMoneyList: [],
    memberGiftPerk: [],
    giftList: [],
    routineKitList: [],
    pointCartWithDetails,
    memberGiftCartWithDetails: [],
    evergreenTrailCartWithDetails: [],
    onlineSkinTestCartWithDetails: [],
    evergreenTrailActivityName: input.promotions.evergreenTrail?.activity_name ?? '',
    canGetPinkBag202510CRM: input.campaignGift?.earned ?? false,
    pinkBagImg202510CRM: input.campaignGift?.image ?? '',
    pinkBagName202510CRM: input.campaignGift?.name ?? '',
    thresholdBars: [],
    listSubtotal,
    merchandiseSubtotal,
    routineKitTotal: 0,
    thresholdDiscount: 0,
    addMoneyTotal: 0,
    grandTotalPrice: merchandiseSubtotal,
    totalCartQuantity,
    pointCartTotalQuantity,
    memberGiftCartTotalQuantity: quantityOf(input.carts.memberGiftCart),
    onlineSkinTestCartTotalQuantity: quantityOf(input.carts.onlineSkinTestCart),
    evergreenTrailCartTotalQuantity: quantityOf(input.carts.evergreenTrailCart),
    pointCartTotalPoint,
    pointBalance,
    pointsEnough: pointBalance === null || pointBalance >= pointCartTotalPoint,
    cartHasProducts: totalCartQuantity + pointCartTotalQuantity > 0,
    unpriced: [],
  };
}
