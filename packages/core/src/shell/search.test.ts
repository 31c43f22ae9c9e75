import { describe, expect, it } from 'vitest';
import { shellMessages } from '../messages/shell.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MAX_LENGTH, SEARCH_SKELETON_ROWS } from './constants.ts';
import { isNoResults, normalizeKeyword, searchPath } from './search.ts';

describe('normalizeKeyword', () => {
  it('trims and turns an empty keyword into null', () => {
    expect(normalizeKeyword('  精華  ')).toBe('精華');
    expect(normalizeKeyword('   ')).toBeNull();
    expect(normalizeKeyword('')).toBeNull();
    expect(normalizeKeyword(null)).toBeNull();
  });

  it('keeps at most 19 characters', () => {
    expect(SEARCH_KEYWORD_MAX_LENGTH).toBe(19);
    expect(normalizeKeyword('一'.repeat(25))).toBe('一'.repeat(19));
    expect(normalizeKeyword(`  ${'a'.repeat(19)}`)).toBe('a'.repeat(19));
  });
});

describe('searchPath', () => {
  it('encodes the trimmed keyword', () => {
    expect(searchPath(' 化妝水 ')).toBe('/search/%E5%8C%96%E5%A6%9D%E6%B0%B4');
    expect(searchPath('a/b?c&d #')).toBe('/search/a%2Fb%3Fc%26d%20%23');
  });

  it('gives no path for an empty keyword', () => {
    expect(searchPath('  ')).toBeNull();
  });
});

describe('isNoResults', () => {
  it('is set only when all three lists are empty', () => {
    expect(isNoResults({ sells: [], categories: [], learns: [] })).toBe(true);
    expect(isNoResults({ sells: [], categories: [{}], learns: [] })).toBe(false);
    expect(isNoResults({ sells: [], categories: [], learns: [{}] })).toBe(false);
    expect(isNoResults({ sells: [{}], categories: [], learns: [] })).toBe(false);
  });
});

describe('dropdown wording and timings', () => {
  it('spells the empty messages out per column', () => {
    expect(shellMessages.searchEmptyProducts('精華')).toBe('很抱歉，找不到關於「精華」的產品');
    expect(shellMessages.searchEmptyCategories('精華')).toBe('很抱歉，找不到關於「精華」的產品分類');
    expect(shellMessages.searchEmptyArticles('精華')).toBe('很抱歉，找不到關於「精華」的保養新知');
    expect(shellMessages.searchComments(12)).toBe('12 則評論');
    expect(shellMessages.searchViewAll).toBe('查看所有結果 >');
  });

  it('waits 500 ms and shows 3 skeleton rows', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(SEARCH_SKELETON_ROWS).toBe(3);
  });
});
