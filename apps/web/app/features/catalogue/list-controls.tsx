// Sorting, filters and paging of a list page (issue 23 'A catalogue they can narrow'). Everything lives in
// the address's query, so a list can be shared and the server renders it; the forms work without script
// (GET), and with script they navigate to the same tidy address. On a phone the filters open in a sheet.
import type { ListPaging, ListQuery } from '@shop/contracts';
import {
  CONCERNS,
  catalogueMessages,
  type ListQueryValues,
  listSearchOf,
  PRODUCT_SORTS,
  SKIN_TYPE_NAMES,
  SKIN_TYPES,
} from '@shop/core';
import { SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useId, useRef } from 'react';
import { Form, Link, useNavigate } from 'react-router';

const text = catalogueMessages.listControls;

/** The price choices: the form's value is 'min-max' (either end may be empty). */
export const PRICE_RANGES = [
  { value: '', label: text.priceRanges.all },
  { value: '-499', label: text.priceRanges.under500 },
  { value: '500-999', label: text.priceRanges.from500 },
  { value: '1000-1499', label: text.priceRanges.from1000 },
  { value: '1500-1999', label: text.priceRanges.from1500 },
  { value: '2000-', label: text.priceRanges.from2000 },
] as const;

function priceValueOf(query: ListQuery): string {
  return `${query.min_price ?? ''}-${query.max_price ?? ''}`.replace(/^-$/, '');
}

/** How many filters are on (the phone button's count). */
export function activeFilterCount(query: ListQuery): number {
  return (
    (query.skin?.length ?? 0) +
    (query.concern?.length ?? 0) +
    (query.min_price !== undefined || query.max_price !== undefined ? 1 : 0) +
    (query.in_stock ? 1 : 0)
  );
}

export interface ListNarrowing {
  query: ListQuery;
  paging: ListPaging;
  /** The plain list's path ('/face-care'). */
  basePath: string;
}

const known = <T extends string>(values: readonly T[], asked: string[]): T[] | undefined => {
  const list = values.filter((value) => asked.includes(value));
  return list.length > 0 ? list : undefined;
};
const whole = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The list query a filter or sort form holds (its fields carry only the choices it offers; the server
 * reads the address again with the API's schema).
 */
export function formQuery(data: FormData): ListQueryValues {
  const one = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  const all = (key: string) =>
    data.getAll(key).flatMap((value) => (typeof value === 'string' ? value.split(',') : []));
  const sort = PRODUCT_SORTS.find((s) => s === one('sort')) ?? 'default';
  const [low, high] = (one('price') ?? `${one('min_price') ?? ''}-${one('max_price') ?? ''}`).split('-');
  return {
    sort,
    skin: known(SKIN_TYPES, all('skin')),
    concern: known(CONCERNS, all('concern')),
    min_price: whole(low),
    max_price: whole(high),
    in_stock: one('in_stock') === '1' ? true : undefined,
  };
}

/** Submits a filter or sort form as the tidy address (sort, then filters; page 1). */
function useListSubmit(basePath: string) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const query = formQuery(new FormData(form));
    const dialog = form.closest('dialog');
    if (dialog?.open) dialog.close();
    navigate(`${basePath}${listSearchOf(query)}`, { preventScrollReset: true });
  };
}

