// The header's cart counter '{n}件' (storefront.md §2.5, §3): the sum of quantities of the browser carts.
import { isValidCartEntry } from '../cart/main-cart.ts';

/** Storage keys of the carts the header counts. */
export const COUNTED_CART_KEYS = ['cart', 'pointCart', 'evergreenTrailCart', 'onlineSkinTestCart'] as const;
export type CountedCartKey = (typeof COUNTED_CART_KEYS)[number];

/** Sum of the quantities of the entries a cart keeps (§5); dropped entries and non-lists count 0. */
export function cartQuantity(stored: unknown): number {
  if (!Array.isArray(stored)) return 0;
  let total = 0;
  for (const entry of stored) if (isValidCartEntry(entry)) total += entry.quantity;
  return total;
}

/** Same as cartQuantity for the raw stored text; unreadable JSON counts 0. */
export function cartQuantityFromJson(text: string | null): number {
  if (!text) return 0;
  try {
    return cartQuantity(JSON.parse(text));
  } catch {
    return 0;
  }
}

/** The counter's value from a reader of the stored texts (localStorage.getItem in the browser). */
export function headerCartCount(read: (key: CountedCartKey) => string | null): number {
  return COUNTED_CART_KEYS.reduce((sum, key) => sum + cartQuantityFromJson(read(key)), 0);
}
