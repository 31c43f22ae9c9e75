// Whether the evergreen-trail cart may be ordered by this member now (docs/decisions/067 and
// 095-ordering-the-trial-and-skin-test-carts.md): every line a shown product of the trial open now, at
// most max_per_product units of each and max_products products, none the member already took in this
// trial. The points each costs are the trial's (priced by the cart module); the order pays them like point
// items.
import { orderErrorMessages, skinTestMessages } from '@shop/core';
import type { Database } from '@shop/db';
import * as repository from './activities.repository.ts';

const m = skinTestMessages.evergreen;

export interface EvergreenCartLine {
  productId: number;
  quantity: number;
}

/** The trial's offer_ref for the order's lines, or the Chinese message the order is refused with. */
export type EvergreenOrderCheck = { offerRef: string } | { refusal: string };

export async function evergreenOrderCheck(
  db: Database,
  memberId: number,
  lines: readonly EvergreenCartLine[],
  now: Date,
): Promise<EvergreenOrderCheck> {
  const trail = await repository.selectOpenTrail(db, now);
  if (!trail) return { refusal: m.closed };
  const [products, taken] = await Promise.all([
    repository.selectTrailProducts(db, trail.activity_id),
    repository.selectTakenProducts(db, memberId, trail.activity_id),
  ]);
  const offered = new Map(products.filter((p) => p.p_show === 1).map((p) => [p.p_id, p]));
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of units) {
    const product = offered.get(productId);
    if (!product) return { refusal: m.notInTrial };
    if (taken.has(productId)) return { refusal: m.alreadyTaken };
    if (quantity > trail.max_per_product) return { refusal: m.perProduct(trail.max_per_product) };
    if (product.stock < quantity) return { refusal: orderErrorMessages.outOfStock(product.p_name) };
  }
  if (units.size > trail.max_products) return { refusal: m.tooMany(trail.max_products) };
  return { offerRef: repository.evergreenOfferRef(trail.activity_id) };
}
