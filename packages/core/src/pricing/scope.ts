import type { PricingProduct, PricingScope, PricingWindow } from './types.ts';

/** A product is in a category scope when one of its categories is a scope category or below one. */
export function inScope(product: PricingProduct, scope: PricingScope): boolean {
  if (scope.type === 'all') return true;
  if (scope.type === 'products') return scope.p_ids.includes(product.p_id);
  const paths = product.category_paths ?? [];
  return paths.some((path) => scope.category_paths.some((s) => path === s || path.startsWith(`${s}/`)));
}

/** Open at now: no window given, or starts_at ≤ now < ends_at. */
export function isOpen(offer: PricingWindow, now: number): boolean {
  if (offer.starts_at && Date.parse(offer.starts_at) > now) return false;
  if (offer.ends_at && Date.parse(offer.ends_at) <= now) return false;
  return true;
}
