// The one-year history pager (member-area-and-tools.md §2.2): ‹ ›, a window of page numbers, ... gaps.

export type PagerItem =
  | { kind: 'previous'; page: number; disabled: boolean }
  | { kind: 'next'; page: number; disabled: boolean }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'gap'; key: string };

export function totalPages(itemCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(itemCount / perPage));
}

/** A requested page outside 1..total is ignored: the current page stays. */
export function goToPage(current: number, requested: number, total: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= total ? requested : current;
}

export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The window of `size` numbers around the current page, kept inside 1..total. */
export function pageWindow(current: number, total: number, size: number): number[] {
  const width = Math.min(size, total);
  let start = Math.max(1, current - Math.floor(width / 2));
  start = Math.min(start, total - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

/**
 * ‹, the first page and a gap when the window does not reach it, the window, a gap and the last page
 * when the window does not reach it, ›. ‹ is disabled on page 1 and › on the last page.
 */
export function pagerItems(current: number, total: number, windowSize: number): PagerItem[] {
  const window = pageWindow(current, total, windowSize);
  const first = window[0]!;
  const last = window[window.length - 1]!;
  const items: PagerItem[] = [{ kind: 'previous', page: current - 1, disabled: current <= 1 }];
  if (first > 1) items.push({ kind: 'page', page: 1, current: false });
  if (first > 2) items.push({ kind: 'gap', key: 'start' });
  for (const page of window) items.push({ kind: 'page', page, current: page === current });
  if (last < total - 1) items.push({ kind: 'gap', key: 'end' });
  if (last < total) items.push({ kind: 'page', page: total, current: false });
  items.push({ kind: 'next', page: current + 1, disabled: current >= total });
  return items;
}
