// The routine's steps in one row that scrolls sideways (member-area §2.7), each step a 200 px column of
// its product cards: the buttons move the row 210 px (a column and its gap) a click and show only when
// it can move that way; below 576 px (a phone) the buttons give way to swiping, the columns snapping to
// the edge. Keyboard users reach every card by Tab (the row follows the focus).
import { skinAnalyzerMessages as m } from '@shop/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { scrollEnds, scrollTarget } from './layout';

const ARROW =
  'absolute top-1/2 z-10 hidden -translate-y-1/2 rounded-full border border-line bg-surface p-2 text-ink shadow-sm hover:bg-sand focus-visible:outline-2 focus-visible:outline-accent-strong min-[576px]:block';

/** The class of a column of the row: its width and where it snaps. */
export const ROW_COLUMN = 'w-[200px] shrink-0 snap-start';

/** An ordered row of columns (each an <li> with ROW_COLUMN), with its scroll buttons. */
export function ScrollRow({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const row = useRef<HTMLOListElement>(null);
  const [ends, setEnds] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const next = scrollEnds(el.scrollLeft, el.scrollWidth, el.clientWidth);
    setEnds((now) => (now.back === next.back && now.forward === next.forward ? now : next));
  }, []);

  // The columns change with the routine mode (3 or 5 steps): measure after every render too.
  useEffect(measure);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [measure]);

  function move(direction: -1 | 1) {
    const el = row.current;
    if (!el) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({
      left: scrollTarget(el.scrollLeft, direction, el.scrollWidth, el.clientWidth),
      behavior: reduced ? 'auto' : 'smooth',
    });
  }

  return (
    <div className="relative">
      {ends.back && (
        <button
          type="button"
          data-testid="skin-scroll-back"
          aria-label={m.scrollPrev}
          onClick={() => move(-1)}
          className={`${ARROW} -left-3`}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
      )}
      <ol
        ref={row}
        aria-label={label}
        data-testid={testId}
        onScroll={measure}
        className="flex snap-x snap-mandatory gap-[10px] overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto min-[576px]:snap-none"
      >
        {children}
      </ol>
      {ends.forward && (
        <button
          type="button"
          data-testid="skin-scroll-forward"
          aria-label={m.scrollNext}
          onClick={() => move(1)}
          className={`${ARROW} -right-3`}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
