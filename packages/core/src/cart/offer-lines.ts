// Main-cart lines that are not plain products (docs/decisions/016-pricing-engine-and-the-server-cart.md): a routine kit bought as one
// line, an add-on (加價購) and a picked choice gift. The pricing engine decides what they cost; these rules
// only keep the lines tidy.
import { MAIN_CART_MAX_UNITS_PER_PRODUCT } from '../constants.ts';
import { CART_LINE_KIND, type CartLineKind } from '../pricing/types.ts';
import type { AddToMainCartResult, CartItem } from './main-cart.ts';

export interface OfferLineKey {
  kind: CartLineKind;
  activityId: number;
  productId: number;
}

function isLine(item: CartItem, key: OfferLineKey): boolean {
  return (
    item.activity_type === key.kind &&
    Number(item.activity_id) === key.activityId &&
    Number(item.productId) === key.productId
  );
}

function offerLine(key: OfferLineKey, quantity: number): CartItem {
  return {
    productId: key.productId,
    quantity,
    selected: true,
    activity_type: key.kind,
    activity_id: key.activityId,
  };
}

const positiveInteger = (n: number) => Number.isInteger(n) && n > 0;

/** Adds kits as one line (productId = activity_id = the kit's id); the 4-unit rule of §5 applies to it too. */
export function addKitToMainCart(
  items: readonly CartItem[],
  kitId: number,
  quantity: number,
): AddToMainCartResult {
  if (!positiveInteger(kitId) || !positiveInteger(quantity)) return { kind: 'invalid' };
  const key = { kind: CART_LINE_KIND.ROUTINE_KIT, activityId: kitId, productId: kitId };
  const existing = items.find((item) => isLine(item, key));
  if (!existing) return { kind: 'added', items: [...items, offerLine(key, quantity)] };
  if (existing.quantity >= MAIN_CART_MAX_UNITS_PER_PRODUCT) return { kind: 'limit' };
  return {
    kind: 'added',
    items: items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)),
  };
}

/** Adds one unit of an add-on, never past its per-order maximum ('limit' once it is reached). */
export function addAddOnToMainCart(
  items: readonly CartItem[],
  addMoneyId: number,
  productId: number,
  maxPerOrder: number,
): AddToMainCartResult {
  if (!positiveInteger(addMoneyId) || !positiveInteger(productId)) return { kind: 'invalid' };
  const key = { kind: CART_LINE_KIND.ADD_MONEY, activityId: addMoneyId, productId };
  const existing = items.find((item) => isLine(item, key));
  if (!existing)
    return maxPerOrder > 0 ? { kind: 'added', items: [...items, offerLine(key, 1)] } : { kind: 'limit' };
  if (existing.quantity >= maxPerOrder) return { kind: 'limit' };
  return {
    kind: 'added',
    items: items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item)),
  };
}

/**
 * Picks a gift of a choice activity (one unit each). Picking a picked gift takes it back; when the activity's
 * choose_count is already picked, the earliest pick gives way (so with 選一 a new pick replaces the old).
 */
export function pickChoiceGift(
  items: readonly CartItem[],
  activityId: number,
  giftId: number,
  chooseCount: number,
): CartItem[] {
  const key = { kind: CART_LINE_KIND.CHOICE_GIFT, activityId, productId: giftId };
  if (items.some((item) => isLine(item, key))) return items.filter((item) => !isLine(item, key));
  const ofActivity = (item: CartItem) =>
    item.activity_type === CART_LINE_KIND.CHOICE_GIFT && Number(item.activity_id) === activityId;
  const picked = items.filter(ofActivity);
  const giveWay = new Set(picked.slice(0, Math.max(0, picked.length - chooseCount + 1)));
  return [...items.filter((item) => !giveWay.has(item)), offerLine(key, 1)];
}

/** Removes one kit, add-on or gift line. */
export function removeOfferLine(items: readonly CartItem[], key: OfferLineKey): CartItem[] {
  return items.filter((item) => !isLine(item, key));
}

/** Sets an offer line's quantity; 0 or less removes it (§4.3). */
export function setOfferLineQuantity(
  items: readonly CartItem[],
  key: OfferLineKey,
  quantity: number,
): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeOfferLine(items, key);
  return items.map((item) => (isLine(item, key) ? { ...item, quantity: Math.floor(quantity) } : item));
}

/**
 * Changes a picked gift of a choice activity to another of its gifts, in the same place of the cart. A gift
 * already picked is not picked twice: changing to it only takes the old pick away. Nothing changes when the
 * old pick is not in the cart.
 */
export function changeChoiceGift(
  items: readonly CartItem[],
  activityId: number,
  fromGiftId: number,
  toGiftId: number,
): CartItem[] {
  const from = { kind: CART_LINE_KIND.CHOICE_GIFT, activityId, productId: fromGiftId };
  const to = { kind: CART_LINE_KIND.CHOICE_GIFT, activityId, productId: toGiftId };
  if (fromGiftId === toGiftId || !items.some((item) => isLine(item, from))) return [...items];
  if (items.some((item) => isLine(item, to))) return removeOfferLine(items, from);
  return items.map((item) => (isLine(item, from) ? offerLine(to, 1) : item));
}
