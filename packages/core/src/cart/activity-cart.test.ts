import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/errors.ts';
import { addToActivityCart, changeActivityQuantity, toggleActivitySelected } from './activity-cart.ts';

const trail = { productId: 5, activity_type: 28, activity_id: 3 };

describe('the point, evergreen-trail and skin-test carts', () => {
  it('keeps one line per product and activity', () => {
    const once = addToActivityCart([], trail, 1)!;
    const twice = addToActivityCart(once, trail, 2)!;
    expect(twice).toEqual([{ productId: 5, quantity: 3, selected: true, activity_type: 28, activity_id: 3 }]);
    const otherActivity = addToActivityCart(twice, { ...trail, activity_id: 4 }, 1)!;
    expect(otherActivity).toHaveLength(2);
  });

  it('matches stored keys written as text', () => {
    const stored = [{ productId: 5, quantity: 1, selected: true, activity_type: '28', activity_id: '3' }];
    expect(addToActivityCart(stored, trail, 1)).toEqual([{ ...stored[0], quantity: 2 }]);
  });

  it('asks before removing at 0 or less ("庫存不足")', () => {
    expect(errorMessages.outOfStock).toBe('庫存不足');
    const items = addToActivityCart([], trail, 2)!;
    expect(changeActivityQuantity(items, trail, 0)).toEqual({ kind: 'confirm-removal', items: [] });
    expect(changeActivityQuantity(items, trail, -1).kind).toBe('confirm-removal');
    expect(changeActivityQuantity(items, trail, 1)).toEqual({
      kind: 'updated',
      items: [{ ...items[0], quantity: 1 }],
    });
  });

  it('toggles selected and refuses nonsense', () => {
    const items = addToActivityCart([], trail, 1)!;
    expect(toggleActivitySelected(items, trail)[0]?.selected).toBe(false);
    expect(addToActivityCart([], { productId: 0 }, 1)).toBeNull();
    expect(addToActivityCart([], trail, 0)).toBeNull();
  });
});
