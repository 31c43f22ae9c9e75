import { describe, expect, it } from 'vitest';
import { createStorage, type StorageNotice } from '../../lib/storage';
import { addToCart, readCart } from './cart-store';

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
