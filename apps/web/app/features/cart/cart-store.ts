// The browser carts (storefront.md §3, §4.3, §4.4, §5; member-area §2.6, §3). Components never write the
// cart keys themselves; they call here. Every write goes through lib/storage, which announces it
// ('storage-changed'), so every counter and the preview follow.
import {
  type ActivityKey,
  addAddOnToMainCart,
  addKitToMainCart,
  addToActivityCart,
  addToMainCart,
  type CartItem,
  changeActivityQuantity,
  changeChoiceGift,
  loadMainCart,
  type OfferLineKey,
  pickChoiceGift,
  removeFromMainCart,
  removeOfferLine,
  removeOrderedLines,
  setMainCartQuantity,
  setOfferLineQuantity,
  toggleActivitySelected,
  toggleMainCartSelected,
} from '@shop/core';
import { type BrowserStorage, LocalKey, storage } from '../../lib/storage';
import { reportAnalytics } from '../tracking/analytics';

export type AddToCartOutcome = 'added' | 'limit' | 'invalid' | 'unreadable';

/** The temporary-cart calls load with the API client on first use, keeping both out of the first load. */
const loadTempCart = () => import('./temp-cart');
const hereOrEmpty = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/** Sends the new quantities of these products to the server's temporary cart (§4.3, §7.5). */
function syncAdded(items: readonly CartItem[], productIds: readonly number[]) {
  const lines = items
    .filter((item) => item.activity_type === undefined && productIds.includes(Number(item.productId)))
    .map((item) => ({ productId: Number(item.productId), quantity: item.quantity }));
  if (lines.length === 0 || typeof window === 'undefined') return;
  const path = hereOrEmpty();
  void loadTempCart().then((module) => module?.sendTempCartUpdate(lines, path));
}

function syncRemoved(before: readonly CartItem[], after: readonly CartItem[]) {
  const kept = new Set(after.map((item) => Number(item.productId)));
  const gone = before.map((item) => Number(item.productId)).filter((id) => !kept.has(id));
  if (gone.length === 0 || typeof window === 'undefined') return;
  void loadTempCart().then((module) => module?.sendTempCartDelete(gone));
}

/** The carts kept as lists of cart items; the member gift cart (`gift`) has its own lines. */
export const CART_KEYS = [
  LocalKey.cart,
  LocalKey.pointCart,
  LocalKey.evergreenTrailCart,
  LocalKey.onlineSkinTestCart,
] as const;
export type CartKey = (typeof CART_KEYS)[number];
export type ActivityCartKey = Exclude<CartKey, typeof LocalKey.cart>;

/**
 * A cart's items; bad entries are dropped and the cleaned cart saved back, a non-list is reset (§5).
 * null: the stored text was not JSON and the cart has been cleared ('購物車資料解析中').
 */
export function readCartOf(key: CartKey, source: BrowserStorage = storage): CartItem[] | null {
  const loaded = loadMainCart(source.get(key));
  if (loaded.kind === 'unreadable') {
    source.remove(key);
    return null;
  }
  if (loaded.cleaned) source.set(key, loaded.items);
  return loaded.items;
}

/** The main cart's items (see readCartOf). */
export function readCart(source: BrowserStorage = storage): CartItem[] | null {
  return readCartOf(LocalKey.cart, source);
}

/**
 * Loads every cart once at page start (§5): cleans them, and answers whether one was unreadable
 * (then cleared, and the page shows '購物車資料解析中' under '錯誤').
 */
export function checkStoredCarts(source: BrowserStorage = storage): boolean {
  let unreadable = false;
  for (const key of CART_KEYS) if (readCartOf(key, source) === null) unreadable = true;
  return unreadable;
}

/**
 * Adds units of a product to the main cart. 'limit': the product already holds 4 units
 * ('單品數量最多4個，超過的無法加入。'); 'unreadable': the stored cart was not JSON and has been cleared
 * ('購物車資料解析中').
 */
export function addToCart(
  productId: number,
  quantity: number,
  source: BrowserStorage = storage,
): AddToCartOutcome {
  const items = readCart(source);
  if (items === null) return 'unreadable';
  const result = addToMainCart(items, productId, quantity);
  if (result.kind !== 'added') return result.kind;
  source.set(LocalKey.cart, result.items);
  syncAdded(result.items, [productId]);
  reportAnalytics('add_to_cart', { items: [{ item_id: String(productId), quantity }] });
  return 'added';
}

/** Adds several products at once (a match pair's A and B item); all or nothing. */
export function addAllToCart(
  lines: readonly { productId: number; quantity: number }[],
  source: BrowserStorage = storage,
): AddToCartOutcome {
  let items = readCart(source);
  if (items === null) return 'unreadable';
  for (const line of lines) {
    const result = addToMainCart(items, line.productId, line.quantity);
    if (result.kind !== 'added') return result.kind;
    items = result.items;
  }
  source.set(LocalKey.cart, items);
  syncAdded(
    items,
    lines.map((line) => line.productId),
  );
  reportAnalytics('add_to_cart', {
    items: lines.map((line) => ({ item_id: String(line.productId), quantity: line.quantity })),
  });
  return 'added';
}

