// The data of the cart preview (storefront.md §2.9, §3): the browser carts priced by the server's
// cart-summary call (the engine of packages/core on the server's catalogue and open promotions), so the
// preview and the order never disagree. Loaded on first use (it brings the API client).
import { cartCalls } from '@shop/contracts';
import type { CartItem, CartSummary, Currency } from '@shop/core';
import { browserApi } from '../../lib/api.client';
import { LocalKey, storedCurrency } from '../../lib/storage';
import { readCartOf } from './cart-store';

const entries = (key: Parameters<typeof readCartOf>[0]): CartItem[] => readCartOf(key) ?? [];

export async function loadCartSummary(currency: Currency = storedCurrency()): Promise<CartSummary> {
  const answer = await browserApi().send(cartCalls.cartSummary, {
    body: {
      carts: {
        cart: entries(LocalKey.cart),
        pointCart: entries(LocalKey.pointCart),
        evergreenTrailCart: entries(LocalKey.evergreenTrailCart),
        onlineSkinTestCart: entries(LocalKey.onlineSkinTestCart),
      },
      currency,
    },
  });
  return answer.summary as CartSummary;
}
