// The browser side of tracking (storefront.md §2.4, §4.6, §4.8, §7.9), loaded lazily after the page is
// interactive (./tracking.tsx): UTM capture and the after-login queue, page views 1 s after each route
// change, clicks on [event-name] elements, views of [view-event-name] elements at 50 % visible, the
// shopping-referral calls, and uncaught errors posted to notify. Nothing here is awaited by the page;
// every failure is only logged (§8).
import { API_BASE_PATH, TRACKING_ROUTES, type TrackingRoute } from '@shop/contracts/tracking-routes';
import {
  EVENT_NAME_ATTRIBUTES,
  firstStackLines,
  IMAGE_SEEN_VISIBLE_RATIO,
  PAGE_VIEW_LOG_DELAY_MS,
  PAGE_VIEW_PARAMS,
  pageViewReferrer,
  parseReferralCookie,
  REFERRAL_COOKIE_NAME,
  readCookie,
  referralProductOf,
  referralRouteCalls,
  TRACKED_PARAMS,
  type TrackedParam,
  UTM_EVENT_PARAMS,
  utmRecordOf,
  VIEW_EVENT_ATTRIBUTES,
} from '@shop/core';
import { enqueueAfterLogin } from '../../lib/after-login-queue';
import { documentCookies } from '../../lib/page-start';
import { LocalKey, SessionKey, STORAGE_CHANGED_EVENT, storage, storedAuthToken } from '../../lib/storage';
import { EventSender } from './event-sender';

const url = (route: TrackingRoute) => `${API_BASE_PATH}/${route}`;

const trackingApi = () => import('./tracking-api.client');
const log = (message: string, error?: unknown) => console.error(message, error ?? '');

/** At most this many error reports leave one page (a render loop must not flood notify). */
const MAX_ERROR_REPORTS_PER_PAGE = 10;
const PAGE_STARTED_AT = performance.now();

const sender = new EventSender({
  fetch: typeof window.fetch === 'function' ? (input, init) => window.fetch(input, init) : null,
  sendBeacon:
    typeof navigator.sendBeacon === 'function' ? (to, body) => navigator.sendBeacon(to, body) : null,
  headers: () => {
    const headers: Record<string, string> = {};
    const visitId = storage.get(LocalKey.visitorId);
    if (visitId) headers['X-Visit-ID'] = visitId;
    const token = storedAuthToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  log,
});

const SESSION_KEY_OF: Record<TrackedParam, SessionKey> = {
  utm_source: SessionKey.utmSource,
  utm_medium: SessionKey.utmMedium,
  utm_campaign: SessionKey.utmCampaign,
  utm_term: SessionKey.utmTerm,
  utm_content: SessionKey.utmContent,
  notification_id: SessionKey.notificationId,
  from: SessionKey.from,
  source: SessionKey.source,
  vtm_channel: SessionKey.vtmChannel,
  vtm_stat_id: SessionKey.vtmStatId,
};

/** Tracking values come from the query and are kept in session storage (§7.9). */
function keepTrackedValues(search: string): void {
  const query = new URLSearchParams(search);
  for (const name of TRACKED_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) storage.setSession(SESSION_KEY_OF[name], value);
  }
}

function sessionValues<K extends TrackedParam>(names: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(names.map((name) => [name, storage.getSession(SESSION_KEY_OF[name])])) as Record<
    K,
    string | null
  >;
}

const fullPath = () => `${location.pathname}${location.search}${location.hash}`;

// ---------- UTM capture (§4.6) ----------

async function captureUtm(href: string): Promise<void> {
  const record = utmRecordOf(href, document.referrer);
  if (!record) return;
  try {
    const utmId = await (await trackingApi()).storeUtm(record);
    // A guest's record waits in the after-login queue; a member's is theirs already.
    if (!storedAuthToken()) enqueueAfterLogin(storage, { utm_id: utmId });
  } catch (error) {
    log('[utm] store-utms failed', error);
  }
}

// ---------- page views, clicks, views (§7.9) ----------

/** The route before the current one (the click's and view's referrer, "redirected from"). */
let previousRoute: string | null = null;
let currentRoute: string | null = null;
let pageViewTimer: number | null = null;

function schedulePageView(): void {
  if (pageViewTimer !== null) window.clearTimeout(pageViewTimer);
  pageViewTimer = window.setTimeout(() => {
    pageViewTimer = null;
    sender.add(url(TRACKING_ROUTES.pageView), {
      page: fullPath(),
      referrer: pageViewReferrer(document.referrer, storage.getSession(SessionKey.entryPath)),
      ...sessionValues(PAGE_VIEW_PARAMS),
    });
  }, PAGE_VIEW_LOG_DELAY_MS);
}

function elementEvent(target: string, x: number, y: number) {
  return {
    page: fullPath(),
    referrer: previousRoute ?? pageViewReferrer(document.referrer, null),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    x: Math.max(0, Math.round(x)),
    y: Math.max(0, Math.round(y)),
    target,
    stayTime: Math.round(performance.now() - PAGE_STARTED_AT),
    ...sessionValues(UTM_EVENT_PARAMS),
  };
}

const EVENT_NAME_SELECTOR = EVENT_NAME_ATTRIBUTES.map((name) => `[${name}]`).join(',');
const VIEW_EVENT_SELECTOR = VIEW_EVENT_ATTRIBUTES.map((name) => `[${name}]`).join(',');
const nameOf = (element: Element, attributes: readonly string[]) =>
  attributes
    .map((name) => element.getAttribute(name))
    .find((value) => value)
    ?.slice(0, 200) ?? null;

