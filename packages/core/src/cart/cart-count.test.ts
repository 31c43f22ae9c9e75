import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-count.ts';

const parts = {
  totalCartQuantity: 3,
  pointCartTotalQuantity: 2,
  memberGiftCartTotalQuantity: 1,
  onlineSkinTestCartTotalQuantity: 4,
};

describe('cartCount (§9)', () => {
  it('adds the four cart totals', () => {
    expect(cartCount(parts, false)).toBe(10);
    expect(cartCount(parts, true)).toBe(10);
  });

  it('adds 1 on mobile when the campaign gift is earned (true or "true")', () => {
    expect(cartCount({ ...parts, canGetPinkBag202510CRM: true }, true)).toBe(11);
    expect(cartCount({ ...parts, canGetPinkBag202510CRM: 'true' }, true)).toBe(11);
    expect(cartCount({ ...parts, canGetPinkBag202510CRM: 'false' }, true)).toBe(10);
    expect(cartCount({ ...parts, canGetPinkBag202510CRM: true }, false)).toBe(10);
  });
});