/** Adds a routine kit as one kit line (the engine prices it at the kit price). */
export function addKitToCart(
  kitId: number,
  quantity = 1,
  source: BrowserStorage = storage,
): AddToCartOutcome {
  const items = readCart(source);
  if (items === null) return 'unreadable';
  const result = addKitToMainCart(items, kitId, quantity);
  if (result.kind !== 'added') return result.kind;
  source.set(LocalKey.cart, result.items);
  return 'added';
}

/** Adds one unit of an add-on (加價購); 'limit' once the per-order maximum is in the cart. */
export function addAddOnToCart(
  offer: { addmoney_id: number; p_id: number; max_per_order: number },
  source: BrowserStorage = storage,
): AddToCartOutcome {
  const items = readCart(source);
  if (items === null) return 'unreadable';
  const result = addAddOnToMainCart(items, offer.addmoney_id, offer.p_id, offer.max_per_order);
  if (result.kind !== 'added') return result.kind;
  source.set(LocalKey.cart, result.items);
  return 'added';
}

/** Picks (or, picked already, takes back) a gift of a choice activity; the pick is kept with the cart. */
export function pickGiftInCart(
  activityId: number,
  giftId: number,
  chooseCount: number,
  source: BrowserStorage = storage,
) {
  updateCart(source, (items) => pickChoiceGift(items, activityId, giftId, chooseCount));
}

/** Applies a core cart rule to the stored main cart and saves the result (nothing when it cannot be read). */
function updateCart(source: BrowserStorage, rule: (items: CartItem[]) => CartItem[]) {
  const items = readCart(source);
  if (items !== null) source.set(LocalKey.cart, rule(items));
}

/** Removes kit, add-on or gift lines; answers whether any was there (nothing is written otherwise). */
export function removeOfferLines(keys: readonly OfferLineKey[], source: BrowserStorage = storage): boolean {
  const items = readCart(source);
  if (items === null) return false;
  const next = keys.reduce<CartItem[]>((left, key) => removeOfferLine(left, key), items);
  if (next.length === items.length) return false;
  source.set(LocalKey.cart, next);
  return true;
}

/** Sets a kit or add-on line's quantity; 0 or less removes the line (§4.3). */
export function setOfferLineQuantityInCart(
  key: OfferLineKey,
  quantity: number,
  source: BrowserStorage = storage,
) {
  updateCart(source, (items) => setOfferLineQuantity(items, key, quantity));
}

/** Changes a picked gift of a choice activity to another of its gifts (in the same place of the cart). */
export function changeGiftInCart(
  activityId: number,
  fromGiftId: number,
  toGiftId: number,
  source: BrowserStorage = storage,
) {
  updateCart(source, (items) => changeChoiceGift(items, activityId, fromGiftId, toGiftId));
}

/** Sets a main-cart line's quantity; 0 or less removes it (§4.3). */
export function setCartQuantity(productId: number, quantity: number, source: BrowserStorage = storage) {
  const items = readCart(source);
  if (items === null) return;
  const next = setMainCartQuantity(items, productId, quantity);
  source.set(LocalKey.cart, next);
  syncRemoved(items, next);
}

export function removeFromCart(productId: number, source: BrowserStorage = storage) {
  const items = readCart(source);
  if (items === null) return;
  const next = removeFromMainCart(items, productId);
  source.set(LocalKey.cart, next);
  syncRemoved(items, next);
  reportAnalytics('remove_from_cart', { items: [{ item_id: String(productId), quantity: 1 }] });
}

/** After a successful order the bought (selected) lines leave the main cart, here and on the server. */
export function removeOrderedFromCart(source: BrowserStorage = storage) {
  const items = readCart(source);
  if (items === null) return;
  const next = removeOrderedLines(items);
  source.set(LocalKey.cart, next);
  syncRemoved(items, next);
}

export function toggleCartSelected(productId: number, source: BrowserStorage = storage) {
  const items = readCart(source);
  if (items !== null) source.set(LocalKey.cart, toggleMainCartSelected(items, productId));
}

/** Adds to the point, evergreen-trail or skin-test cart, one line per product and activity. */
export function addToActivityCartOf(
  key: ActivityCartKey,
  line: ActivityKey,
  quantity: number,
  source: BrowserStorage = storage,
): AddToCartOutcome {
  const items = readCartOf(key, source);
  if (items === null) return 'unreadable';
  const next = addToActivityCart(items, line, quantity);
  if (next === null) return 'invalid';
  source.set(key, next);
  return 'added';
}

/**
 * Sets a quantity in the point, evergreen-trail or skin-test cart. At 0 or less `confirmRemoval` is asked
 * ('庫存不足') and the line goes only when it answers true (§4.3).
 */
export async function changeActivityCartQuantity(
  key: ActivityCartKey,
  line: ActivityKey,
  quantity: number,
  confirmRemoval: () => Promise<boolean>,
  source: BrowserStorage = storage,
): Promise<void> {
  const items = readCartOf(key, source);
  if (items === null) return;
  const change = changeActivityQuantity(items, line, quantity);
  if (change.kind === 'confirm-removal' && !(await confirmRemoval())) return;
  source.set(key, change.items);
}

export function toggleActivityCartSelected(
  key: ActivityCartKey,
  line: ActivityKey,
  source: BrowserStorage = storage,
) {
  const items = readCartOf(key, source);
  if (items !== null) source.set(key, toggleActivitySelected(items, line));
}