function FilterFields({ query, idPrefix }: { query: ListQuery; idPrefix: string }) {
  const price = priceValueOf(query);
  const legend = 'mb-2 text-sm font-semibold text-ink';
  const option = 'flex min-h-9 cursor-pointer items-center gap-2 text-sm text-ink-soft';
  const box = 'size-4 accent-[var(--color-accent-strong)]';
  return (
    <div className="space-y-6">
      <input type="hidden" name="sort" value={query.sort} />
      <fieldset>
        <legend className={legend}>{text.skinTitle}</legend>
        {SKIN_TYPES.map((skin) => (
          <label key={skin} className={option} htmlFor={`${idPrefix}-skin-${skin}`}>
            <input
              id={`${idPrefix}-skin-${skin}`}
              type="checkbox"
              name="skin"
              value={skin}
              defaultChecked={query.skin?.includes(skin) ?? false}
              className={box}
            />
            {SKIN_TYPE_NAMES[skin]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className={legend}>{text.concernTitle}</legend>
        {CONCERNS.map((concern) => (
          <label key={concern} className={option} htmlFor={`${idPrefix}-concern-${concern}`}>
            <input
              id={`${idPrefix}-concern-${concern}`}
              type="checkbox"
              name="concern"
              value={concern}
              defaultChecked={query.concern?.includes(concern) ?? false}
              className={box}
            />
            {text.concerns[concern]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className={legend}>{text.priceTitle}</legend>
        {PRICE_RANGES.map((range) => (
          <label key={range.value} className={option} htmlFor={`${idPrefix}-price-${range.value || 'all'}`}>
            <input
              id={`${idPrefix}-price-${range.value || 'all'}`}
              type="radio"
              name="price"
              value={range.value}
              defaultChecked={price === range.value}
              className={box}
            />
            {range.label}
          </label>
        ))}
      </fieldset>
      <label className={option} htmlFor={`${idPrefix}-in-stock`}>
        <input
          id={`${idPrefix}-in-stock`}
          type="checkbox"
          name="in_stock"
          value="1"
          defaultChecked={query.in_stock ?? false}
          className={box}
        />
        {text.inStock}
      </label>
    </div>
  );
}

function FormButtons({ basePath, sort }: { basePath: string; sort: ListQuery['sort'] }) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="submit"
        data-testid="apply-filters"
        className="flex-1 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-surface hover:opacity-90"
      >
        {text.apply}
      </button>
      <Link
        to={`${basePath}${listSearchOf({ sort }, 1)}`}
        preventScrollReset
        className="px-2 py-2.5 text-sm text-ink-soft underline underline-offset-4 hover:text-accent-strong"
      >
        {text.clear}
      </Link>
    </div>
  );
}

/** Result count, the phone's filter button and the sort choice, above the grid. */
export function ListToolbar({ narrowing }: { narrowing: ListNarrowing }) {
  const { query, paging, basePath } = narrowing;
  const submit = useListSubmit(basePath);
  const sheet = useRef<HTMLDialogElement>(null);
  const sortId = useId();
  const count = activeFilterCount(query);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
      <p data-testid="result-count" className="text-sm text-ink-soft" aria-live="polite">
        {text.resultCount(paging.total)}
      </p>
      <div className="flex items-center gap-3">
        <button
          type="button"
          data-testid="open-filters"
          aria-haspopup="dialog"
          onClick={() => sheet.current?.showModal()}
          className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm text-ink md:hidden"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {text.activeCount(count)}
        </button>
        <Form
          method="get"
          action={basePath}
          onSubmit={submit}
          preventScrollReset
          className="flex items-center gap-2"
        >
          {query.skin && <input type="hidden" name="skin" value={query.skin.join(',')} />}
          {query.concern && <input type="hidden" name="concern" value={query.concern.join(',')} />}
          {query.min_price !== undefined && <input type="hidden" name="min_price" value={query.min_price} />}
          {query.max_price !== undefined && <input type="hidden" name="max_price" value={query.max_price} />}
          {query.in_stock && <input type="hidden" name="in_stock" value="1" />}
          <label htmlFor={sortId} className="text-sm text-ink-soft">
            {text.sortLabel}
          </label>
          <select
            id={sortId}
            name="sort"
            data-testid="sort-select"
            defaultValue={query.sort}
            key={query.sort}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="rounded-full border border-line bg-surface px-3 py-2 text-sm text-ink"
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {text.sorts[sort]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="rounded-full border border-line px-3 py-2 text-sm">
              {text.sortLabel}
            </button>
          </noscript>
        </Form>
      </div>
      <dialog
        ref={sheet}
        data-testid="filter-sheet"
        aria-labelledby={`${sortId}-sheet-title`}
        className="m-0 mt-auto max-h-[85dvh] w-full max-w-none rounded-t-2xl bg-surface p-0 text-ink backdrop:bg-ink/40 md:hidden"
      >
        <Form
          method="get"
          action={basePath}
          onSubmit={submit}
          preventScrollReset
          key={listSearchOf(query)}
          className="flex max-h-[85dvh] flex-col"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 id={`${sortId}-sheet-title`} className="text-base font-semibold">
              {text.filtersTitle}
            </h2>
            <button
              type="button"
              onClick={() => sheet.current?.close()}
              aria-label={text.closeFilters}
              className="rounded-full p-2 text-ink-soft hover:bg-sand"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <FilterFields query={query} idPrefix="sheet" />
          </div>
          <div className="border-t border-line px-5 py-3">
            <FormButtons basePath={basePath} sort={query.sort} />
          </div>
        </Form>
      </dialog>
    </div>
  );
}

/** The filters beside the grid from 768 px up. */
export function FilterSidebar({ narrowing }: { narrowing: ListNarrowing }) {
  const { query, basePath } = narrowing;
  const submit = useListSubmit(basePath);
  return (
    <aside aria-labelledby="list-filters-title" className="hidden md:block">
      <Form
        method="get"
        action={basePath}
        onSubmit={submit}
        preventScrollReset
        key={listSearchOf(query)}
        data-query={listSearchOf(query)}
        data-testid="filter-sidebar"
        className="sticky top-24 space-y-6"
      >
        <h2 id="list-filters-title" className="text-base font-semibold">
          {text.filtersTitle}
        </h2>
        <FilterFields query={query} idPrefix="side" />
        <FormButtons basePath={basePath} sort={query.sort} />
      </Form>
    </aside>
  );
}

/** The first, the last and the pages around this one; a gap (…) stands before a page after a jump. */
export function pagesToShow(page: number, last: number): { n: number; gapBefore: boolean }[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.map((n, i) => ({ n, gapBefore: i > 0 && n - sorted[i - 1]! > 1 }));
}

/** 上一頁 1 2 3 下一頁: plain links, so every page has its own address. */
export function Pagination({ narrowing }: { narrowing: ListNarrowing }) {
  const { query, paging, basePath } = narrowing;
  if (paging.last_page <= 1) return null;
  const { page, last_page: last } = paging;
  const link = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm';
  const to = (n: number) => `${basePath}${listSearchOf(query, n)}`;
  return (
    <nav
      aria-label={text.paginationLabel}
      data-testid="pagination"
      className="flex flex-col items-center gap-2"
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} rel="prev" className={`${link} border border-line hover:border-accent`}>
              {text.previousPage}
            </Link>
          </li>
        )}
        {pagesToShow(page, last).map(({ n, gapBefore }) => (
          <li key={n} className="flex items-center gap-1">
            {gapBefore && (
              <span aria-hidden className="px-1 text-ink-faint">
                …
              </span>
            )}
            <Link
              to={to(n)}
              aria-label={text.pageLabel(n)}
              aria-current={n === page ? 'page' : undefined}
              className={`${link} ${n === page ? 'bg-ink font-semibold text-surface' : 'hover:bg-sand'}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < last && (
          <li>
            <Link
              to={to(page + 1)}
              rel="next"
              data-testid="next-page"
              className={`${link} border border-line hover:border-accent`}
            >
              {text.nextPage}
            </Link>
          </li>
        )}
      </ul>
      <p className="text-xs text-ink-faint">{text.pageStatus(page, last)}</p>
    </nav>
  );
}
