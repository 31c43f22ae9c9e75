import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('reads one cookie as it was written, without decoding it', () => {
    const header = '_ga=GA1.1.123.456; lineshipping=%7B%22ecid%22%3A%22a%22%7D;theme=dark';
    expect(readCookie(header, 'lineshipping')).toBe('%7B%22ecid%22%3A%22a%22%7D');
    expect(readCookie(header, 'theme')).toBe('dark');
    expect(readCookie(header, '_ga')).toBe('GA1.1.123.456');
  });

  it('answers null for an absent cookie or no cookies at all', () => {
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
    expect(readCookie(undefined, 'a')).toBeNull();
  });
});
