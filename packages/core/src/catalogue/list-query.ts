// Sorting, filtering and paging of the product lists (issue 23 'A catalogue they can narrow'): the values
// and the address of a list. Plain code without schemas, so list pages can use it in the browser; the API
// reads the query with the zod schema of @shop/contracts (ProductListQuery), which answers this shape.

/** 推薦 (the list's own order), 最新, 價格低→高, 價格高→低, 熱銷 (units sold), 評價 (average stars). */
export const PRODUCT_SORTS = ['default', 'newest', 'price_asc', 'price_desc', 'popular', 'rating'] as const;
export type ProductSortValue = (typeof PRODUCT_SORTS)[number];

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'sensitive', 'normal'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const CONCERNS = ['acne', 'pores', 'dullness', 'aging', 'dryness', 'redness'] as const;
export type Concern = (typeof CONCERNS)[number];

/** Products a list page shows at a time. */
export const LIST_PAGE_SIZE = 24;
export const LIST_PAGE_SIZE_MAX = 60;

/** A list query once read: the sort, the filters that are on, the page asked. */
export interface ListQueryValues {
  sort: ProductSortValue;
  skin?: SkinType[];
  concern?: Concern[];
  min_price?: number;
  max_price?: number;
  in_stock?: true;
  page?: number;
  per_page?: number;
}

/** Whether the query narrows or reorders the list (such a page is noindex, canonical to the plain one). */
export function isNarrowed(query: ListQueryValues): boolean {
  return (
    query.sort !== 'default' ||
    query.skin !== undefined ||
    query.concern !== undefined ||
    query.min_price !== undefined ||
    query.max_price !== undefined ||
    query.in_stock !== undefined ||
    (query.page ?? 1) > 1
  );
}

/** The query string of a list query, only what differs from the defaults, in a fixed order ('' when none). */
export function listSearchOf(query: ListQueryValues, page?: number): string {
  // Every value is a known word or a number, so nothing needs escaping and the commas stay readable.
  const pairs: string[] = [];
  if (query.sort !== 'default') pairs.push(`sort=${query.sort}`);
  if (query.skin) pairs.push(`skin=${query.skin.join(',')}`);
  if (query.concern) pairs.push(`concern=${query.concern.join(',')}`);
  if (query.min_price !== undefined) pairs.push(`min_price=${query.min_price}`);
  if (query.max_price !== undefined) pairs.push(`max_price=${query.max_price}`);
  if (query.in_stock) pairs.push('in_stock=1');
  const shownPage = page ?? query.page;
  if (shownPage !== undefined && shownPage > 1) pairs.push(`page=${shownPage}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
