import { describe, expect, it } from 'vitest';
import {
  createStorage,
  LOCAL_KEYS,
  LocalKey,
  STORAGE_CHANGED_EVENT,
  type StorageNotice,
  storage,
  storedCurrency,
} from './storage.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  /** When set, a write that would make the total larger than this throws QuotaExceededError. */
  constructor(private readonly capacity = Number.POSITIVE_INFINITY) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    const others = [...this.items].filter(([k]) => k !== key).reduce((n, [, v]) => n + v.length, 0);
    if (others + value.length > this.capacity) {
      const error = new Error('full');
      error.name = 'QuotaExceededError';
      throw error;
    }
    this.items.set(key, value);
  }
}

function setup(capacity?: number) {
  const local = new MemoryStorage(capacity);
  const session = new MemoryStorage();
  const events = new EventTarget();
  const notices: StorageNotice[] = [];
  events.addEventListener(STORAGE_CHANGED_EVENT, (event) =>
    notices.push((event as CustomEvent<StorageNotice>).detail),
  );
  const store = createStorage({ local: () => local, session: () => session, events: () => events });
  return { local, session, events, notices, store };
}

describe('storage notices', () => {
  it('announces a set with the parsed JSON content', () => {
    const { store, notices, local } = setup();
    store.set(LocalKey.cart, [{ productId: 1, quantity: 2, selected: true }]);
    expect(local.getItem('cart')).toBe('[{"productId":1,"quantity":2,"selected":true}]');
    expect(notices).toEqual([
      { action: 'set', key: 'cart', content: [{ productId: 1, quantity: 2, selected: true }] },
    ]);
  });

  it('stores strings as they are and announces them as text when they are not JSON', () => {
    const { store, notices, local } = setup();
    store.set(LocalKey.authToken, 'abc');
    expect(local.getItem('auth_token')).toBe('abc');
    expect(notices).toEqual([{ action: 'set', key: 'auth_token', content: 'abc' }]);
  });

  it('announces a remove', () => {
    const { store, notices } = setup();
    store.set(LocalKey.currency, 'HKD');
    store.remove(LocalKey.currency);
    expect(store.get(LocalKey.currency)).toBeNull();
    expect(notices.at(-1)).toEqual({ action: 'remove', key: 'Currency', content: null });
  });

  it('full clear removes every listed key and announces one clear', () => {
    const { store, notices, local } = setup();
    for (const key of LOCAL_KEYS) store.set(key, '1');
    local.setItem('unrelated', 'kept');
    notices.length = 0;
    store.clearAll();
    for (const key of LOCAL_KEYS) expect(local.getItem(key)).toBeNull();
    expect(local.getItem('unrelated')).toBe('kept');
    expect(notices).toEqual([{ action: 'clear', key: null, content: null, keys: [...LOCAL_KEYS] }]);
  });

  it('member-only clear keeps addMoneyList and discounts', () => {
    const { store, notices } = setup();
    for (const key of LOCAL_KEYS) store.set(key, '1');
    notices.length = 0;
    store.clearMember();
    expect(store.get(LocalKey.addMoneyList)).toBe('1');
    expect(store.get(LocalKey.discounts)).toBe('1');
    expect(store.get(LocalKey.authToken)).toBeNull();
    expect(store.get(LocalKey.cart)).toBeNull();
    const [notice] = notices;
    expect(notices).toHaveLength(1);
    expect(notice?.action).toBe('clear');
    expect(notice?.action === 'clear' && notice.keys).not.toContain('addMoneyList');
  });

  it('subscribe delivers notices until it is stopped', () => {
    const { store } = setup();
    const seen: StorageNotice[] = [];
    const stop = store.subscribe((notice) => seen.push(notice));
    store.set(LocalKey.region, 'TW');
    stop();
    store.set(LocalKey.region, 'HK');
    expect(seen).toEqual([{ action: 'set', key: 'region', content: 'TW' }]);
  });
});

describe('storage when full', () => {
  it('drops the caches and still stores a regular key', () => {
    const { store, notices, local } = setup(20);
    store.set(LocalKey.commonCache, '0123456789');
    notices.length = 0;
    expect(store.set(LocalKey.cart, '[1,2,3,4,5,6,7,8]')).toBe(true);
    expect(local.getItem('common_cache')).toBeNull();
    expect(local.getItem('cart')).toBe('[1,2,3,4,5,6,7,8]');
    expect(notices).toEqual([
      { action: 'clear', key: null, content: null, keys: ['common_cache'] },
      { action: 'set', key: 'cart', content: [1, 2, 3, 4, 5, 6, 7, 8] },
    ]);
  });

  it('gives up a cache write instead of throwing', () => {
    const { store, local } = setup(10);
    store.set(LocalKey.cart, '12345678');
    expect(store.set(LocalKey.productCache, 'x'.repeat(50))).toBe(false);
    expect(local.getItem('product_cache')).toBeNull();
    expect(local.getItem('cart')).toBe('12345678');
  });
});

describe('session values and the server', () => {
  it('keeps session values without announcing them', () => {
    const { store, notices } = setup();
    store.setSession('utm_source', 'line');
    expect(store.getSession('utm_source')).toBe('line');
    expect(notices).toEqual([]);
  });

  it('reads nothing and writes nothing without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(storage.get(LocalKey.authToken)).toBeNull();
    expect(storage.set(LocalKey.authToken, 'abc')).toBe(false);
    expect(() => storage.clearAll()).not.toThrow();
    expect(storedCurrency()).toBe('TWD');
  });
});
