import { pagerItems, memberCenterMessages as t } from '@shop/core';

const cell = 'grid h-9 min-w-9 place-items-center rounded-full border px-2 text-sm';

/** ‹, numbered pages with ... gaps, ›; ‹ and › are disabled at the ends (member-area §2.2). */
export function NumberPager({
  page,
  total,
  windowSize,
  label,
  onSelect,
  testId,
}: {
  page: number;
  total: number;
  windowSize: number;
  label: string;
  onSelect: (page: number) => void;
  testId?: string;
}) {
  if (total <= 1) return null;
  return (
    <nav
      aria-label={label}
      data-testid={testId}
      className="mt-6 flex flex-wrap items-center justify-center gap-1.5"
    >
      {pagerItems(page, total, windowSize).map((item) => {
        if (item.kind === 'gap') {
          return (
            <span key={item.key} aria-hidden className="px-1 text-ink-soft">
              {t.pageGap}
            </span>
          );
        }
        if (item.kind === 'page') {
          return (
            <button
              key={item.page}
              type="button"
              aria-current={item.current ? 'page' : undefined}
              onClick={() => onSelect(item.page)}
              className={`${cell} border-line aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface`}
            >
              {item.page}
            </button>
          );
        }
        return (
          <button
            key={item.kind}
            type="button"
            disabled={item.disabled}
            aria-label={item.kind === 'previous' ? t.previousPageLabel : t.nextPageLabel}
            data-testid={`pager-${item.kind}`}
            onClick={() => onSelect(item.page)}
            className={`${cell} border-line disabled:text-ink-faint disabled:opacity-50`}
          >
            {item.kind === 'previous' ? t.previousPage : t.nextPage}
          </button>
        );
      })}
    </nav>
  );
}
