import { describe, expect, it } from 'vitest';
import { discountBadge } from './discount-badge.ts';

describe('discountBadge', () => {
  it('writes a saving of a tenth or more as 折數', () => {
    expect(discountBadge(1280, 1090)).toEqual({ kind: 'percent', text: '85折' });
    expect(discountBadge(1000, 800)).toEqual({ kind: 'percent', text: '8折' });
    expect(discountBadge(3280, 2780)).toEqual({ kind: 'percent', text: '85折' });
    expect(discountBadge(1180, 990)).toEqual({ kind: 'percent', text: '84折' });
    expect(discountBadge(1000, 0)).toEqual({ kind: 'percent', text: '1折' });
  });

  it('writes a smaller saving as the amount', () => {
    expect(discountBadge(720, 620)).toEqual({ kind: 'percent', text: '86折' });
    expect(discountBadge(1000, 950)).toEqual({ kind: 'amount', saving: 50 });
  });

  it('shows nothing without a discount or for odd prices', () => {
    expect(discountBadge(1000, 1000)).toBeNull();
    expect(discountBadge(1000, 1200)).toBeNull();
    expect(discountBadge(0, 0)).toBeNull();
  });
});
