import type { CartSummaryBody } from '@shop/contracts';
import { type CartSummary, type Currency, type PricingCarts, priceCart } from '@shop/core';
import type { Database } from '@shop/db';
import { pricingPromotions } from '../promotions/index.ts';
import * as repository from './cart-summary.repository.ts';
import { keptPricingProducts } from './pricing-products.ts';

type Carts = Required<CartSummaryBody['carts']>;

/** Every product id the carts name (a kit line's id is a kit's; loading that product too is harmless). */
function productIdsOf(carts: PricingCarts): number[] {
  const ids = new Set<number>();
  for (const list of [carts.cart, carts.pointCart, carts.evergreenTrailCart, carts.onlineSkinTestCart]) {
    for (const item of list ?? []) ids.add(item.productId);
  }
  for (const line of [...(carts.memberGiftCart ?? []), ...(carts.memberGiftPerk ?? [])]) ids.add(line.p_id);
  return [...ids];
}

/** Where the product rows come from: kept a few seconds (the preview) or read now (an order's prices). */
export type CatalogueSource = 'kept' | 'fresh';

/**
 * The cart state for the carts the browser holds: the catalogue and the open promotions from the
 * database (products kept for PRICING_PRODUCTS_KEPT_MS, promotions for 10 s, the member and the point
 * balance in one query), priced by packages/core.
 */
export async function cartSummary(
  db: Database,
  carts: Carts,
  currency: Currency,
  memberId: number | null,
  now: Date,
  catalogue: CatalogueSource = 'kept',
): Promise<CartSummary> {
  const productIds = productIdsOf(carts);
  const [promotions, products, member] = await Promise.all([
    pricingPromotions(db, now),
    catalogue === 'kept'
      ? keptPricingProducts(db, productIds)
      : repository.selectPricingProducts(db, productIds),
    memberId === null ? null : repository.selectPricingMember(db, memberId),
  ]);
  return priceCart({
    carts,
    catalogue: { products },
    promotions,
    member,
    now: now.toISOString(),
    currency,
  });
}
