import { describe, expect, it } from 'vitest';
import { TIMED_ANSWER_CACHE_MAX_ENTRIES, TimedAnswerCache } from './answer-cache.ts';

describe('TimedAnswerCache', () => {
  it('answers until the lifetime ends', () => {
    const cache = new TimedAnswerCache();
    cache.set('menu', { a: 1 }, 100);
    expect(cache.get('menu', 99)).toEqual({ hit: true, data: { a: 1 } });
    expect(cache.get('menu', 100)).toEqual({ hit: false });
  });

  it('holds a bounded number of answers, dropping the least recently used', () => {
    const cache = new TimedAnswerCache();
    cache.set('first', 1, 1000);
    cache.set('second', 2, 1000);
    expect(cache.get('first', 0).hit).toBe(true);
    for (let i = 0; i < TIMED_ANSWER_CACHE_MAX_ENTRIES - 1; i++) cache.set(`k${i}`, i, 1000);
    expect(cache.get('first', 0).hit).toBe(true);
    expect(cache.get('second', 0).hit).toBe(false);
  });
});
