import { describe, expect, it } from 'vitest';
import { shellMessages } from '../messages/shell.ts';
import { COUNTED_CART_KEYS, cartQuantity, cartQuantityFromJson, headerCartCount } from './cart-count.ts';

describe('cartQuantity', () => {
  it('sums positive numeric quantities', () => {
    expect(
      cartQuantity([
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 3 },
      ]),
    ).toBe(5);
  });

  it('ignores broken entries and non-lists', () => {
    expect(cartQuantity([{ productId: 1, quantity: '2' }, null, 7, { productId: 2, quantity: -1 }])).toBe(0);
    expect(cartQuantity({ quantity: 3 })).toBe(0);
    expect(cartQuantity(undefined)).toBe(0);
  });

  it('counts only the entries the cart keeps: 2, not 3, for two valid units beside one without productId', () => {
    expect(cartQuantity([{ productId: 1, quantity: 2 }, { quantity: 1 }])).toBe(2);
  });
});

describe('cartQuantityFromJson', () => {
  it('reads stored JSON and counts unreadable text as 0', () => {
    expect(cartQuantityFromJson('[{"productId":1,"quantity":4}]')).toBe(4);
    expect(cartQuantityFromJson('{not json')).toBe(0);
    expect(cartQuantityFromJson(null)).toBe(0);
  });
});

describe('headerCartCount', () => {
  it('adds the four browser carts', () => {
    expect(COUNTED_CART_KEYS).toEqual(['cart', 'pointCart', 'evergreenTrailCart', 'onlineSkinTestCart']);
    const stored: Record<string, string> = {
      cart: '[{"productId":1,"quantity":2}]',
      pointCart: '[{"productId":2,"quantity":1}]',
      evergreenTrailCart: '[{"productId":3,"quantity":1}]',
      onlineSkinTestCart: '[{"productId":4,"quantity":3}]',
      memberGiftPerk: '[{"productId":5,"quantity":9}]',
    };
    expect(headerCartCount((key) => stored[key] ?? null)).toBe(7);
    expect(shellMessages.cartCount(7)).toBe('7件');
  });

  it('counts the member gifts claimed (1 product + 2 gifts is 3件), ignoring malformed entries', () => {
    const stored: Record<string, string> = {
      cart: '[{"productId":1,"quantity":1}]',
      memberGiftCart:
        '[{"gift3_id":4,"p_id":7,"quantity":1},{"gift3_id":5,"p_id":8,"quantity":1},{"p_id":9}]',
    };
    expect(headerCartCount((key) => stored[key] ?? null)).toBe(3);
    expect(headerCartCount((key) => (key === 'memberGiftCart' ? 'nonsense' : (stored[key] ?? null)))).toBe(1);
  });
});
