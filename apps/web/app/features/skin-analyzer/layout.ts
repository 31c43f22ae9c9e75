// The results panel's layout constants (member-area §9 'Skin analyzer and campaign': "Mobile below 576 px;
// scroll step 210 px"). The Tailwind classes spell 576 as min-[576px]: since a class cannot be computed.

/** A scroll button moves the product row this far: one card (200 px) and the gap between two (10 px). */
export const SCROLL_STEP_PX = 210;

/** Below this width the panel takes its phone layout. */
export const MOBILE_BELOW_PX = 576;

/** Where a scroll button takes the row: one step, never before the start or past the end. */
export function scrollTarget(left: number, direction: -1 | 1, scrollWidth: number, clientWidth: number) {
  const max = Math.max(0, scrollWidth - clientWidth);
  return Math.min(max, Math.max(0, left + direction * SCROLL_STEP_PX));
}

/** Which scroll buttons can move the row: none when everything fits. */
export function scrollEnds(left: number, scrollWidth: number, clientWidth: number) {
  // A pixel of rounding (zoom, fractional widths) does not count as room left.
  return { back: left > 1, forward: left + clientWidth < scrollWidth - 1 };
}
