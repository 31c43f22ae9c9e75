import { CONCERNS, LIST_PAGE_SIZE_MAX, PRODUCT_SORTS, SKIN_TYPES } from '@shop/core';
import { z } from 'zod';

// Sorting, filtering and paging of the product lists (category, subcategory, series and search pages;
// issue 23 'A catalogue they can narrow'). The same schema reads the API's query and the page's URL, so
// a shared address shows the same list. A bad value never fails the call: it falls back to the default.

export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;
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
/** What the handler reads (core's ListQueryValues: listSearchOf and isNarrowed take it). */
export type ListQuery = z.output<typeof ProductListQuery>;

/**
 * The list query of a page address (URLSearchParams keep repeated keys). The filter form's price choice
 * arrives as price=500-999 (either end may be empty) when the page runs without script.
 */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  const range = /^(\d{0,9})-(\d{0,9})$/.exec(params.get('price') ?? '');
  if (range) {
    if (range[1] && raw.min_price === undefined) raw.min_price = range[1];
    if (range[2] && raw.max_price === undefined) raw.max_price = range[2];
  }
  return ProductListQuery.parse(raw);
}

/** Where a paged answer stands: total products matching, this page, its size and the last page. */
export const ListPaging = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type ListPaging = z.infer<typeof ListPaging>;
