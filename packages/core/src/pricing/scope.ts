import type { PricingProduct, PricingScope, PricingWindow } from './types.ts';

/** A product is in a category scope when one of its categories is a scope category or below one. */
export function inScope(product: PricingProduct, scope: PricingScope): boolean {
  if (scope.type === 'all') return true;
  if (scope.type === 'products') return scope.p_ids.includes(product.p_id);
  const paths = product.category_paths ?? [];
  return paths.some((path) => scope.category_paths.some((s) => path === s || path.startsWith(`${s}/`)));
}

interface ParsedWindow {
  starts_at: string | undefined;
  ends_at: string | undefined;
  /** NaN when the window has no start (or an unreadable one): such a bound closes nothing. */
  starts: number;
  ends: number;
}

/**
 * Each offer's window parsed once: the open promotions are the same objects for many carts (the server
 * keeps them for seconds, the browser for the page), and Date.parse per offer per cart was a tenth of
 * the pricing time. The strings are kept beside the numbers, so an offer whose dates change is re-read.
 */
const parsedWindows = new WeakMap<PricingWindow, ParsedWindow>();

function parsedWindow(offer: PricingWindow): ParsedWindow {
  const kept = parsedWindows.get(offer);
  if (kept && kept.starts_at === offer.starts_at && kept.ends_at === offer.ends_at) return kept;
  const parsed: ParsedWindow = {
    starts_at: offer.starts_at,
    ends_at: offer.ends_at,
    starts: offer.starts_at ? Date.parse(offer.starts_at) : Number.NaN,
    ends: offer.ends_at ? Date.parse(offer.ends_at) : Number.NaN,
  };
  parsedWindows.set(offer, parsed);
  return parsed;
}

/** Open at now: no window given, or starts_at ≤ now < ends_at. */
export function isOpen(offer: PricingWindow, now: number): boolean {
  const { starts, ends } = parsedWindow(offer);
  // Written as "not past a bound" so that NaN (no bound) keeps the offer open.
  return !(starts > now) && !(ends <= now);
}
