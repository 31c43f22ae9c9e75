// Convenience-store rows an order names, kept STORES_KEPT_MS (docs/decisions/037-checkout-throughput-and-answer-serialization.md): reference
// rows that change with the store list's import, not per order, so a checkout reads them without a query.
import type { StorePickupMethod } from '@shop/core';
import type { Database } from '@shop/db';
import { LRUCache } from 'lru-cache';
import { findStore } from './reference.repository.ts';

export const STORES_KEPT_MS = 60_000;
/** About the number of 7-ELEVEN stores in Taiwan; the least recently used go first past it. */
const MAX_KEPT_STORES = 7_000;

type Store = Awaited<ReturnType<typeof findStore>>;
/** An unknown store id is kept too (as null), so a wrong id is not asked for again and again. */
type Kept = { store: Store };

const keptByDatabase = new WeakMap<Database, LRUCache<string, Kept>>();

function keptOf(db: Database): LRUCache<string, Kept> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    // fetch() shares one query between the requests that ask for the same store at once; a failed
    // query is not kept.
    kept = new LRUCache<string, Kept>({
      max: MAX_KEPT_STORES,
      ttl: STORES_KEPT_MS,
      // Keyed chain:id ('family:006598'): ids are unique within a chain only.
      fetchMethod: async (key) => {
        const [chain, storeId] = key.split(':') as [StorePickupMethod, string];
        return { store: await findStore(db, chain, storeId) };
      },
    });
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** The chain's store with this id, or null when the shop has none. */
export async function keptStore(db: Database, chain: StorePickupMethod, storeId: string): Promise<Store> {
  const kept = await keptOf(db).fetch(`${chain}:${storeId}`);
  return kept?.store ?? null;
}
