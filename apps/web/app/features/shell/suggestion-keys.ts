// Arrow keys through the search suggestions: Down from the box goes to the first link, Up from the
// first link goes back to the box; the ends wrap through the box.

/** Index -1 is the search box itself. */
export const IN_SEARCH_BOX = -1;

/** The next position after an arrow key, among `count` suggestion links. */
export function stepSuggestion(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return IN_SEARCH_BOX;
  const positions = count + 1; // the links and the box
  const next = (((current + 1 + step) % positions) + positions) % positions;
  return next - 1;
}

export const ARROW_STEPS: Readonly<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowUp: -1 };
