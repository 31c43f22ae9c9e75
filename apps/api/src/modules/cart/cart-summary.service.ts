import type { CartSummaryBody } from '@shop/contracts';
import {
  CART_LINE_KIND,
  type CartSummary,
  type Currency,
  type PricingCarts,
  type PricingMember,
  type PricingProduct,
  type PricingPromotions,
  priceCart,
} from '@shop/core';
import type { Database } from '@shop/db';
import { pricingPromotions } from '../promotions/index.ts';
import * as repository from './cart-summary.repository.ts';
import { claimsFor, giftProductIds, keptGiftProductStock, refuseUnentitledFreeLines } from './free-lines.ts';
import { keptPricingProducts } from './pricing-products.ts';

type Carts = Required<CartSummaryBody['carts']>;

/**
 * Every product the pricing needs: those the carts name (a kit line's id is a kit's; loading that product
 * too is harmless), the products of the kits in the cart (their stock decides whether a kit sells) and the
 * open add-ons' products (offered once their trigger is met, while in stock).
 */
function productIdsOf(carts: PricingCarts, promotions: PricingPromotions): number[] {
  const ids = new Set<number>();
  for (const list of [carts.cart, carts.pointCart, carts.evergreenTrailCart, carts.onlineSkinTestCart]) {
    for (const item of list ?? []) ids.add(item.productId);
  }
  const kitIds = new Set(
    carts.cart
      .filter((i) => i.activity_type === CART_LINE_KIND.ROUTINE_KIT)
      .map((i) => Number(i.activity_id)),
  );
  for (const kit of promotions.routineKits ?? [])
    if (kitIds.has(kit.routinekit_id)) for (const part of kit.items ?? []) ids.add(part.p_id);
  for (const addOn of promotions.addMoneyList ?? []) ids.add(addOn.p_id);
  for (const line of [...(carts.memberGiftCart ?? []), ...(carts.memberGiftPerk ?? [])]) ids.add(line.p_id);
  return [...ids].filter((id) => Number.isSafeInteger(id));
}

/** Where the product rows come from: kept a few seconds (the preview) or read now (an order's prices). */
export type CatalogueSource = 'kept' | 'fresh';

/** The products and the gift products' stock: kept for the preview, read now in one query for an order. */
function catalogueOf(
  db: Database,
  productIds: number[],
  giftIds: number[],
  catalogue: CatalogueSource,
  now: number,
): Promise<{ products: PricingProduct[]; giftStock: Record<number, number> }> {
  if (catalogue === 'fresh') return repository.selectOrderProducts(db, productIds, giftIds);
  return Promise.all([keptPricingProducts(db, productIds, now), keptGiftProductStock(db, giftIds, now)]).then(
    ([products, giftStock]) => ({ products, giftStock }),
  );
}

/**
 * The cart state for the carts the browser holds: the catalogue and the open promotions from the
 * database (products kept for PRICING_PRODUCTS_KEPT_MS, promotions for 10 s, each served a little
 * longer while read again behind; the member and the point balance in one query), priced by
 * packages/core. Free lines are priced only as the member's open gift claims cover them: any other answers
 * 422; gifts only while their product is in stock (else a notice in giftNotices). An order passes the
 * member it has read already with what else it needs of her (`member`), so she is read once.
 */
export async function cartSummary(
  db: Database,
  carts: Carts,
  currency: Currency,
  memberId: number | null,
  now: Date,
  catalogue: CatalogueSource = 'kept',
  member?: Promise<PricingMember | null>,
): Promise<CartSummary> {
  // Kept 10 s, so usually no query: the product ids depend on it (kit parts, add-ons).
  const promotions = await pricingPromotions(db, now);
  const productIds = productIdsOf(carts, promotions);
  const [{ products, giftStock }, pricingMember, memberGiftClaims] = await Promise.all([
    catalogueOf(db, productIds, giftProductIds(promotions), catalogue, now.getTime()),
    memberId === null ? null : (member ?? repository.selectPricingMember(db, memberId)),
    claimsFor(db, carts, memberId),
  ]);
  const summary = priceCart({
    carts,
    catalogue: { products },
    promotions,
    member: pricingMember,
    now: now.toISOString(),
    currency,
    memberGiftClaims,
    giftProductStock: giftStock,
  });
  refuseUnentitledFreeLines(summary);
  return summary;
}
