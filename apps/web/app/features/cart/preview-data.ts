// The data of the cart preview (storefront.md §2.9, §3): the browser carts priced by the server's
// cart-summary call (the engine of packages/core on the server's catalogue and open promotions), so the
// preview and the order never disagree. Loaded on first use (it brings the API client).
import { cartCalls } from '@shop/contracts';
import type { CartItem, CartSummary, Currency } from '@shop/core';
import { browserApi } from '../../lib/api.client';
import { LocalKey, storedCurrency } from '../../lib/storage';
import { readCartOf } from './cart-store';
import { memberGifts } from './member-gift-cart';

const entries = (key: Parameters<typeof readCartOf>[0]): CartItem[] => readCartOf(key) ?? [];

/** The browser carts and the member's claimed gifts (the server prices those at NT$ 0 only when claimed). */
export async function loadCartSummary(currency: Currency = storedCurrency()): Promise<CartSummary> {
  const memberGiftCart = await memberGifts();
  const answer = await browserApi().send(cartCalls.cartSummary, {
    body: {
      carts: {
        cart: entries(LocalKey.cart),
        pointCart: entries(LocalKey.pointCart),
        evergreenTrailCart: entries(LocalKey.evergreenTrailCart),
        onlineSkinTestCart: entries(LocalKey.onlineSkinTestCart),
        memberGiftCart,
      },
      currency,
    },
  });
  return answer.summary as CartSummary;
}
