import { describe, expect, it } from 'vitest';
import {
  isVisitId,
  makeVisitorId,
  readAnalyticsClientId,
  resolveVisitorId,
  VISITOR_ID_PATTERN,
} from './visitor-id.ts';

function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('makeVisitorId', () => {
  it('joins the timestamp and 9 characters picked by the random source', () => {
    expect(makeVisitorId(1_700_000_000_000, sequence(0))).toBe('visitor_1700000000000_aaaaaaaaa');
    expect(makeVisitorId(1, sequence(0, 0.5, 0.99))).toBe('visitor_1_as9as9as9');
  });

  it('stays inside the alphabet even if the source returns 1', () => {
    expect(makeVisitorId(5, sequence(1))).toBe('visitor_5_999999999');
  });

  it('matches the visitor id pattern with Math.random', () => {
    for (let i = 0; i < 50; i++) {
      expect(makeVisitorId(Date.now(), Math.random)).toMatch(VISITOR_ID_PATTERN);
    }
  });
});

describe('readAnalyticsClientId', () => {
  it('reads the client id out of the _ga cookie', () => {
    expect(readAnalyticsClientId('_ga=GA1.1.123.456')).toBe('123.456');
    expect(readAnalyticsClientId('a=1; _ga=GA1.2.1234567890.1700000000; _ga_XYZ=GS1.1.1')).toBe(
      '1234567890.1700000000',
    );
  });

  it('ignores look-alike cookies and malformed values', () => {
    expect(readAnalyticsClientId('_ga_ABC=GA1.1.123.456')).toBeNull();
    expect(readAnalyticsClientId('x_ga=GA1.1.123.456')).toBeNull();
    expect(readAnalyticsClientId('_ga=GA1.1.abc.456')).toBeNull();
    expect(readAnalyticsClientId('_ga=123.456')).toBeNull();
    expect(readAnalyticsClientId('')).toBeNull();
    expect(readAnalyticsClientId(null)).toBeNull();
    expect(readAnalyticsClientId(undefined)).toBeNull();
  });
});

describe('resolveVisitorId', () => {
  it('prefers the analytics client id', () => {
    expect(resolveVisitorId('_ga=GA1.1.123.456', 9, sequence(0))).toBe('123.456');
    expect(resolveVisitorId('other=1', 9, sequence(0))).toBe('visitor_9_aaaaaaaaa');
  });
});

describe('isVisitId', () => {
  it('accepts both shapes and nothing else', () => {
    expect(isVisitId('visitor_1700000000000_a1b2c3d4e')).toBe(true);
    expect(isVisitId('123.456')).toBe(true);
    expect(isVisitId('visitor_1_short')).toBe(false);
    expect(isVisitId('<script>')).toBe(false);
  });
});
