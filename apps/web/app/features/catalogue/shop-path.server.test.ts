import { describe, expect, it } from 'vitest';
import { shopPathOf } from './shop-path.server';

describe('shopPathOf', () => {
  it('decodes and trims slashes', () => {
    expect(shopPathOf('http://s.test/c-plus/vitamin-c-serum-15/')).toBe('c-plus/vitamin-c-serum-15');
    expect(shopPathOf('http://s.test/omega+complex')).toBe('omega+complex');
    expect(shopPathOf('http://s.test/%E7%B2%BE')).toBe('精');
  });
});
