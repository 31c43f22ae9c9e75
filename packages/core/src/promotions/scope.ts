/** What a promotion applies to: everything, some products, or some categories (with their subcategories). */
export interface PromotionScopeRule {
  type: 'all' | 'categories' | 'products';
  category_paths: readonly string[];
  p_ids: readonly number[];
}

/** Whether a scope covers a product listed under `paths` (a category scope covers its subcategories). */
export function scopeCovers(scope: PromotionScopeRule, productId: number, paths: readonly string[]): boolean {
  if (scope.type === 'all') return true;
  if (scope.type === 'products') return scope.p_ids.includes(productId);
  return scope.category_paths.some((c) => paths.some((p) => p === c || p.startsWith(`${c}/`)));
}
