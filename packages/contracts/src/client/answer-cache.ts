import { LRUCache } from 'lru-cache';

/** The subset of the Web Storage API the service cache persists to (window.localStorage fits). */
export interface CacheStorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type CacheLookup = { hit: true; data: unknown } | { hit: false };
const MISS: CacheLookup = { hit: false };

/** Answers a browser tab keeps at most: a long visit cannot grow memory without end. */
export const TIMED_ANSWER_CACHE_MAX_ENTRIES = 500;

/** Answers kept for a per-call lifetime, in memory; past the bound the least recently used goes first. */
export class TimedAnswerCache {
  // Lifetimes are checked against the caller's clock (tests move it), so expiry is kept per entry.
  readonly #entries = new LRUCache<string, { expiresAt: number; data: unknown }>({
    max: TIMED_ANSWER_CACHE_MAX_ENTRIES,
  });

  get(key: string, now: number): CacheLookup {
    const entry = this.#entries.get(key);
    if (!entry) return MISS;
    if (entry.expiresAt > now) return { hit: true, data: entry.data };
    this.#entries.delete(key);
    return MISS;
  }

  set(key: string, data: unknown, expiresAt: number): void {
    this.#entries.set(key, { expiresAt, data });
  }

  clear(): void {
    this.#entries.clear();
  }
}

type ServiceBucket = Record<string, { savedAt: number; data: unknown }>;

/** The common per-service cache, stored as {service}_cache in memory and, when given, in storage. */
export class ServiceAnswerCache {
  readonly #buckets = new Map<string, ServiceBucket>();
  readonly #lifetimeMs: number;
  readonly #storage: CacheStorageAdapter | undefined;

  constructor(lifetimeMs: number, storage?: CacheStorageAdapter) {
    this.#lifetimeMs = lifetimeMs;
    this.#storage = storage;
  }

  get(service: string, key: string, now: number): CacheLookup {
    const entry = this.#bucket(service)[key];
    return entry && this.#isFresh(entry, now) ? { hit: true, data: entry.data } : MISS;
  }

  set(service: string, key: string, data: unknown, now: number): void {
    const bucket = this.#bucket(service);
    for (const [other, entry] of Object.entries(bucket)) {
      if (!this.#isFresh(entry, now)) delete bucket[other];
    }
    bucket[key] = { savedAt: now, data };
    this.#persist(service, bucket);
  }

  clear(services: Iterable<string>): void {
    for (const service of new Set([...services, ...this.#buckets.keys()])) {
      this.#remove(storageKey(service));
    }
    this.#buckets.clear();
  }

  // Entries read back from storage may be anything, hence the shape check.
  #isFresh(entry: unknown, now: number): boolean {
    const savedAt =
      typeof entry === 'object' && entry !== null ? (entry as { savedAt?: unknown }).savedAt : null;
    return typeof savedAt === 'number' && now - savedAt < this.#lifetimeMs;
  }

  #bucket(service: string): ServiceBucket {
    let bucket = this.#buckets.get(service);
    if (!bucket) {
      bucket = this.#load(service);
      this.#buckets.set(service, bucket);
    }
    return bucket;
  }

  #load(service: string): ServiceBucket {
    try {
      const parsed: unknown = JSON.parse(this.#storage?.getItem(storageKey(service)) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as ServiceBucket)
        : {};
    } catch {
      return {};
    }
  }

  // A full storage (quota exceeded) drops the persisted cache silently; memory keeps serving it.
  #persist(service: string, bucket: ServiceBucket): void {
    if (!this.#storage) return;
    try {
      this.#storage.setItem(storageKey(service), JSON.stringify(bucket));
    } catch {
      this.#remove(storageKey(service));
    }
  }

  #remove(key: string): void {
    try {
      this.#storage?.removeItem(key);
    } catch {
      // Storage unavailable: nothing persisted to drop.
    }
  }
}

export function storageKey(service: string): string {
  return `${service}_cache`;
}
