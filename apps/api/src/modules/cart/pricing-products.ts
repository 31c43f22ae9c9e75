// Product rows for pricing the cart preview, kept PRICING_PRODUCTS_KEPT_MS per product (docs/decisions/README.md
// "Cart summary: kept rows"): the preview answers without a query once its products were read. An order
// never uses them; it reads its products fresh (cartSummary's `catalogue: 'fresh'`).
import type { PricingProduct } from '@shop/core';
import type { Database } from '@shop/db';
import { LRUCache } from 'lru-cache';
import { selectPricingProducts, selectProductStock } from './cart-summary.repository.ts';

export const PRICING_PRODUCTS_KEPT_MS = 5_000;
/**
 * A row older than PRICING_PRODUCTS_KEPT_MS is still served while one query reads it again in the
 * background (stale-while-revalidate), so no preview waits for that query (a slow database would
 * otherwise hold up every open preview at each refresh). A row older than this is dropped and
 * read before it is served, so after a quiet minute nobody is shown an old price.
 */
export const PRICING_PRODUCTS_SERVED_STALE_MS = 60_000;
/** More products than the shop sells; the oldest go first past it. */
const MAX_KEPT_PRODUCTS = 20_000;

/** A product that is hidden or absent is kept as `null`, so it is not asked for again either. */
interface KeptRow {
  row: Promise<PricingProduct | null>;
  loadedAt: number;
  /** Being read again in the background, so a second request does not read it too. */
  refreshing?: boolean;
}

type KeptRows = LRUCache<number, KeptRow>;

const keptByDatabase = new WeakMap<Database, KeptRows>();

function keptOf(db: Database): KeptRows {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache<number, KeptRow>({ max: MAX_KEPT_PRODUCTS });
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** One query for `ids`: a promise of each product's row (null when hidden or absent). */
function readRows(db: Database, ids: number[]): Map<number, Promise<PricingProduct | null>> {
  const loaded = selectPricingProducts(db, ids);
  return new Map(
    ids.map((id) => [id, loaded.then((products) => products.find((p) => p.p_id === id) ?? null)]),
  );
}

/** Rows nobody holds: read now, kept at once so concurrent requests share the query. */
function readMissing(db: Database, kept: KeptRows, ids: number[], now: number): void {
  for (const [id, row] of readRows(db, ids)) {
    // A failed read is not kept: the next request tries again.
    row.catch(() => {
      if (kept.peek(id)?.row === row) kept.delete(id);
    });
    kept.set(id, { row, loadedAt: now });
  }
}

/** Rows past their time: the old ones stay served until the new ones have arrived. */
function refreshInBackground(db: Database, kept: KeptRows, ids: number[], now: number): void {
  for (const [id, row] of readRows(db, ids)) {
    const old = kept.peek(id);
    if (old) old.refreshing = true;
    row.then(
      // Replaces only the row it refreshes: one read in the meantime (past the stale limit) is newer.
      (product) => {
        if (kept.peek(id) === old) kept.set(id, { row: Promise.resolve(product), loadedAt: now });
      },
      // The old row stays (until PRICING_PRODUCTS_SERVED_STALE_MS); the next request tries again.
      () => {
        if (old) old.refreshing = false;
      },
    );
  }
}

/**
 * The shown products among `productIds`, in their order, at the request's clock `now` (ms): the ones
 * not kept, or kept too long, are read in one query; the ones past their time are read again behind.
 */
export async function keptPricingProducts(
  db: Database,
  productIds: number[],
  now: number = Date.now(),
): Promise<PricingProduct[]> {
  const kept = keptOf(db);
  const missing: number[] = [];
  const stale: number[] = [];
  for (const id of productIds) {
    const entry = kept.get(id);
    const age = now - (entry?.loadedAt ?? Number.NEGATIVE_INFINITY);
    if (age >= PRICING_PRODUCTS_SERVED_STALE_MS) missing.push(id);
    else if (age >= PRICING_PRODUCTS_KEPT_MS && !entry?.refreshing) stale.push(id);
  }
  if (missing.length > 0) readMissing(db, kept, missing, now);
  if (stale.length > 0) refreshInBackground(db, kept, stale, now);
  const products = await Promise.all(productIds.map((id) => kept.get(id)!.row));
  return products.filter((p): p is PricingProduct => p !== null);
}

interface KeptStock {
  ids: string;
  loadedAt: number;
  stock: Promise<Record<number, number>>;
}
const keptStockByDatabase = new WeakMap<Database, KeptStock>();

/** The stock of `ids` (shown or hidden products: the gifts), kept PRICING_PRODUCTS_KEPT_MS for the preview. */
export function keptProductStock(db: Database, ids: number[], now: number): Promise<Record<number, number>> {
  const key = ids.join(',');
  const kept = keptStockByDatabase.get(db);
  if (kept && kept.ids === key && now - kept.loadedAt < PRICING_PRODUCTS_KEPT_MS) return kept.stock;
  const stock = selectProductStock(db, ids);
  keptStockByDatabase.set(db, { ids: key, loadedAt: now, stock });
  stock.catch(() => keptStockByDatabase.delete(db));
  return stock;
}

/** Drops the kept rows (tests that change products, and the admin when it exists). */
export function forgetPricingProducts(db: Database): void {
  keptByDatabase.delete(db);
  keptStockByDatabase.delete(db);
}
