import { describe, expect, it } from 'vitest';
import {
  addToMainCart,
  type CartItem,
  loadMainCart,
  removeFromMainCart,
  removeOrderedLines,
  setMainCartQuantity,
  toggleMainCartSelected,
} from './main-cart.ts';

const line = (productId: number, quantity: number): CartItem => ({ productId, quantity, selected: true });

describe('addToMainCart', () => {
  it('adds a new line, selected', () => {
    expect(addToMainCart([], 3, 2)).toEqual({ kind: 'added', items: [line(3, 2)] });
  });

  it('adds to the existing line', () => {
    expect(addToMainCart([line(3, 1), line(4, 1)], 3, 2)).toEqual({
      kind: 'added',
      items: [line(3, 3), line(4, 1)],
    });
  });

  it('refuses when the line already holds 4', () => {
    expect(addToMainCart([line(3, 4)], 3, 1)).toEqual({ kind: 'limit' });
    expect(addToMainCart([line(3, 5)], 3, 1)).toEqual({ kind: 'limit' });
  });

  it('looks only at the existing quantity: 3 + 2 goes to 5', () => {
    expect(addToMainCart([line(3, 3)], 3, 2)).toEqual({ kind: 'added', items: [line(3, 5)] });
  });

  it('refuses nonsense', () => {
    expect(addToMainCart([], 0, 1).kind).toBe('invalid');
    expect(addToMainCart([], 3, 0).kind).toBe('invalid');
    expect(addToMainCart([], 3, 1.5).kind).toBe('invalid');
  });
});

describe('loadMainCart', () => {
  it('reads an empty or absent cart', () => {
    expect(loadMainCart(null)).toEqual({ kind: 'ok', items: [], cleaned: false });
  });

  it('drops bad entries and says so', () => {
    const text = JSON.stringify([
      line(1, 1),
      'x',
      { quantity: 1 },
      { productId: 2, quantity: '1' },
      { productId: 3, quantity: 0 },
    ]);
    expect(loadMainCart(text)).toEqual({ kind: 'ok', items: [line(1, 1)], cleaned: true });
  });

  it('resets a value that is not a list', () => {
    expect(loadMainCart('{"a":1}')).toEqual({ kind: 'ok', items: [], cleaned: true });
  });

  it('reports unreadable JSON', () => {
    expect(loadMainCart('[{')).toEqual({ kind: 'unreadable' });
  });
});

describe('changing main-cart lines (§4.3)', () => {
  it('toggles selected', () => {
    expect(toggleMainCartSelected([line(3, 1)], 3)).toEqual([{ ...line(3, 1), selected: false }]);
  });

  it('removes a line set to 0 or less', () => {
    expect(setMainCartQuantity([line(3, 2), line(4, 1)], 3, 0)).toEqual([line(4, 1)]);
    expect(setMainCartQuantity([line(3, 2)], 3, -2)).toEqual([]);
    expect(setMainCartQuantity([line(3, 2)], 3, 1)).toEqual([line(3, 1)]);
  });

  it('removes by product id', () => {
    expect(removeFromMainCart([line(3, 2), line(4, 1)], 4)).toEqual([line(3, 2)]);
  });
});

describe('removeOrderedLines', () => {
  it('takes out the selected lines (add-ons included) and keeps the unselected ones', () => {
    const items = [
      { productId: 1, quantity: 2, selected: true },
      { productId: 2, quantity: 1, selected: false },
      { productId: 3, quantity: 1, selected: true, activity_type: 'add_money', activity_id: 4 },
    ];
    expect(removeOrderedLines(items)).toEqual([{ productId: 2, quantity: 1, selected: false }]);
  });
});
