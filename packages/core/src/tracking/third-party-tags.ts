// Third-party services of storefront.md §1 and §2.4: two tag-manager containers, a session recording, ad
// pixels, a marketing script and a floating chat button. Each is on only when its setting names it
// (packages/contracts/src/settings.ts); with none set, no page loads anything from another host. The
// Content-Security-Policy names a service's hosts only when it is on (thirdPartyCspSources).

export interface ThirdPartyTags {
  /** Google Tag Manager containers ('GTM-XXXX'), at most two (§1: two tag-manager containers). */
  tagManagerIds: string[];
  /** Microsoft Clarity project (the session recording). */
  sessionRecordingId: string | null;
  /** Meta (Facebook) pixel. */
  metaPixelId: string | null;
  /** LINE Tag (LINE Ads conversion tag). */
  lineTagId: string | null;
  /** The marketing script: loaded 3 s after the shell for members, never on pay-finish pages (§2.4). */
  marketingScriptUrl: string | null;
  /** The floating chat button (§2.4): 'line' opens a chat with the shop's LINE 官方帳號. */
  chatButton: 'line' | null;
  /**
   * Our own page tracker (page views, clicks, counted views, UTM visits, the LINE shopping referral
   * calls): on unless PAGE_TRACKER is `off`; off loads no tracker code and makes none of its calls.
   */
  pageTracker: boolean;
}

export const NO_THIRD_PARTY_TAGS: ThirdPartyTags = {
  tagManagerIds: [],
  sessionRecordingId: null,
  metaPixelId: null,
  lineTagId: null,
  marketingScriptUrl: null,
  chatButton: null,
  pageTracker: true,
};

/** Where each service's script lives (fixed by the service; see its own install snippet). */
export const THIRD_PARTY_SCRIPT_URLS = {
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  sessionRecording: (id: string) => `https://www.clarity.ms/tag/${encodeURIComponent(id)}`,
  metaPixel: 'https://connect.facebook.net/en_US/fbevents.js',
  lineTag: 'https://d.line-scdn.net/n/line_tag/public/release/v1/lt.js',
} as const;

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const CLARITY_ID = /^[a-z0-9]{6,16}$/;
const META_PIXEL_ID = /^\d{10,20}$/;
const LINE_TAG_ID = /^[0-9a-f-]{36}$/i;

/** The third-party settings as checked values (packages/contracts checks their form at start too). */
export function thirdPartyTagsFrom(settings: Readonly<Record<string, string | undefined>>): ThirdPartyTags {
  const pick = (name: string, form: RegExp) => {
    const value = settings[name]?.trim();
    return value && form.test(value) ? value : null;
  };
  const tagManagerIds = (settings.TAG_MANAGER_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => TAG_MANAGER_ID.test(id))
    .slice(0, 2);
  const marketing = settings.MARKETING_SCRIPT_URL?.trim();
  return {
    tagManagerIds,
    sessionRecordingId: pick('SESSION_RECORDING_ID', CLARITY_ID),
    metaPixelId: pick('META_PIXEL_ID', META_PIXEL_ID),
    lineTagId: pick('LINE_TAG_ID', LINE_TAG_ID),
    marketingScriptUrl: marketing && /^https?:\/\//.test(marketing) ? marketing : null,
    chatButton: settings.CHAT_BUTTON?.trim() === 'line' ? 'line' : null,
    pageTracker: settings.PAGE_TRACKER?.trim() !== 'off',
  };
}

export const THIRD_PARTY_ID_FORMS = {
  TAG_MANAGER_IDS: TAG_MANAGER_ID,
  SESSION_RECORDING_ID: CLARITY_ID,
  META_PIXEL_ID,
  LINE_TAG_ID,
} as const;

export interface CspSources {
  script: string[];
  connect: string[];
  frame: string[];
}

/**
 * The hosts each configured service loads from and reports to, from the services' own CSP guides
 * (Google Tag Manager's and GA4's "Content Security Policy" guide, Microsoft Clarity's CSP page, Meta
 * pixel's and LINE Tag's script and beacon hosts). Tags a container adds later from other hosts need
 * their hosts in THIRD_PARTY_CSP_SOURCES.
 */
export function thirdPartyCspSources(tags: ThirdPartyTags, extraSources: readonly string[] = []): CspSources {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  if (tags.tagManagerIds.length > 0) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
    frame.push('https://www.googletagmanager.com');
  }
  if (tags.sessionRecordingId) {
    script.push('https://www.clarity.ms', 'https://*.clarity.ms');
    connect.push('https://*.clarity.ms');
  }
  if (tags.metaPixelId) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (tags.lineTagId) {
    script.push('https://d.line-scdn.net');
    connect.push('https://tr.line.me', 'https://d.line-scdn.net');
  }
  if (tags.marketingScriptUrl) {
    const origin = new URL(tags.marketingScriptUrl).origin;
    script.push(origin);
    connect.push(origin);
  }
  script.push(...extraSources);
  connect.push(...extraSources);
  const unique = (sources: string[]) => [...new Set(sources)];
  return { script: unique(script), connect: unique(connect), frame: unique(frame) };
}

/** storefront.md §5: a phone starting with 09 goes to the analytics services with +886 for the 0. */
export function analyticsPhone(phone: string): string {
  const trimmed = phone.trim();
  return /^09\d{8}$/.test(trimmed) ? `+886${trimmed.slice(1)}` : trimmed;
}

/** §2.4: the marketing script loads for members only, never on a pay-finish page. */
export function marketingScriptAllowed(pathname: string, loggedIn: boolean): boolean {
  return loggedIn && !/^\/pay-finish(\/|$)/i.test(pathname);
}

/** §2.4: the floating chat button is on every page but /my_cartlist. */
export function chatButtonShown(pathname: string): boolean {
  return !/^\/my_cartlist\/?$/i.test(pathname);
}

/** A product as the analytics services receive it (GA4's item), categories from the page's path. */
export interface AnalyticsItem {
  item_id: string;
  item_name?: string;
  price?: number;
  quantity: number;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
}

/**
 * One product for the data layer. The categories are the segments of the address the product was found
 * under ('/category/face/serum' → 'category', 'face', 'serum'), the only hierarchy every page knows.
 */
export function analyticsItem(
  product: { id: number | string; name: string; price: number; quantity?: number },
  href?: string,
): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: String(product.id),
    item_name: product.name,
    price: product.price,
    quantity: product.quantity ?? 1,
  };
  const segments = (href ?? '')
    .split(/[?#]/)[0]
    ?.split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))
    .slice(0, 3);
  const keys = ['item_category', 'item_category2', 'item_category3'] as const;
  segments?.forEach((segment, index) => {
    const key = keys[index];
    if (key) item[key] = segment;
  });
  return item;
}

/** The analytics events of storefront.md §7.9, by their GA4 names. */
export type AnalyticsEventName =
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'add_shipping_info'
  | 'purchase'
  | 'sign_up'
  | 'login'
  | 'screen_view';

/** The same events under the Meta pixel's standard names (events it has no name for are not sent). */
export const META_PIXEL_EVENTS: Partial<Record<AnalyticsEventName, string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  sign_up: 'CompleteRegistration',
};
