import { describe, expect, it } from 'vitest';
import type { CartItem } from './main-cart.ts';
import {
  addAddOnToMainCart,
  addKitToMainCart,
  changeChoiceGift,
  pickChoiceGift,
  removeOfferLine,
  setOfferLineQuantity,
} from './offer-lines.ts';

const plain: CartItem = { productId: 7, quantity: 1, selected: true };
const kit = (quantity: number): CartItem => ({
  productId: 3,
  quantity,
  selected: true,
  activity_type: 'routine_kit',
  activity_id: 3,
});
const gift = (activityId: number, productId: number): CartItem => ({
  productId,
  quantity: 1,
  selected: true,
  activity_type: 'choice_gift',
  activity_id: activityId,
});

describe('addKitToMainCart', () => {
  it('adds a kit as one line keyed by the kit id, beside a plain product of the same id', () => {
    const plainThree: CartItem = { productId: 3, quantity: 1, selected: true };
    expect(addKitToMainCart([plainThree], 3, 1)).toEqual({ kind: 'added', items: [plainThree, kit(1)] });
  });

  it('adds to the kit line and stops at 4 units already in the cart', () => {
    expect(addKitToMainCart([kit(2)], 3, 1)).toEqual({ kind: 'added', items: [kit(3)] });
    expect(addKitToMainCart([kit(4)], 3, 1)).toEqual({ kind: 'limit' });
    expect(addKitToMainCart([], 0, 1)).toEqual({ kind: 'invalid' });
  });
});

describe('addAddOnToMainCart', () => {
  it('adds one unit at a time up to the per-order maximum', () => {
    const first = addAddOnToMainCart([plain], 5, 40, 2);
    expect(first).toEqual({
      kind: 'added',
      items: [
        plain,
        { productId: 40, quantity: 1, selected: true, activity_type: 'add_money', activity_id: 5 },
      ],
    });
    if (first.kind !== 'added') throw new Error('not added');
    const second = addAddOnToMainCart(first.items, 5, 40, 2);
    expect(second.kind === 'added' && second.items[1]?.quantity).toBe(2);
    if (second.kind !== 'added') throw new Error('not added');
    expect(addAddOnToMainCart(second.items, 5, 40, 2)).toEqual({ kind: 'limit' });
  });
});

describe('pickChoiceGift', () => {
  it('replaces the pick of a choose-one activity, and a second tap takes the pick back', () => {
    const one = pickChoiceGift([plain], 9, 50, 1);
    expect(one).toEqual([plain, gift(9, 50)]);
    const other = pickChoiceGift(one, 9, 51, 1);
    expect(other).toEqual([plain, gift(9, 51)]);
    expect(pickChoiceGift(other, 9, 51, 1)).toEqual([plain]);
  });

  it('keeps up to choose_count picks, the earliest giving way, and leaves other activities alone', () => {
    const start = [gift(2, 60), gift(9, 50), gift(9, 51)];
    expect(pickChoiceGift(start, 9, 52, 2)).toEqual([gift(2, 60), gift(9, 51), gift(9, 52)]);
  });
});

describe('removeOfferLine / setOfferLineQuantity', () => {
  const key = { kind: 'routine_kit', activityId: 3, productId: 3 } as const;
  it('touches only the offer line', () => {
    const items = [{ ...plain, productId: 3 }, kit(2)];
    expect(removeOfferLine(items, key)).toEqual([{ ...plain, productId: 3 }]);
    expect(setOfferLineQuantity(items, key, 1)).toEqual([{ ...plain, productId: 3 }, kit(1)]);
    expect(setOfferLineQuantity(items, key, 0)).toEqual([{ ...plain, productId: 3 }]);
  });
});

describe('changeChoiceGift', () => {
  it('puts the new gift where the old pick was and leaves the other lines alone', () => {
    const items = [gift(9, 50), plain, gift(2, 60)];
    expect(changeChoiceGift(items, 9, 50, 51)).toEqual([gift(9, 51), plain, gift(2, 60)]);
  });

  it('changing to a gift already picked only takes the old pick away (no gift twice)', () => {
    expect(changeChoiceGift([gift(9, 50), gift(9, 51)], 9, 50, 51)).toEqual([gift(9, 51)]);
  });

  it('changes nothing when the old pick is not in the cart or the gift is the same', () => {
    const items = [plain, gift(9, 50)];
    expect(changeChoiceGift(items, 9, 52, 51)).toEqual(items);
    expect(changeChoiceGift(items, 2, 50, 51)).toEqual(items);
    expect(changeChoiceGift(items, 9, 50, 50)).toEqual(items);
  });
});
