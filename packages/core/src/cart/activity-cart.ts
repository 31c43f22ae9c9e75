// The point, evergreen-trail and online skin-test carts (storefront.md §3, §4.3; member-area §2.6, §3):
// a line is one product within one activity, keyed by productId + activity_type + activity_id.
import type { CartItem } from './main-cart.ts';

export interface ActivityKey {
  productId: number;
  activity_type?: number | string;
  activity_id?: number | string;
}

/** Two stored keys are the same when they name the same product, activity type and activity id. */
export function sameActivityLine(item: ActivityKey, key: ActivityKey): boolean {
  return (
    Number(item.productId) === Number(key.productId) &&
    String(item.activity_type ?? '') === String(key.activity_type ?? '') &&
    String(item.activity_id ?? '') === String(key.activity_id ?? '')
  );
}

function lineOf(key: ActivityKey, quantity: number): CartItem {
  const line: CartItem = { productId: Number(key.productId), quantity, selected: true };
  if (key.activity_type !== undefined) line.activity_type = key.activity_type;
  if (key.activity_id !== undefined) line.activity_id = key.activity_id;
  return line;
}

/** Adds units to the line of this product and activity, or a new selected line; no unit limit here. */
export function addToActivityCart(
  items: readonly CartItem[],
  key: ActivityKey,
  quantity: number,
): CartItem[] | null {
  if (!Number.isInteger(Number(key.productId)) || Number(key.productId) <= 0) return null;
  if (!Number.isInteger(quantity) || quantity <= 0) return null;
  const existing = items.find((item) => sameActivityLine(item, key));
  if (!existing) return [...items, lineOf(key, quantity)];
  return items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item));
}

export type ActivityQuantityChange =
  | { kind: 'updated'; items: CartItem[] }
  /** The quantity reached 0 or less: confirm '庫存不足' first; `items` is the cart without the line. */
  | { kind: 'confirm-removal'; items: CartItem[] };

/** Sets a line's quantity; at 0 or less the line goes only after the shopper confirms '庫存不足' (§4.3). */
export function changeActivityQuantity(
  items: readonly CartItem[],
  key: ActivityKey,
  quantity: number,
): ActivityQuantityChange {
  if (!Number.isFinite(quantity) || quantity <= 0) {
    return { kind: 'confirm-removal', items: items.filter((item) => !sameActivityLine(item, key)) };
  }
  return {
    kind: 'updated',
    items: items.map((item) =>
      sameActivityLine(item, key) ? { ...item, quantity: Math.floor(quantity) } : item,
    ),
  };
}

export function toggleActivitySelected(items: readonly CartItem[], key: ActivityKey): CartItem[] {
  return items.map((item) => (sameActivityLine(item, key) ? { ...item, selected: !item.selected } : item));
}
