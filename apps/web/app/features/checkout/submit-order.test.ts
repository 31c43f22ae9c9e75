import type { CreateOrderBody, OrderDetailAnswer } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage';
import { idempotencyKeyFor, orderCarts, orderDataOf } from './submit-order';

function memory() {
  const map = (items: Map<string, string>) =>
    ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }) as unknown as Storage;
  const session = new Map<string, string>();
  return createStorage({
    local: () => map(new Map()),
    session: () => map(session),
    events: () => new EventTarget(),
  });
}

const body = (points: number): CreateOrderBody => ({
  carts: orderCarts([{ productId: 5, quantity: 1, selected: true }]),
  ship_method: 'seven',
  recipient: { name: '陳美玲', mobile: '0912000001', store_id: '201002' },
  invoice: { invoice_type: 'donate', donate_code: '8585' },
  pay_method: 'sandbox',
  points,
  credit: 0,
});

describe('idempotencyKeyFor', () => {
  it('keeps the key while the order is the same (a retry) and makes a new one when it changes', () => {
    const source = memory();
    const first = idempotencyKeyFor(body(0), source);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKeyFor(body(0), source)).toBe(first);
    const changed = idempotencyKeyFor(body(10), source);
    expect(changed).not.toBe(first);
    expect(idempotencyKeyFor(body(10), source)).toBe(changed);
  });

  it('a card retry with a new prime is the same order (one key), so a double click never pays twice', () => {
    const source = memory();
    const card = { ...body(0), pay_method: 'card' as const };
    const first = idempotencyKeyFor({ ...card, prime: 'test_first' }, source);
    expect(idempotencyKeyFor({ ...card, prime: 'test_second' }, source)).toBe(first);
  });

  it('a wallet retry with a new prime from its sheet is the same order; another wallet is another order', () => {
    const source = memory();
    const apple = { ...body(0), pay_method: 'applepay' as const };
    const first = idempotencyKeyFor({ ...apple, prime: 'test_ap_first' }, source);
    expect(idempotencyKeyFor({ ...apple, prime: 'test_ap_second' }, source)).toBe(first);
    const google = { ...body(0), pay_method: 'googlepay' as const, prime: 'test_gp_first' };
    expect(idempotencyKeyFor(google, source)).not.toBe(first);
  });
});

describe('orderCarts', () => {
  it('sends the chosen point-zone items with the main cart (issue 23: the point cart went empty)', () => {
    const carts = orderCarts(
      [{ productId: 5, quantity: 1, selected: true }],
      [
        { productId: 2, quantity: 1, selected: true },
        { productId: 3, quantity: 1, selected: false },
      ],
    );
    expect(carts.pointCart).toEqual([{ productId: 2, quantity: 1, selected: true }]);
  });

  it('sends the main cart only; the other carts go empty', () => {
    const none = { evergreenTrailCart: null, onlineSkinTestCart: null };
    expect(orderCarts([{ productId: 5, quantity: 2, selected: false }], [], none)).toEqual({
      cart: [{ productId: 5, quantity: 2, selected: false }],
      pointCart: [],
      evergreenTrailCart: [],
      onlineSkinTestCart: [],
    });
  });
});

describe('orderCarts with the trial carts (decision 095)', () => {
  it('sends the trial pack and evergreen items as productId, quantity and activity only', () => {
    const carts = orderCarts([], [], {
      onlineSkinTestCart: [{ productId: 5686, quantity: 1, selected: true, activity_type: 24 }],
      evergreenTrailCart: [{ productId: 7, quantity: 1, selected: true, activity_type: 28, activity_id: 3 }],
    });
    expect(carts.onlineSkinTestCart).toEqual([{ productId: 5686, quantity: 1, activity_type: 24 }]);
    expect(carts.evergreenTrailCart).toEqual([
      { productId: 7, quantity: 1, activity_type: 28, activity_id: 3 },
    ]);
  });
});

describe('orderDataOf', () => {
  it('keeps the fields of storefront.md §3 from the server order and the recipient', () => {
    const detail = {
      ordermain_id: 41,
      ordermain_sn: 'MR261124-7K3QX9PD2M',
      ordermain_total: 2377,
      lines: [
        { p_id: 5, p_name: '精華', p_price: 1090, list_price: 1280, ordersub_count: 2, line_kind: 'regular' },
      ],
    } as OrderDetailAnswer;
    const form = body(0);
    expect(
      orderDataOf(detail, { ...form, recipient: { ...form.recipient, email: 'a@b.tw' } } as never),
    ).toEqual({
      ordermain_id: 41,
      ordermain_sn: 'MR261124-7K3QX9PD2M',
      ordermain_total: 2377,
      ordermain_mobile: '0912000001',
      ordermain_email: 'a@b.tw',
      ordersubs: [{ p_id: 5, p_name: '精華', p_price: 1090, ordersub_count: 2 }],
    });
  });
});
