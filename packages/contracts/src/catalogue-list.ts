import { z } from 'zod';

// Sorting, filtering and paging of the product lists (category, subcategory, series and search pages;
// issue 23 'A catalogue they can narrow'). The same schema reads the API's query and the page's URL, so
// a shared address shows the same list. A bad value never fails the call: it falls back to the default.

/** 推薦 (the list's own order), 最新, 價格低→高, 價格高→低, 熱銷 (units sold), 評價 (average stars). */
export const PRODUCT_SORTS = ['default', 'newest', 'price_asc', 'price_desc', 'popular', 'rating'] as const;
export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'sensitive', 'normal'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const CONCERNS = ['acne', 'pores', 'dullness', 'aging', 'dryness', 'redness'] as const;
export type Concern = (typeof CONCERNS)[number];

/** Products a list page shows at a time. */
export const LIST_PAGE_SIZE = 24;
export const LIST_PAGE_SIZE_MAX = 60;
const PRICE_MAX = 1_000_000;
const PAGE_MAX = 10_000;

/** 'dry,oily' or ['dry', 'oily'] (a repeated key): the known values, each once, in the list's order. */
function choiceList<const T extends readonly string[]>(values: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => {
      const asked = new Set(
        (Array.isArray(raw) ? raw.join(',') : raw).split(',').map((value) => value.trim()),
      );
      return values.filter((value) => asked.has(value)) as T[number][];
    })
    .optional()
    .catch(undefined)
    .transform((list) => (list && list.length > 0 ? list : undefined));
}

/** A whole number of NT$ or a page number; anything else is as if it were not given. */
function wholeNumber(min: number, max: number) {
  return z
    .union([z.string(), z.number()])
    .transform((raw) => (typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : raw))
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .catch(undefined);
}

export const ProductListQuery = z
  .object({
    sort: ProductSort.default('default').catch('default'),
    /** Skin types the product suits; any of them matches. */
    skin: choiceList(SKIN_TYPES),
    /** Concerns it addresses; any of them matches. */
    concern: choiceList(CONCERNS),
    /** Price paid (discounted price), NT$, both ends included. */
    min_price: wholeNumber(0, PRICE_MAX),
    max_price: wholeNumber(0, PRICE_MAX),
    /** '1': only products in stock. */
    in_stock: z
      .union([z.string(), z.boolean()])
      .transform((raw) => raw === true || raw === '1' || raw === 'true')
      .optional()
      .catch(undefined)
      .transform((on) => (on ? true : undefined)),
    /** 1-based; without it the whole list is answered (the call's earlier behaviour). */
    page: wholeNumber(1, PAGE_MAX),
    per_page: wholeNumber(1, LIST_PAGE_SIZE_MAX),
  })
  .transform((query) => {
    // A range given upside down is read the right way round.
    const { min_price: low, max_price: high } = query;
    if (low !== undefined && high !== undefined && low > high) {
      return { ...query, min_price: high, max_price: low };
    }
    return query;
  });
/** What a caller may send. */
export type ProductListQuery = {
  sort?: ProductSort | string;
  skin?: string | string[];
  concern?: string | string[];
  min_price?: number | string;
  max_price?: number | string;
  in_stock?: '1' | boolean;
  page?: number | string;
  per_page?: number | string;
};
/** What the handler reads. */
export type ListQuery = z.output<typeof ProductListQuery>;

/** The list query of a page address (URLSearchParams keep repeated keys). */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  return ProductListQuery.parse(raw);
}

/** Whether the query narrows or reorders the list (such a page is noindex, canonical to the plain one). */
export function isNarrowed(query: ListQuery): boolean {
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
export function listSearchOf(query: ListQuery, page?: number): string {
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

/** Where a paged answer stands: total products matching, this page, its size and the last page. */
export const ListPaging = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type ListPaging = z.infer<typeof ListPaging>;
