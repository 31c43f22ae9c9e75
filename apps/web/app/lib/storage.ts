/**
 * The one module that touches browser storage (storefront.md §3, §4.4; ARCHITECTURE §5).
 * Every set / remove / clear of local storage is announced inside the page as a
 * `storage-changed` CustomEvent so carts, the header and the previews can react.
 * On the server there is no window: reads answer null and writes do nothing.
 */
import { type Currency, parseCurrency } from '@shop/core';

/** Local storage keys of storefront.md §3, by the name code uses for them. */
export const LocalKey = {
  addMoneyList: 'addMoneyList',
  authToken: 'auth_token',
  commonCache: 'common_cache',
  gift: 'gift',
  pointCart: 'pointCart',
  productCache: 'product_cache',
  routineKit: 'routinekit',
  userData: 'userData',
  visitorId: 'visitor-id',
  discounts: 'discounts',
  formData: 'formData',
  memberGiftPerk: 'memberGiftPerk',
  /** A copy of the member's gift cart on the server (claimed member gifts), for the counter and the preview. */
  memberGiftCart: 'memberGiftCart',
  region: 'region',
  currency: 'Currency',
  lastPageBeforeLogin: 'lastPageBeforeLogin',
  oauthRedirectPath: 'oauth_redirect_path',
  cart: 'cart',
  evergreenTrailCart: 'evergreenTrailCart',
  onlineSkinTestCart: 'onlineSkinTestCart',
  orderData: 'orderData',
  entrySource: 'entry_source',
  afterLoginActions: 'after_login_actions',
} as const;
export type LocalKey = (typeof LocalKey)[keyof typeof LocalKey];

/** Session storage keys: the tracked query parameters (§9) and the session's first entry path. */
export const SessionKey = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  notificationId: 'notification_id',
  from: 'from',
  source: 'source',
  vtmChannel: 'vtm_channel',
  vtmStatId: 'vtm_stat_id',
  entryPath: 'entry_path',
  lastChunkReloadAt: 'last_chunk_reload_at',
  /** The state of a Facebook / Google token-flow login, checked when the provider sends the shopper back. */
  oauthState: 'oauth_state',
  /** The binding source ({from}) of /linebinding-step1, kept across the LINE login. */
  lineBindingFrom: 'line_binding_from',
  /** The last order submit of /my_cartlist (form fingerprint and Idempotency-Key), so a retry reuses its key. */
  checkoutAttempt: 'checkout_attempt',
  /** The routine-finder result a guest just made, so a reload still shows it. */
  routineFinderResult: 'customer_routine_finder_result',
  /** The skin analyzer's last analysis (member-area §4, §9), without localImageUrl. */
  skinAnalyzerResult: 'customer_routine_cvResults',
  /** The routine customer-routine answered for that analysis, so a revisit does not save it again. */
  skinAnalyzerRoutine: 'customer_routine_products',
} as const;
export type SessionKey = (typeof SessionKey)[keyof typeof SessionKey];

export const LOCAL_KEYS: readonly LocalKey[] = Object.values(LocalKey);
/** Keys that survive a member-only clear (§4.1). */
export const KEPT_ON_MEMBER_CLEAR: readonly LocalKey[] = [LocalKey.addMoneyList, LocalKey.discounts];
/** Keys holding caches that may be dropped when storage is full (§8 'Local storage full'). */
export const CACHE_KEYS: readonly LocalKey[] = [LocalKey.commonCache, LocalKey.productCache];

export const STORAGE_CHANGED_EVENT = 'storage-changed';

export type StorageNotice =
  | { action: 'set'; key: LocalKey; content: unknown }
  | { action: 'remove'; key: LocalKey; content: null }
  /** key is null: several keys changed at once, listed in `keys`. */
  | { action: 'clear'; key: null; content: null; keys: LocalKey[] };

declare global {
  interface WindowEventMap {
    [STORAGE_CHANGED_EVENT]: CustomEvent<StorageNotice>;
  }
}

export interface StorageDeps {
  /** Resolved on every call so the module can be imported on the server. */
  local: () => Storage | null;
  session: () => Storage | null;
  events: () => EventTarget | null;
}

