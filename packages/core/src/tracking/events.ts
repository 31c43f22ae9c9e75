// The browser's tracking rules (storefront.md §4.6, §4.8, §7.9): which query values are tracked, when a UTM
// record is posted, the page-view referrer, and which shopping-referral calls a route change makes.
import { isReferralBrowseDue, isReferralExpired, type ReferralCookie } from '../page/url-rules.ts';

/** The parameters of a UTM record (§9); one of them present makes the record. */
export const UTM_RECORD_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'notification_id',
] as const;
/** The five UTM values every event carries. */
export const UTM_EVENT_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
/** The values a page-view carries (§9): the UTM five and from, source, vtm_channel, vtm_stat_id. */
export const PAGE_VIEW_PARAMS = [
  ...UTM_EVENT_PARAMS,
  'from',
  'source',
  'vtm_channel',
  'vtm_stat_id',
] as const;
/** Every query parameter kept in session storage. */
export const TRACKED_PARAMS = [...UTM_RECORD_PARAMS, 'from', 'source', 'vtm_channel', 'vtm_stat_id'] as const;
export type TrackedParam = (typeof TRACKED_PARAMS)[number];

/** Attributes naming an element for click logging (the spec's and the data- spelling). */
export const EVENT_NAME_ATTRIBUTES = ['event-name', 'data-event-name'] as const;
/** Attributes naming an element whose view (50 % visible, once) is logged. */
export const VIEW_EVENT_ATTRIBUTES = ['view-event-name', 'data-view-event-name'] as const;

/** The tracked values present (non-empty) in a query string. */
export function trackedParamsOf(search: string): Partial<Record<TrackedParam, string>> {
  const query = new URLSearchParams(search);
  const found: Partial<Record<TrackedParam, string>> = {};
  for (const name of TRACKED_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) found[name] = value;
  }
  return found;
}

export interface UtmRecordInput {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  notification_id: string | null;
  source: string;
  referer: string;
}

/**
 * The UTM record of a page start (§4.6), or null when the address carries none of the six parameters
 * (§5: nothing is posted then). source is the full address, referer the document referrer.
 */
export function utmRecordOf(href: string, documentReferrer: string): UtmRecordInput | null {
  const tracked = trackedParamsOf(new URL(href).search);
  if (!UTM_RECORD_PARAMS.some((name) => tracked[name] !== undefined)) return null;
  const value = (name: (typeof UTM_RECORD_PARAMS)[number]) => tracked[name] ?? null;
  return {
    utm_source: value('utm_source'),
    utm_medium: value('utm_medium'),
    utm_campaign: value('utm_campaign'),
    utm_term: value('utm_term'),
    utm_content: value('utm_content'),
    notification_id: value('notification_id'),
    source: href,
    referer: documentReferrer,
  };
}

/**
 * The page-view referrer (§7.9): the document referrer's path, search and hash, or the session's first
 * entry path when there is none (or it cannot be read as an address).
 */
export function pageViewReferrer(documentReferrer: string, entryPath: string | null): string | null {
  if (documentReferrer) {
    try {
      const url = new URL(documentReferrer);
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      // fall through to the entry path
    }
  }
  return entryPath || null;
}

export interface ReferralRouteCalls {
  /** update-line-shopping-member-data (members only). */
  updateMember: boolean;
  /** line-shopping-browse-page. */
  browse: boolean;
  /** The cookie is past its 24 h and is to be forgotten. */
  expired: boolean;
}

/**
 * The shopping-referral calls of one route change (§4.8): with a live cookie, a member's referral data is
 * updated, and a browse event goes out once 3000 ms have passed since the cookie's timestamp. An expired
 * cookie (now − timestamp past 24 h, on the program's +8 h clock) makes none.
 */
export function referralRouteCalls(
  cookie: ReferralCookie | null,
  now: number,
  loggedIn: boolean,
): ReferralRouteCalls {
  if (cookie === null) return { updateMember: false, browse: false, expired: false };
  if (isReferralExpired(cookie, now)) return { updateMember: false, browse: false, expired: true };
  return { updateMember: loggedIn, browse: isReferralBrowseDue(cookie, now), expired: false };
}

/** A product as the referral program reads it (§3): name, type 'normal', id, amount (discount_price or 0). */
export interface ReferralProductInput {
  p_id: number;
  p_name: string;
  discount_price?: number | string | null;
}
export function referralProductOf(product: ReferralProductInput) {
  const amount = Number(product.discount_price);
  return {
    product_name: product.p_name,
    product_type: 'normal' as const,
    product_id: product.p_id,
    product_amount: Number.isFinite(amount) && amount > 0 ? amount : 0,
  };
}

/** The first 5 lines of a stack (§7.9 notify). */
export function firstStackLines(stack: string | undefined | null, lines = 5): string | null {
  if (!stack) return null;
  return stack.split('\n').slice(0, lines).join('\n');
}
