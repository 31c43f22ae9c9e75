import { describe, expect, it } from 'vitest';
import { validSearchKeyword } from './search-keyword.ts';

describe('validSearchKeyword', () => {
  it('trims the keyword', () => {
    expect(validSearchKeyword('  精華 ')).toBe('精華');
  });

  it('refuses an empty keyword', () => {
    expect(validSearchKeyword('')).toBeNull();
    expect(validSearchKeyword('   ')).toBeNull();
    expect(validSearchKeyword(undefined)).toBeNull();
  });

  it('takes up to 19 characters, counting each Chinese character once', () => {
    expect(validSearchKeyword('精'.repeat(19))).toBe('精'.repeat(19));
    expect(validSearchKeyword('精'.repeat(20))).toBeNull();
    expect(validSearchKeyword('a'.repeat(20))).toBeNull();
  });
});
