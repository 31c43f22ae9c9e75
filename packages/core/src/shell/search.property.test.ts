import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_KEYWORD_MAX_LENGTH } from './constants.ts';
import { normalizeKeyword, searchPath } from './search.ts';

// Keywords as shoppers type them: Chinese, Latin letters, digits, emoji (two UTF-16 units) and spaces.
const keywordChar = fc.constantFrom('精', '華', '維', '他', '命', 'C', 'a', '1', '😀', ' ', '\t', '　');
const keyword = fc
  .array(keywordChar, { maxLength: SEARCH_KEYWORD_MAX_LENGTH * 2 })
  .map((chars) => chars.join(''));

describe('keyword normalisation (property)', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(keyword, (raw) => {
        const once = normalizeKeyword(raw);
        expect(once === null ? null : normalizeKeyword(once)).toBe(once);
      }),
    );
  });

  it('gives null for blank input, else a trimmed keyword of at most the maximum characters', () => {
    fc.assert(
      fc.property(keyword, (raw) => {
        const normal = normalizeKeyword(raw);
        if (raw.trim() === '') {
          expect(normal).toBeNull();
          return;
        }
        expect(normal).not.toBeNull();
        expect(normal).toBe(normal!.trim());
        expect(Array.from(normal!).length).toBeLessThanOrEqual(SEARCH_KEYWORD_MAX_LENGTH);
        // Never splits a character: the keyword is a prefix of the trimmed input.
        expect(raw.trim().startsWith(normal!)).toBe(true);
      }),
    );
  });

  it('leads to a search path that decodes back to the normalised keyword', () => {
    fc.assert(
      fc.property(keyword, (raw) => {
        const path = searchPath(raw);
        const normal = normalizeKeyword(raw);
        if (normal === null) {
          expect(path).toBeNull();
          return;
        }
        expect(decodeURIComponent(path!.slice('/search/'.length))).toBe(normal);
      }),
    );
  });
});
