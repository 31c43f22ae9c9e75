import { describe, expect, it } from 'vitest';
import { createImageMemoryCache } from './uploads.ts';

const bytes = (size: number) => Buffer.alloc(size, 1);

describe('image memory cache', () => {
  it('keeps bodies up to its size and drops the least recently used first', () => {
    const cache = createImageMemoryCache(30);
    cache.set('a', bytes(10));
    cache.set('b', bytes(10));
    cache.set('c', bytes(10));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', bytes(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.calculatedSize).toBe(30);
  });

  it('counts a replaced body once and refuses one larger than the whole cache', () => {
    const cache = createImageMemoryCache(30);
    cache.set('a', bytes(10));
    cache.set('a', bytes(20));
    expect(cache.calculatedSize).toBe(20);
    cache.set('huge', bytes(31));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(20);
  });
});
