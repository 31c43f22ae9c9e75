import {
  parseReferralCookie,
  REFERRAL_TIMESTAMP_OFFSET_MS,
  readCookie,
  VISITOR_ID_PATTERN,
} from '@shop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyStartQuery,
  type CookieJar,
  encodedSeparatorReload,
  ensureVisitorId,
  isChunkLoadError,
  reloadAfterChunkError,
  scrollToHash,
  syncCurrencyCookie,
} from './page-start.ts';
import { createStorage, STORAGE_CHANGED_EVENT, type StorageNotice } from './storage.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function setup() {
  const local = memoryStorage();
  const session = memoryStorage();
  const events = new EventTarget();
  const notices: StorageNotice[] = [];
  events.addEventListener(STORAGE_CHANGED_EVENT, (e) =>
    notices.push((e as CustomEvent<StorageNotice>).detail),
  );
  const storage = createStorage({ local: () => local, session: () => session, events: () => events });
  let cookieString = '';
  const written: string[] = [];
  const cookies: CookieJar = {
    read: () => cookieString,
    write: (cookie) => {
      written.push(cookie);
      // Like document.cookie: a cookie of the same name is replaced.
      const [pair = ''] = cookie.split(';');
      const name = pair.split('=')[0];
      const others = cookieString.split('; ').filter((kept) => kept && kept.split('=')[0] !== name);
      cookieString = [...others, pair].join('; ');
    },
  };
  return { storage, notices, cookies, written, local, session };
}

const NOW = Date.UTC(2025, 0, 1);

describe('applyStartQuery', () => {
  it('stores the token of the query as auth_token and announces it', () => {
    const { storage, notices, cookies } = setup();
    applyStartQuery('https://shop.test/?token=abc', { storage, cookies, now: () => NOW });
    expect(storage.get('auth_token')).toBe('abc');
    expect(notices).toEqual([{ action: 'set', key: 'auth_token', content: 'abc' }]);
  });

  it('stores Currency=HKD for currency=HKD only', () => {
    const { storage, cookies } = setup();
    applyStartQuery('https://shop.test/?currency=TWD', { storage, cookies, now: () => NOW });
    expect(storage.get('Currency')).toBeNull();
    applyStartQuery('https://shop.test/a?currency=HKD', { storage, cookies, now: () => NOW });
    expect(storage.get('Currency')).toBe('HKD');
  });

  it('repeats the stored currency in the Currency cookie the server reads (issue 10: HKD first paint)', () => {
    const { storage, cookies } = setup();
    applyStartQuery('https://shop.test/a?currency=HKD', { storage, cookies, now: () => NOW });
    syncCurrencyCookie({ storage, cookies });
    expect(readCookie(cookies.read(), 'Currency')).toBe('HKD');
    storage.set('Currency', 'TWD');
    syncCurrencyCookie({ storage, cookies });
    expect(readCookie(cookies.read(), 'Currency')).toBe('TWD');
  });

  it('writes the lineshipping cookie for ecid when absent, with now + 8 h and a day of life', () => {
    const { storage, cookies, written } = setup();
    applyStartQuery('https://shop.test/?ecid=E1', { storage, cookies, now: () => NOW });
    applyStartQuery('https://shop.test/?ecid=E2', { storage, cookies, now: () => NOW + 5 });
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('Max-Age=86400');
    const cookie = parseReferralCookie(readCookie(cookies.read(), 'lineshipping'));
    expect(cookie).toEqual({ ecid: 'E1', timestamp: NOW + REFERRAL_TIMESTAMP_OFFSET_MS });
  });

  it('does nothing without those parameters', () => {
    const { storage, notices, written, cookies } = setup();
    applyStartQuery('https://shop.test/search/x?utm_source=a', { storage, cookies, now: () => NOW });
    expect(notices).toEqual([]);
    expect(written).toEqual([]);
  });
});

describe('encodedSeparatorReload', () => {
  it('decodes %3D and %26 and leaves other addresses alone', () => {
    expect(encodedSeparatorReload('https://shop.test/p?a%3D1%26b%3D2')).toBe('https://shop.test/p?a=1&b=2');
    expect(encodedSeparatorReload('https://shop.test/p?a=1')).toBeNull();
  });
});

describe('scrollToHash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timers = {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };

  it('retries every 100 ms until the element exists, then scrolls smoothly', () => {
    const scrollIntoView = vi.fn();
    let present = false;
    const find = vi.fn((id: string) => (present && id === 'refund' ? { scrollIntoView } : null));
    scrollToHash('#refund', { find, ...timers });
    vi.advanceTimersByTime(500);
    expect(scrollIntoView).not.toHaveBeenCalled();
    present = true;
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('gives up after 20 tries', () => {
    const find = vi.fn(() => null);
    scrollToHash('#missing', { find, ...timers });
    vi.advanceTimersByTime(10_000);
    expect(find).toHaveBeenCalledTimes(20);
  });

  it('stops trying when cancelled', () => {
    const find = vi.fn(() => null);
    const cancel = scrollToHash('#late', { find, ...timers });
    vi.advanceTimersByTime(250);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(find).toHaveBeenCalledTimes(3);
  });
});

describe('reload after a failed chunk load', () => {
  it('reloads at most once within 10 s, remembering the time in session storage', () => {
    const { storage } = setup();
    const reload = vi.fn();
    let now = NOW;
    expect(reloadAfterChunkError({ storage, now: () => now, reload })).toBe(true);
    expect(storage.getSession('last_chunk_reload_at')).toBe(String(NOW));
    now += 9_999;
    expect(reloadAfterChunkError({ storage, now: () => now, reload })).toBe(false);
    now += 1;
    expect(reloadAfterChunkError({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('ensureVisitorId', () => {
  it('uses the analytics client id of the _ga cookie', () => {
    const { storage } = setup();
    const id = ensureVisitorId({
      storage,
      cookieString: 'a=1; _ga=GA1.1.123.456',
      now: () => NOW,
      random: () => 0.5,
    });
    expect(id).toBe('123.456');
    expect(storage.get('visitor-id')).toBe('123.456');
  });

  it('makes visitor_{ts}_{9 random} once and keeps it', () => {
    const { storage, notices } = setup();
    const first = ensureVisitorId({ storage, cookieString: '', now: () => NOW, random: Math.random });
    const second = ensureVisitorId({ storage, cookieString: '', now: () => NOW + 1, random: Math.random });
    expect(first).toMatch(VISITOR_ID_PATTERN);
    expect(first.startsWith(`visitor_${NOW}_`)).toBe(true);
    expect(second).toBe(first);
    expect(notices).toHaveLength(1);
  });
});
