// Shop paths built from API fields (storefront.md §2.2).
import type { SearchLearn } from '@shop/contracts';
import { toShopPath } from '@shop/core';

/** /skincare-advice/{learntype2_rel2}/{learn_rel3} */
export function learnPath(learn: Pick<SearchLearn, 'learntype2_rel2' | 'learn_rel3'>): string {
  return `/skincare-advice/${encodeURIComponent(learn.learntype2_rel2)}/${encodeURIComponent(learn.learn_rel3)}`;
}

/** /{href} of a product; '/' when the product has none. */
export function productPath(href: string | null | undefined): string {
  return toShopPath(href) ?? '/';
}
