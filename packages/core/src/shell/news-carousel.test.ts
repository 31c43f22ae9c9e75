import { describe, expect, it } from 'vitest';
import {
  lastPosition,
  latestNews,
  nextPosition,
  prevPosition,
  shouldAutoplay,
  sortNewsDesc,
} from './news-carousel.ts';

const news = [3, 12, 7, 1, 9, 5].map((news_id) => ({ news_id }));

describe('sortNewsDesc', () => {
  it('puts the highest news_id first without touching the input', () => {
    expect(sortNewsDesc(news).map((n) => n.news_id)).toEqual([12, 9, 7, 5, 3, 1]);
    expect(news.map((n) => n.news_id)).toEqual([3, 12, 7, 1, 9, 5]);
  });
});

describe('latestNews', () => {
  it('keeps the 5 newest', () => {
    expect(latestNews(news).map((n) => n.news_id)).toEqual([12, 9, 7, 5, 3]);
    expect(latestNews(news.slice(0, 2)).map((n) => n.news_id)).toEqual([12, 3]);
  });
});

describe('carousel positions', () => {
  it('rests last at count minus visible', () => {
    expect(lastPosition(12, 4)).toBe(8);
    expect(lastPosition(4, 4)).toBe(0);
    expect(lastPosition(2, 4)).toBe(0);
  });

  it('steps forward and wraps from the last position to 0', () => {
    expect(nextPosition(0, 12, 4)).toBe(1);
    expect(nextPosition(7, 12, 4)).toBe(8);
    expect(nextPosition(8, 12, 4)).toBe(0);
    expect(nextPosition(0, 3, 4)).toBe(0);
  });

  it('steps back and wraps from 0 to the last position', () => {
    expect(prevPosition(5, 12, 4)).toBe(4);
    expect(prevPosition(0, 12, 4)).toBe(8);
    expect(prevPosition(0, 3, 4)).toBe(0);
  });
});

describe('shouldAutoplay', () => {
  it('plays only with more items than slots and no hover', () => {
    expect(shouldAutoplay(5, 4, false)).toBe(true);
    expect(shouldAutoplay(4, 4, false)).toBe(false);
    expect(shouldAutoplay(12, 4, true)).toBe(false);
  });
});
