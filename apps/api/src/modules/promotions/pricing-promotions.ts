import { type PricingPromotions, SHORT_ANSWER_CACHE_MS } from '@shop/core';
import type { Database } from '@shop/db';
import { evergreenTrailForPricing } from '../activities/index.ts';
import { promoProductsById } from '../catalogue/index.ts';
import * as promotions from './promotions.repository.ts';
import {
  listAddMoneyItems,
  listExchanges,
  listGiftActivities,
  listSaleEvents,
  listThresholdActivities,
} from './promotions.service.ts';

// The open promotions the pricing engine needs, loaded with a fixed number of queries and kept for
// SHORT_ANSWER_CACHE_MS (the lifetime of the promotion lists, storefront.md §9). The engine checks each
// offer's window against the request's clock, so an offer that ends inside that time stops at once.
// Past that time the kept snapshot is still served while the next one loads (stale-while-revalidate),
// so no request waits for those queries (a slow database would otherwise hold up every open preview).

const GIFT_TYPES = ['open_gift', 'category', 'choice', 'product', 'buy_gift'] as const;

/** Past this age a snapshot is not served while the next loads: the request waits for the new one. */
export const PRICING_PROMOTIONS_SERVED_STALE_MS = 60_000;

interface Snapshot {
  loadedAt: number;
  promotions: Promise<PricingPromotions>;
  /** The next snapshot is loading in the background. */
  refreshing: boolean;
}
const snapshots = new WeakMap<Database, Snapshot>();

async function matchPairsForPricing(db: Database, now: Date): Promise<PricingPromotions['matchPairs']> {
  const { pairs, members } = await promotions.selectOpenMatchPairs(db, now);
  return pairs.map((p) => {
    const zone = (z: 'a' | 'b') =>
      members.filter((m) => m.matchpair_id === p.matchpair_id && m.zone === z).map((m) => ({ p_id: m.p_id }));
    return {
      matchpair_id: p.matchpair_id,
      matchpair_name: p.matchpair_name,
      matchpair_sale: p.matchpair_sale,
      products: { a: zone('a'), b: zone('b') },
      starts_at: p.starts_at.toISOString(),
      ends_at: p.ends_at.toISOString(),
    };
  });
}

async function routineKitsForPricing(db: Database, now: Date): Promise<PricingPromotions['routineKits']> {
  const { kits, items } = await promotions.selectOpenRoutineKits(db, now);
  const prices = await promoProductsById(
    db,
    items.map((i) => i.p_id),
  );
  return kits.map((k) => ({
    routinekit_id: k.routinekit_id,
    routinekit_name: k.routinekit_name,
    routinekit_image: k.routinekit_image,
    routinekit_price: k.routinekit_price,
    original_price: items
      .filter((i) => i.routinekit_id === k.routinekit_id)
      .reduce((sum, i) => sum + (prices.get(i.p_id)?.p_price ?? 0) * i.quantity, 0),
    stock: k.routinekit_stock,
    items: items
      .filter((i) => i.routinekit_id === k.routinekit_id)
      .map((i) => ({ p_id: i.p_id, quantity: i.quantity })),
    starts_at: k.starts_at.toISOString(),
    ends_at: k.ends_at.toISOString(),
  }));
}

async function load(db: Database, now: Date): Promise<PricingPromotions> {
  const [
    saleEvents,
    matchPairs,
    addMoneyList,
    giftActivities,
    thresholdActivities,
    routineKits,
    exchanges,
    evergreenTrail,
  ] = await Promise.all([
    listSaleEvents(db, now),
    matchPairsForPricing(db, now),
    listAddMoneyItems(db, now),
    listGiftActivities(db, now, [...GIFT_TYPES]),
    listThresholdActivities(db, now),
    routineKitsForPricing(db, now),
    listExchanges(db, now),
    evergreenTrailForPricing(db, now),
  ]);
  return {
    saleEvents,
    matchPairs,
    addMoneyList,
    giftActivities,
    thresholdActivities,
    routineKits,
    pointProducts: exchanges,
    evergreenTrail,
  };
}

/**
 * The open promotions at `now`: from memory when loaded less than SHORT_ANSWER_CACHE_MS ago; the kept
 * ones while the next load runs when less than PRICING_PROMOTIONS_SERVED_STALE_MS ago; else loaded now.
 */
export function pricingPromotions(db: Database, now: Date): Promise<PricingPromotions> {
  const kept = snapshots.get(db);
  const age = kept ? now.getTime() - kept.loadedAt : Number.POSITIVE_INFINITY;
  if (kept && age < SHORT_ANSWER_CACHE_MS) return kept.promotions;
  if (kept && age < PRICING_PROMOTIONS_SERVED_STALE_MS) {
    if (!kept.refreshing) refreshInBackground(db, kept, now);
    return kept.promotions;
  }
  return loadNow(db, now);
}

function loadNow(db: Database, now: Date): Promise<PricingPromotions> {
  const promotions = load(db, now);
  snapshots.set(db, { loadedAt: now.getTime(), promotions, refreshing: false });
  // A failed load is not kept: the next request tries again.
  promotions.catch(() => {
    if (snapshots.get(db)?.promotions === promotions) snapshots.delete(db);
  });
  return promotions;
}

function refreshInBackground(db: Database, kept: Snapshot, now: Date): void {
  kept.refreshing = true;
  const promotions = load(db, now);
  promotions.then(
    () => {
      if (snapshots.get(db) === kept)
        snapshots.set(db, { loadedAt: now.getTime(), promotions, refreshing: false });
    },
    // The kept snapshot stays (until PRICING_PROMOTIONS_SERVED_STALE_MS); the next request tries again.
    () => {
      kept.refreshing = false;
    },
  );
}

/** Drops the kept promotions (tests that change promotions, and the admin when it exists). */
export function forgetPricingPromotions(db: Database): void {
  snapshots.delete(db);
}
