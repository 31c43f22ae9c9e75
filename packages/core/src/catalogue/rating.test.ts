import { describe, expect, it } from 'vitest';
import { ratingOf, starsOf } from './rating.ts';

describe('ratingOf', () => {
  it('averages to one decimal, null before the first comment', () => {
    expect(ratingOf(0, 0)).toBeNull();
    expect(ratingOf(9, 2)).toBe(4.5);
    expect(ratingOf(14, 3)).toBe(4.7);
  });
});

describe('starsOf', () => {
  it('draws the nearest half star', () => {
    expect(starsOf(4.5)).toEqual({ star1: 4, star2: 1, star3: 0 });
    expect(starsOf(4.7)).toEqual({ star1: 4, star2: 1, star3: 0 });
    expect(starsOf(4.8)).toEqual({ star1: 5, star2: 0, star3: 0 });
    expect(starsOf(3.2)).toEqual({ star1: 3, star2: 0, star3: 2 });
    expect(starsOf(null)).toEqual({ star1: 0, star2: 0, star3: 5 });
  });

  it('keeps to five stars', () => {
    expect(starsOf(7)).toEqual({ star1: 5, star2: 0, star3: 0 });
    expect(starsOf(-1)).toEqual({ star1: 0, star2: 0, star3: 5 });
  });
});
