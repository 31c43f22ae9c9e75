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

/**
 * The browser's copy of the member's gift cart (the claimed member gifts the server keeps): the counter
 * counts them (§9 memberGiftCartTotalQuantity) and the preview sends them to pricing.
 */
export const MEMBER_GIFT_CART_KEY = 'memberGiftCart';

/** A claimed gift as the browser keeps it: which claim, which product, how many. */
export interface MemberGiftEntry {
  gift3_id: number;
  p_id: number;
  quantity: number;
}

/** The kept gift entries that are well formed; anything else is dropped. */
export function memberGiftEntries(text: string | null): MemberGiftEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (e): e is MemberGiftEntry =>
      typeof e === 'object' &&
      e !== null &&
      Number.isInteger(e.gift3_id) &&
      Number.isInteger(e.p_id) &&
      Number.isInteger(e.quantity) &&
      e.quantity > 0,
  );
}

/** The counter's value from a reader of the stored texts (localStorage.getItem in the browser). */
export function headerCartCount(
  read: (key: CountedCartKey | typeof MEMBER_GIFT_CART_KEY) => string | null,
): number {
  const carts = COUNTED_CART_KEYS.reduce((sum, key) => sum + cartQuantityFromJson(read(key)), 0);
  return carts + memberGiftEntries(read(MEMBER_GIFT_CART_KEY)).reduce((sum, e) => sum + e.quantity, 0);
}
