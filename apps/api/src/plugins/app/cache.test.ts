import { describe, expect, it } from 'vitest';
import { cacheControlFor, PRIVATE_ANSWER, publicFor } from './cache.ts';

describe('cacheControlFor', () => {
  const base = { method: 'GET', statusCode: 200, authenticated: false };

  it('gives public GET answers the lifetime of their call', () => {
    expect(cacheControlFor({ ...base, policy: publicFor(10_000) })).toBe('public, max-age=10');
    expect(cacheControlFor({ ...base, policy: publicFor(60_000) })).toBe('public, max-age=60');
  });

  it('makes answers without a lifetime revalidate', () => {
    expect(cacheControlFor({ ...base, policy: undefined })).toBe('no-cache');
  });

  it('never stores member answers, errors or writes', () => {
    expect(cacheControlFor({ ...base, policy: PRIVATE_ANSWER })).toBe('private, no-store');
    expect(cacheControlFor({ ...base, authenticated: true, policy: publicFor(10_000) })).toBe(
      'private, no-store',
    );
    expect(cacheControlFor({ ...base, statusCode: 404, policy: publicFor(10_000) })).toBe(
      'private, no-store',
    );
    expect(cacheControlFor({ ...base, method: 'POST', policy: publicFor(10_000) })).toBe('private, no-store');
  });
});