function parseContent(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function createStorage(deps: StorageDeps) {
  function announce(notice: StorageNotice) {
    const target = deps.events();
    if (!target) return;
    target.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT, { detail: notice }));
  }

  function get(key: LocalKey): string | null {
    const local = deps.local();
    return local ? safely(() => local.getItem(key), null) : null;
  }

  /** The stored value parsed as JSON; null when absent or unreadable. */
  function getJson<T = unknown>(key: LocalKey): T | null {
    const raw = get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  }

  function removeQuietly(local: Storage, keys: readonly LocalKey[]): LocalKey[] {
    const removed: LocalKey[] = [];
    for (const key of keys) {
      if (safely(() => local.getItem(key), null) === null) continue;
      local.removeItem(key);
      removed.push(key);
    }
    return removed;
  }

  function dropCaches(local: Storage) {
    const removed = removeQuietly(local, CACHE_KEYS);
    if (removed.length > 0) announce({ action: 'clear', key: null, content: null, keys: removed });
  }

  /**
   * Stores a value (strings as they are, anything else as JSON) and announces it.
   * When storage is full the caches are dropped; a cache write is then given up,
   * any other write is tried once more. Answers whether the value was stored.
   */
  function set(key: LocalKey, value: unknown): boolean {
    const local = deps.local();
    if (!local) return false;
    const raw = typeof value === 'string' ? value : JSON.stringify(value);
    try {
      local.setItem(key, raw);
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error;
      dropCaches(local);
      if (CACHE_KEYS.includes(key)) return false;
      try {
        local.setItem(key, raw);
      } catch (retryError) {
        if (!isQuotaExceeded(retryError)) throw retryError;
        console.error(`[storage] no room for ${key}`);
        return false;
      }
    }
    announce({ action: 'set', key, content: parseContent(raw) });
    return true;
  }

  function remove(key: LocalKey) {
    const local = deps.local();
    if (!local) return;
    safely(() => local.removeItem(key), undefined);
    announce({ action: 'remove', key, content: null });
  }

  function clearKeys(keys: readonly LocalKey[]) {
    const local = deps.local();
    if (!local) return;
    for (const key of keys) safely(() => local.removeItem(key), undefined);
    announce({ action: 'clear', key: null, content: null, keys: [...keys] });
  }

  /** Full clear (§4.1): every local key of §3. */
  function clearAll() {
    clearKeys(LOCAL_KEYS);
  }

  /** Member-only clear (§4.1): every local key but addMoneyList and discounts. */
  function clearMember() {
    clearKeys(LOCAL_KEYS.filter((key) => !KEPT_ON_MEMBER_CLEAR.includes(key)));
  }

  function getSession(key: SessionKey): string | null {
    const session = deps.session();
    return session ? safely(() => session.getItem(key), null) : null;
  }

  /** Session values are not announced: §4.4 covers local storage only. */
  function setSession(key: SessionKey, value: string) {
    const session = deps.session();
    if (session) safely(() => session.setItem(key, value), undefined);
  }

  function removeSession(key: SessionKey) {
    const session = deps.session();
    if (session) safely(() => session.removeItem(key), undefined);
  }

  /** Listens to the notices; answers the function that stops listening. */
  function subscribe(listener: (notice: StorageNotice) => void): () => void {
    const target = deps.events();
    if (!target) return () => {};
    const handler = (event: Event) => listener((event as CustomEvent<StorageNotice>).detail);
    target.addEventListener(STORAGE_CHANGED_EVENT, handler);
    return () => target.removeEventListener(STORAGE_CHANGED_EVENT, handler);
  }

  return {
    get,
    getJson,
    set,
    remove,
    /** Same as clearAll. */
    clear: clearAll,
    clearAll,
    clearMember,
    getSession,
    setSession,
    removeSession,
    subscribe,
  };
}

export type BrowserStorage = ReturnType<typeof createStorage>;

const hasWindow = () => typeof window !== 'undefined';

/** The page's storage: window.localStorage / sessionStorage, announced on window. */
export const storage: BrowserStorage = createStorage({
  // Reading window.localStorage throws when the browser blocks storage (private modes, sandboxed frames).
  local: () => (hasWindow() ? safely(() => window.localStorage, null) : null),
  session: () => (hasWindow() ? safely(() => window.sessionStorage, null) : null),
  events: () => (hasWindow() ? window : null),
});

/** The shopper's currency choice (§4.5): TWD unless HKD was chosen. */
export function storedCurrency(source: BrowserStorage = storage): Currency {
  return parseCurrency(source.get(LocalKey.currency));
}

export function storedAuthToken(source: BrowserStorage = storage): string | null {
  return source.get(LocalKey.authToken) || null;
}