function onClick(event: MouseEvent): void {
  const element = event.target instanceof Element ? event.target.closest(EVENT_NAME_SELECTOR) : null;
  if (!element) return;
  const target = nameOf(element, EVENT_NAME_ATTRIBUTES);
  if (target) sender.add(url(TRACKING_ROUTES.click), elementEvent(target, event.pageX, event.pageY));
}

function watchViews(): void {
  if (typeof IntersectionObserver !== 'function') return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < IMAGE_SEEN_VISIBLE_RATIO) continue;
        observer.unobserve(entry.target);
        const target = nameOf(entry.target, VIEW_EVENT_ATTRIBUTES);
        if (target) sender.add(url(TRACKING_ROUTES.viewEvent), elementEvent(target, 0, 0));
      }
    },
    { threshold: IMAGE_SEEN_VISIBLE_RATIO },
  );
  const scan = () => {
    for (const element of document.querySelectorAll(VIEW_EVENT_SELECTOR)) {
      if (seen.has(element)) continue;
      seen.add(element);
      observer.observe(element);
    }
  };
  scan();
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    window.setTimeout(() => {
      pending = false;
      scan();
    }, 500);
  }).observe(document.body, { childList: true, subtree: true });
}

// ---------- shopping referral (§4.8) ----------

function referralCookie() {
  return parseReferralCookie(readCookie(document.cookie, REFERRAL_COOKIE_NAME));
}

function referralOnRoute(): void {
  const cookie = referralCookie();
  const calls = referralRouteCalls(cookie, Date.now(), storedAuthToken() !== null);
  if (calls.expired) {
    documentCookies(document).write(`${REFERRAL_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`);
    return;
  }
  if (!cookie) return;
  const body = { ecid: cookie.ecid };
  if (calls.updateMember) {
    trackingApi()
      .then((api) => api.updateLineShoppingMember(cookie.ecid))
      .catch((error: unknown) => log('[referral] member update failed', error));
  }
  if (calls.browse) sender.add(url(TRACKING_ROUTES.lineShoppingBrowsePage), body);
  if (location.pathname === '/my_cartlist')
    referralCartEvent(TRACKING_ROUTES.lineShoppingViewCart, cartIds());
}

function cartIds(): Map<number, number> {
  const cart = storage.getJson<unknown>(LocalKey.cart);
  const ids = new Map<number, number>();
  if (!Array.isArray(cart)) return ids;
  for (const item of cart as { productId?: unknown; quantity?: unknown }[]) {
    const id = Number(item?.productId);
    const quantity = Number(item?.quantity);
    if (Number.isInteger(id) && id > 0 && quantity > 0) ids.set(id, (ids.get(id) ?? 0) + quantity);
  }
  return ids;
}

/** Names and prices are not in the browser's cart; the program gets the ids (amount 0 = not known). */
function referralCartEvent(route: TrackingRoute, ids: Map<number, number>): void {
  const cookie = referralCookie();
  if (!cookie || ids.size === 0 || referralRouteCalls(cookie, Date.now(), false).expired) return;
  const products = [...ids.keys()].map((id) =>
    referralProductOf({ p_id: id, p_name: '', discount_price: 0 }),
  );
  sender.add(url(route), { ecid: cookie.ecid, products });
}

/** A cart change that raised a product's quantity is an add to cart. */
function watchCartAdds(): void {
  let before = cartIds();
  window.addEventListener(STORAGE_CHANGED_EVENT, (event) => {
    if (event.detail.key !== LocalKey.cart && event.detail.action !== 'clear') return;
    const after = cartIds();
    const added = new Map([...after].filter(([id, quantity]) => quantity > (before.get(id) ?? 0)));
    before = after;
    if (added.size > 0) referralCartEvent(TRACKING_ROUTES.lineShoppingAddCart, added);
  });
}

// ---------- uncaught errors (§7.9) ----------

let reportsSent = 0;
const reported = new Set<string>();

export function reportError(error: unknown, info: string, component: string | null = null): void {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? firstStackLines(error.stack) : null;
  const key = `${message}\n${stack}`;
  if (reported.has(key) || reportsSent >= MAX_ERROR_REPORTS_PER_PAGE) return;
  reported.add(key);
  reportsSent += 1;
  sender.send(url(TRACKING_ROUTES.notify), {
    error: {
      type: 'vue-error',
      message: message.slice(0, 2000),
      stack,
      component,
      info,
      path: location.pathname,
      url: location.href.slice(0, 2000),
      ua: navigator.userAgent.slice(0, 500),
      time: new Date().toISOString(),
    },
  });
}

// ---------- start and route changes ----------

let started = false;

/** Once per page load: listeners, the UTM record of the address the page started at. */
export function startTracking(startHref: string): void {
  if (started) return;
  started = true;
  const start = new URL(startHref);
  if (!storage.getSession(SessionKey.entryPath)) {
    storage.setSession(SessionKey.entryPath, `${start.pathname}${start.search}${start.hash}`);
  }
  keepTrackedValues(start.search);
  void captureUtm(startHref);
  document.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window.onerror'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
  // Whatever waits goes when the page is hidden or left (keepalive / beacon survive the unload).
  window.addEventListener('pagehide', () => sender.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush();
  });
  watchViews();
  watchCartAdds();
}

/** Each route change (the first render included). */
export function routeChanged(path: string, search: string): void {
  keepTrackedValues(search);
  schedulePageView();
  referralOnRoute();
  if (path !== currentRoute) {
    previousRoute = currentRoute;
    currentRoute = path;
  }
}
