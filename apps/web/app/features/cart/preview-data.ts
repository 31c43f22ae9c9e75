// The data of the cart preview (storefront.md §2.9, §3): the carts from storage, the products and open
// promotions from the catalogue calls, priced by the interim browser preview on the engine's types.
// Loaded on first use (it brings the API client). A failing call is logged and its part left out (§8).
import { catalogueCalls, MAX_IDS_PER_CALL, promotionCalls } from '@shop/contracts';
import { type CartItem, type CartSummary, type PriceCartInput, previewCart } from '@shop/core';
import { browserApi } from '../../lib/api.client';
import { LocalKey, storage } from '../../lib/storage';
import { readCartOf } from './cart-store';

async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[cart-preview] ${what} failed`, error);
    return [];
  }
}

const idsOf = (items: readonly CartItem[]) =>
  [...new Set(items.map((item) => Number(item.productId)))].slice(0, MAX_IDS_PER_CALL);

export async function loadCartSummary(): Promise<CartSummary> {
  const cart = readCartOf(LocalKey.cart) ?? [];
  const pointCart = readCartOf(LocalKey.pointCart) ?? [];
  const api = browserApi();
  const pids = idsOf(cart);
  const [products, saleEvents, matchPairs, pointProducts] = await Promise.all([
    pids.length === 0
      ? Promise.resolve([])
      : orEmpty(
          'products',
          async () => (await api.call(catalogueCalls.openProductsByPids, { pids })).products,
        ),
    pids.length === 0
      ? Promise.resolve([])
      : orEmpty(
          'sale events',
          async () => (await api.call(promotionCalls.saleEventList, undefined)).saleEvents,
        ),
    pids.length === 0
      ? Promise.resolve([])
      : orEmpty(
          'match pairs',
          async () => (await api.call(promotionCalls.matchPairList, undefined)).matchPairs,
        ),
    pointCart.length === 0
      ? Promise.resolve([])
      : orEmpty('exchanges', async () => (await api.call(promotionCalls.exchanges, undefined)).products),
  ]);
  const input: PriceCartInput = {
    carts: {
      cart,
      pointCart,
      evergreenTrailCart: readCartOf(LocalKey.evergreenTrailCart) ?? [],
      onlineSkinTestCart: readCartOf(LocalKey.onlineSkinTestCart) ?? [],
    },
    catalogue: { products },
    promotions: { saleEvents, matchPairs, pointProducts },
    now: new Date().toISOString(),
  };
  return previewCart(input);
}
