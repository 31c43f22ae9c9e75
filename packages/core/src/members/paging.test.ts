import { describe, expect, it } from 'vitest';
import { ORDERS_PER_PAGE, PAGE_WINDOW } from './member-center.ts';
import { goToPage, pagerItems, pageSlice, pageWindow, totalPages } from './paging.ts';

const labels = (current: number, total: number, size: number) =>
  pagerItems(current, total, size).map((item) => {
    if (item.kind === 'gap') return '...';
    if (item.kind === 'previous') return item.disabled ? '(‹)' : '‹';
    if (item.kind === 'next') return item.disabled ? '(›)' : '›';
    return item.current ? `[${item.page}]` : String(item.page);
  });

describe('one-year history paging', () => {
  it('shows 10 orders per page on desktop and 5 on mobile, windows of 5 and 3', () => {
    expect(ORDERS_PER_PAGE).toEqual({ desktop: 10, mobile: 5 });
    expect(PAGE_WINDOW).toEqual({ desktop: 5, mobile: 3 });
    expect(totalPages(23, ORDERS_PER_PAGE.desktop)).toBe(3);
    expect(totalPages(23, ORDERS_PER_PAGE.mobile)).toBe(5);
    expect(totalPages(0, 5)).toBe(1);
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7], 2, 5)).toEqual([6, 7]);
  });

  it('disables ‹ on the first page and › on the last', () => {
    expect(labels(1, 1, 5)).toEqual(['(‹)', '[1]', '(›)']);
    expect(labels(1, 3, 5)).toEqual(['(‹)', '[1]', '2', '3', '›']);
    expect(labels(3, 3, 5)).toEqual(['‹', '1', '2', '[3]', '(›)']);
  });

  it('puts ... gaps between the ends and the window', () => {
    expect(labels(6, 12, 3)).toEqual(['‹', '1', '...', '5', '[6]', '7', '...', '12', '›']);
    expect(labels(1, 12, 5)).toEqual(['(‹)', '[1]', '2', '3', '4', '5', '...', '12', '›']);
    expect(labels(12, 12, 3)).toEqual(['‹', '1', '...', '10', '11', '[12]', '(›)']);
    // no gap when the window touches the neighbour of an end
    expect(labels(3, 5, 3)).toEqual(['‹', '1', '2', '[3]', '4', '5', '›']);
    expect(pageWindow(2, 10, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('ignores a requested page outside 1..total', () => {
    expect(goToPage(2, 0, 3)).toBe(2);
    expect(goToPage(2, 4, 3)).toBe(2);
    expect(goToPage(2, 1.5, 3)).toBe(2);
    expect(goToPage(2, 3, 3)).toBe(3);
  });
});
