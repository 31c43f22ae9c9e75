// The main cart kept in browser storage (storefront.md §3, §4.3, §5). Components never write the
// `cart` key themselves; they call here. The carts issue extends this module (server temp cart, other carts).
import { addToMainCart, type CartItem, loadMainCart } from '@shop/core';
import { type BrowserStorage, LocalKey, storage } from '../../lib/storage';

export type AddToCartOutcome = 'added' | 'limit' | 'invalid' | 'unreadable';

/** The main cart's items; bad entries are dropped and the cleaned cart saved back (§5). */
export function readCart(source: BrowserStorage = storage): CartItem[] | null {
  const loaded = loadMainCart(source.get(LocalKey.cart));
  if (loaded.kind === 'unreadable') {
    source.remove(LocalKey.cart);
    return null;
  }
  if (loaded.cleaned) source.set(LocalKey.cart, loaded.items);
  return loaded.items;
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
  return 'added';
}
