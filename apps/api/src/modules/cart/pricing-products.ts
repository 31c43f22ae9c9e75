// Product rows for pricing the cart preview, kept PRICING_PRODUCTS_KEPT_MS per product (docs/decisions.md
// "Cart summary: kept rows"): the preview answers without a query once its products were read. An order
// never uses them; it reads its products fresh (cartSummary's `catalogue: 'fresh'`).
import type { PricingProduct } from '@shop/core';
import type { Database } from '@shop/db';
import { LRUCache } from 'lru-cache';
import { selectPricingProducts } from './cart-summary.repository.ts';

export const PRICING_PRODUCTS_KEPT_MS = 5_000;
/** More products than the shop sells; the oldest go first past it. */
const MAX_KEPT_PRODUCTS = 20_000;

/** A product that is hidden or absent is kept as `null`, so it is not asked for again either. */
type Kept = Promise<PricingProduct | null>;
const keptByDatabase = new WeakMap<Database, LRUCache<number, Kept>>();

function keptOf(db: Database): LRUCache<number, Kept> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache<number, Kept>({ max: MAX_KEPT_PRODUCTS, ttl: PRICING_PRODUCTS_KEPT_MS });
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** The shown products among `productIds`, in their order; the ones not kept are read in one query. */
export async function keptPricingProducts(db: Database, productIds: number[]): Promise<PricingProduct[]> {
  const kept = keptOf(db);
  const rows = productIds.map((id) => kept.get(id));
  const missing = productIds.filter((_, i) => rows[i] === undefined);
  if (missing.length > 0) {
    const loaded = selectPricingProducts(db, missing);
    for (const id of missing) {
      const row = loaded.then((products) => products.find((p) => p.p_id === id) ?? null);
      // A failed read is not kept: the next request tries again.
      row.catch(() => {
        if (kept.peek(id) === row) kept.delete(id);
      });
      kept.set(id, row);
      rows[productIds.indexOf(id)] = row;
    }
  }
  const products = await Promise.all(rows);
  return products.filter((p): p is PricingProduct => p !== null);
}

/** Drops the kept rows (tests that change products, and the admin when it exists). */
export function forgetPricingProducts(db: Database): void {
  keptByDatabase.delete(db);
}
