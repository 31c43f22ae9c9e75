import type { CartSummaryBody } from '@shop/contracts';
import { type CartSummary, type Currency, type PricingCarts, priceCart } from '@shop/core';
import type { Database } from '@shop/db';
import { ledgerBalance } from '../ledgers/index.ts';
import { pricingPromotions } from '../promotions/index.ts';
import * as repository from './cart-summary.repository.ts';

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

/**
 * The cart state for the carts the browser holds: the catalogue and the open promotions from the
 * database (one product query, one member query, promotions kept for 10 s), priced by packages/core.
 */
export async function cartSummary(
  db: Database,
  carts: Carts,
  currency: Currency,
  memberId: number | null,
  now: Date,
): Promise<CartSummary> {
  const promotions = await pricingPromotions(db, now);
  const [products, member, points, credit] = await Promise.all([
    repository.selectPricingProducts(db, productIdsOf(carts)),
    memberId === null ? null : repository.selectPricingMember(db, memberId),
    memberId === null ? 0 : ledgerBalance(db, 'points', memberId),
    memberId === null ? 0 : ledgerBalance(db, 'credit', memberId),
  ]);
  return priceCart({
    carts,
    catalogue: { products },
    promotions,
    member: member && { member_id: member.member_id, tier: member.tier, points, credit },
    now: now.toISOString(),
    currency,
  });
}
