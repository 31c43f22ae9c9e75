import { describe, expect, it } from 'vitest';
import { createStorage, type StorageNotice } from '../../lib/storage';
import {
  addAllToCart,
  addToActivityCartOf,
  addToCart,
  changeActivityCartQuantity,
  changeGiftInCart,
  checkStoredCarts,
  readCart,
  removeOrderedFromCart,
  setCartQuantity,
  setOfferLineQuantityInCart,
} from './cart-store';

function memory() {
  const items = new Map<string, string>();
  const local = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
  const events = new EventTarget();
  const notices: StorageNotice[] = [];
  events.addEventListener('storage-changed', (event) =>
    notices.push((event as CustomEvent<StorageNotice>).detail),
  );
  const store = createStorage({ local: () => local, session: () => null, events: () => events });
  return { store, items, notices };
}

describe('addToCart', () => {
  it('writes the cart key and announces it', () => {
    const { store, items, notices } = memory();
    expect(addToCart(7, 2, store)).toBe('added');
    expect(JSON.parse(items.get('cart')!)).toEqual([{ productId: 7, quantity: 2, selected: true }]);
    expect(notices.at(-1)).toMatchObject({ action: 'set', key: 'cart' });
  });

  it('refuses a fifth unit and leaves the cart alone', () => {
    const { store, items } = memory();
    addToCart(7, 4, store);
    expect(addToCart(7, 1, store)).toBe('limit');
    expect(JSON.parse(items.get('cart')!)[0].quantity).toBe(4);
  });

  it('clears an unreadable cart', () => {
    const { store, items } = memory();
    items.set('cart', '[{');
    expect(addToCart(7, 1, store)).toBe('unreadable');
    expect(items.has('cart')).toBe(false);
  });

  it('saves back a cleaned cart', () => {
    const { store, items } = memory();
    items.set('cart', JSON.stringify([{ productId: 1, quantity: 1, selected: true }, { quantity: 2 }]));
    expect(readCart(store)).toEqual([{ productId: 1, quantity: 1, selected: true }]);
    expect(JSON.parse(items.get('cart')!)).toHaveLength(1);
  });
});

describe('page-start cart check', () => {
  it('clears a cart that is not JSON and says so', () => {
    const { store, items, notices } = memory();
    items.set('cart', '[{"productId":1,');
    items.set('pointCart', JSON.stringify([{ productId: 2, quantity: 1, selected: true }]));
    expect(checkStoredCarts(store)).toBe(true);
    expect(items.has('cart')).toBe(false);
    expect(items.has('pointCart')).toBe(true);
    expect(notices).toContainEqual({ action: 'remove', key: 'cart', content: null });
  });

  it('drops invalid entries, saves the cleaned cart, and resets a non-list', () => {
    const { store, items } = memory();
    items.set('cart', JSON.stringify([{ productId: 1, quantity: 2, selected: true }, { quantity: 1 }, 'x']));
    items.set('evergreenTrailCart', '{"a":1}');
    expect(checkStoredCarts(store)).toBe(false);
    expect(JSON.parse(items.get('cart')!)).toEqual([{ productId: 1, quantity: 2, selected: true }]);
    expect(JSON.parse(items.get('evergreenTrailCart')!)).toEqual([]);
  });
});

describe('line changes', () => {
  it('removes a main-cart line set to 0', () => {
    const { store, items } = memory();
    addToCart(7, 2, store);
    setCartQuantity(7, 0, store);
    expect(JSON.parse(items.get('cart')!)).toEqual([]);
  });

  it('adds a match pair as two lines, or nothing when one is at the limit', () => {
    const { store, items } = memory();
    expect(
      addAllToCart(
        [
          { productId: 1, quantity: 1 },
          { productId: 2, quantity: 1 },
        ],
        store,
      ),
    ).toBe('added');
    expect(JSON.parse(items.get('cart')!)).toHaveLength(2);
    addToCart(2, 3, store);
    expect(
      addAllToCart(
        [
          { productId: 1, quantity: 1 },
          { productId: 2, quantity: 1 },
        ],
        store,
      ),
    ).toBe('limit');
    expect(JSON.parse(items.get('cart')!)[0].quantity).toBe(1);
  });

  it('keeps a point-cart line at 0 unless the shopper confirms', async () => {
    const { store, items } = memory();
    addToActivityCartOf('pointCart', { productId: 5 }, 1, store);
    await changeActivityCartQuantity('pointCart', { productId: 5 }, 0, async () => false, store);
    expect(JSON.parse(items.get('pointCart')!)).toHaveLength(1);
    await changeActivityCartQuantity('pointCart', { productId: 5 }, 0, async () => true, store);
    expect(JSON.parse(items.get('pointCart')!)).toEqual([]);
  });
});

describe('removeOrderedFromCart', () => {
  it('takes the selected (bought) lines out and keeps the unselected ones', () => {
    const { store, items } = memory();
    items.set(
      'cart',
      JSON.stringify([
        { productId: 1, quantity: 2, selected: true },
        { productId: 2, quantity: 1, selected: false },
      ]),
    );
    removeOrderedFromCart(store);
    expect(readCart(store)).toEqual([{ productId: 2, quantity: 1, selected: false }]);
  });
});

describe('kit, add-on and gift lines on /my_cartlist', () => {
  const kit = { productId: 3, quantity: 1, selected: true, activity_type: 'routine_kit', activity_id: 3 };
  const pick = (p: number) => ({
    productId: p,
    quantity: 1,
    selected: true,
    activity_type: 'choice_gift',
    activity_id: 9,
  });
  const plain = { productId: 3, quantity: 2, selected: true };

  it('sets a kit line’s quantity without touching the plain line of the same id; 0 removes it', () => {
    const { store, items, notices } = memory();
    items.set('cart', JSON.stringify([plain, kit]));
    setOfferLineQuantityInCart({ kind: 'routine_kit', activityId: 3, productId: 3 }, 3, store);
    expect(JSON.parse(items.get('cart')!)).toEqual([plain, { ...kit, quantity: 3 }]);
    expect(notices.at(-1)).toMatchObject({ action: 'set', key: 'cart' });
    setOfferLineQuantityInCart({ kind: 'routine_kit', activityId: 3, productId: 3 }, 0, store);
    expect(JSON.parse(items.get('cart')!)).toEqual([plain]);
  });

  it('changes a picked gift in place', () => {
    const { store, items } = memory();
    items.set('cart', JSON.stringify([pick(50), plain]));
    changeGiftInCart(9, 50, 51, store);
    expect(JSON.parse(items.get('cart')!)).toEqual([pick(51), plain]);
  });
});
