import { describe, expect, it } from 'vitest';
import { IN_SEARCH_BOX, stepSuggestion } from './suggestion-keys.ts';

describe('stepSuggestion (arrow keys through the search suggestions)', () => {
  it('goes down from the box to the first link and on through the links', () => {
    expect(stepSuggestion(IN_SEARCH_BOX, 5, 1)).toBe(0);
    expect(stepSuggestion(0, 5, 1)).toBe(1);
    expect(stepSuggestion(3, 5, 1)).toBe(4);
  });

  it('goes up from the first link back to the box, and from the box to the last link', () => {
    expect(stepSuggestion(0, 5, -1)).toBe(IN_SEARCH_BOX);
    expect(stepSuggestion(IN_SEARCH_BOX, 5, -1)).toBe(4);
  });

  it('wraps from the last link to the box, and stays in the box without suggestions', () => {
    expect(stepSuggestion(4, 5, 1)).toBe(IN_SEARCH_BOX);
    expect(stepSuggestion(IN_SEARCH_BOX, 0, 1)).toBe(IN_SEARCH_BOX);
  });
});
