// The main cart's rules of storefront.md §3, §4.3 and §5 (the carts issue extends this module).
import { MAIN_CART_MAX_UNITS_PER_PRODUCT } from '../constants.ts';

/** A cart item as kept in browser storage under `cart` (§3). */
export interface CartItem {
  productId: number;
  quantity: number;
  selected: boolean;
  activity_type?: number | string;
  activity_id?: number | string;
}

export type CartLoad =
  | {
      kind: 'ok';
      items: CartItem[] /** true when entries were dropped and the cart must be saved back. */;
      cleaned: boolean;
    }
  /** The stored text is not JSON: '購物車資料解析中' is shown and the cart cleared. */
  | { kind: 'unreadable' };

/** A stored entry the carts keep (§5): an object with a productId and a positive numeric quantity. */
export function isValidCartEntry(entry: unknown): entry is CartItem {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  const { productId, quantity } = entry as Record<string, unknown>;
  if (productId === undefined || productId === null || productId === '') return false;
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0;
}

/**
 * Reads the stored main cart (§5): entries that are not objects, lack productId, or have a non-numeric
 * or non-positive quantity are dropped; a stored value that is not a list is reset to empty.
 */
export function loadMainCart(text: string | null): CartLoad {
  if (text === null || text === '') return { kind: 'ok', items: [], cleaned: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'unreadable' };
  }
  if (!Array.isArray(parsed)) return { kind: 'ok', items: [], cleaned: true };
  const items = parsed
    .filter(isValidCartEntry)
    .map((entry) => ({ ...entry, selected: entry.selected !== false }));
  return { kind: 'ok', items, cleaned: items.length !== parsed.length };
}

export type AddToMainCartResult =
  | { kind: 'added'; items: CartItem[] }
  /** The product already holds 4 or more units: '單品數量最多4個，超過的無法加入。' */
  | { kind: 'limit' }
  | { kind: 'invalid' };

/**
 * Adds units of a product (§4.3, §5). The limit looks only at the quantity already in the cart, so an add of
 * several units may push a line past 4, as the spec says.
 */
export function addToMainCart(
  items: readonly CartItem[],
  productId: number,
  quantity: number,
): AddToMainCartResult {
  if (!Number.isInteger(productId) || productId <= 0 || !Number.isInteger(quantity) || quantity <= 0) {
    return { kind: 'invalid' };
  }
  const existing = items.find(
    (item) => Number(item.productId) === productId && item.activity_type === undefined,
  );
  if (!existing) return { kind: 'added', items: [...items, { productId, quantity, selected: true }] };
  if (existing.quantity >= MAIN_CART_MAX_UNITS_PER_PRODUCT) return { kind: 'limit' };
  return {
    kind: 'added',
    items: items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)),
  };
}

/** 'Change selected' (§4.3): flips the line's selected flag. */
export function toggleMainCartSelected(items: readonly CartItem[], productId: number): CartItem[] {
  return items.map((item) => (isMainLine(item, productId) ? { ...item, selected: !item.selected } : item));
}

/** Sets a line's quantity; 0 or less removes the line (§4.3). */
export function setMainCartQuantity(
  items: readonly CartItem[],
  productId: number,
  quantity: number,
): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeFromMainCart(items, productId);
  return items.map((item) =>
    isMainLine(item, productId) ? { ...item, quantity: Math.floor(quantity) } : item,
  );
}

export function removeFromMainCart(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => !isMainLine(item, productId));
}

function isMainLine(item: CartItem, productId: number): boolean {
  return Number(item.productId) === productId && item.activity_type === undefined;
}

/** After an order: the selected lines were bought and leave the cart; unselected lines stay for later. */
export function removeOrderedLines(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => !item.selected);
}
