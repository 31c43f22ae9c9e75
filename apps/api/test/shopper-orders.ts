// A signed-in shopper's order calls for the payment tests: an order of one product picked up at a
// 7-ELEVEN with the member carrier invoice (each test names its pay method), confirm, re-pay and cancel,
// and the stored order row.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './build-app.ts';

export interface CreatedOrder {
  ordermain_id: number;
  ordermain_sn: string;
  payment: { redirect_url: string };
}

/** What the calls need, read when a call is made (tests set them in beforeAll). */
export interface ShopperOf {
  t: TestApp;
  token: string;
  productId: number;
}

export const SHOPPER_MOBILE = '0912000000';

const url = (path: string) => `${API_BASE_PATH}/${path}`;

export function shopperOrders(shopper: () => ShopperOf, defaults: Partial<CreateOrderBody>) {
  const auth = (token = shopper().token) => ({ authorization: `Bearer ${token}` });
  const orderBody = (overrides: Partial<CreateOrderBody> = {}): CreateOrderBody =>
    ({
      carts: { cart: [{ productId: shopper().productId, quantity: 1 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: SHOPPER_MOBILE, email: 'an@example.com', store_id: '201001' },
      invoice: { invoice_type: 'member' },
      pay_method: 'sandbox',
      ...defaults,
      ...overrides,
    }) as CreateOrderBody;
  return {
    auth,
    orderBody,
    async createOrder(overrides: Partial<CreateOrderBody> = {}): Promise<CreatedOrder> {
      const res = await shopper().t.app.inject({
        method: 'POST',
        url: url(pathOf(checkoutCalls.createOrder)),
        headers: { ...auth(), 'idempotency-key': randomUUID() },
        payload: orderBody(overrides),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CreatedOrder;
    },
    confirm: (payload: object, token?: string) =>
      shopper().t.app.inject({
        method: 'POST',
        url: url(pathOf(checkoutCalls.confirmPayment)),
        headers: auth(token),
        payload,
      }),
    repay: (payload: object, token?: string) =>
      shopper().t.app.inject({
        method: 'POST',
        url: url(pathOf(checkoutCalls.repay)),
        headers: auth(token),
        payload,
      }),
    cancel: (id: number) =>
      shopper().t.app.inject({
        method: 'PUT',
        url: url(pathOf(checkoutCalls.cancelOrder, { id })),
        headers: auth(),
      }),
    async orderRow(id: number) {
      const [row] = await shopper()
        .t.db.select()
        .from(schema.orders)
        .where(eq(schema.orders.ordermain_id, id));
      return row;
    },
  };
}
