// The analytics and ad-pixel events of storefront.md §7.9, sent to whichever third-party services are on
// (./third-party.client.ts loads them). Pages call reportAnalytics at the moment the event happens; with
// no service configured the call only records the event in window.dataLayer, which nothing reads.
import { type AnalyticsEventName, type AnalyticsItem, analyticsPhone, META_PIXEL_EVENTS } from '@shop/core';

export interface AnalyticsEvent {
  items?: AnalyticsItem[];
  /** The amount the event is about (the cart's, the order's), in NT$. */
  value?: number;
  /** The order number, for purchase: the ad platforms de-duplicate on it (the server reports it too). */
  transaction_id?: string;
  payment_type?: string;
  shipping_tier?: string;
  /** sign_up and login: how ('password', 'line', 'facebook', 'google'). */
  method?: string;
  /** screen_view: the path. */
  screen_name?: string;
}

type Queue = unknown[] & { push: (...items: unknown[]) => number };

interface AnalyticsWindow {
  dataLayer?: Queue;
  fbq?: (...args: unknown[]) => void;
  _lt?: (...args: unknown[]) => void;
}

/** The LINE Tag ids started on this page (./third-party.client.ts sets them). */
let lineTagIds: string[] = [];
export function setLineTagIds(ids: string[]): void {
  lineTagIds = ids;
}

function analyticsWindow(): AnalyticsWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as AnalyticsWindow);
}

/** GA4's ecommerce events go through the data layer; the previous ecommerce object is cleared first. */
export function reportAnalytics(name: AnalyticsEventName, event: AnalyticsEvent = {}): void {
  const target = analyticsWindow();
  if (!target) return;
  try {
    target.dataLayer ??= [] as unknown as Queue;
    const { method, screen_name, ...ecommerce } = event;
    if (name === 'login' || name === 'sign_up') target.dataLayer.push({ event: name, method });
    else if (name === 'screen_view') target.dataLayer.push({ event: name, screen_name });
    else {
      target.dataLayer.push({ ecommerce: null });
      target.dataLayer.push({ event: name, ecommerce: { currency: 'TWD', ...ecommerce } });
    }
    const pixelEvent = META_PIXEL_EVENTS[name];
    if (pixelEvent && target.fbq) {
      const data = {
        currency: 'TWD',
        value: event.value,
        content_ids: event.items?.map((item) => item.item_id),
        content_type: 'product',
      };
      // The server's Conversions API report of the same order carries event_id = the order number.
      if (event.transaction_id) target.fbq('track', pixelEvent, data, { eventID: event.transaction_id });
      else target.fbq('track', pixelEvent, data);
    }
    if (name === 'purchase' && target._lt && lineTagIds.length > 0) {
      const conversion = { type: 'Conversion', deduplication_key: event.transaction_id };
      target._lt('send', 'cv', conversion, lineTagIds);
    }
  } catch (error) {
    // A third-party script's failure never reaches the shopper (storefront.md §8).
    console.error('[analytics] could not report', name, error);
  }
}

/** The member as the data layer knows them: their number and, for advanced matching, an E.164 mobile. */
export function reportMember(member: { member_id: number; member_mobile: string } | null): void {
  const target = analyticsWindow();
  if (!target || !member) return;
  target.dataLayer ??= [] as unknown as Queue;
  target.dataLayer.push({
    event: 'member',
    user_id: String(member.member_id),
    phone_number: analyticsPhone(member.member_mobile),
  });
}
