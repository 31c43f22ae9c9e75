// Cash on pickup has limits (issue 22 point 8): at most CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT of a member's
// cash-on-pickup orders wait for collection at once; a collected one no longer counts, and other pay
// methods are not limited.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT, orderErrorMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../../modules/sessions/index.ts';

let t: TestApp;
let token: string;
let productId: number;

function place(pay: CreateOrderBody['pay_method']) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: {
      carts: { cart: [{ productId, quantity: 1 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
      invoice: { invoice_type: 'member' },
      pay_method: pay,
    } satisfies CreateOrderBody,
  });
}

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  token = await createSession(t.db, await memberIdByMobile(t.db, '0912000000'));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
});

describe('cash on pickup: open orders per member', () => {
  it('refuses one more while the most are uncollected, with the number in the message', async () => {
    const placed: number[] = [];
    for (let i = 0; i < CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT; i++) {
      const res = await place('cod');
      expect(res.statusCode, res.body).toBe(200);
      placed.push(res.json().ordermain_id);
    }
    const refused = await place('cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.tooManyOpenCashOnPickup(CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT));
    expect(m.tooManyOpenCashOnPickup(3)).toBe(
      '您已有 3 筆取貨付款訂單尚未取貨，請取貨後再選擇取貨付款，或改用其他付款方式',
    );
    // Paying online is not limited.
    expect((await place('sandbox')).statusCode).toBe(200);

    // One collected at the store: it no longer counts.
    await t.db
      .update(schema.orders)
      .set({ paid_at: new Date() })
      .where(eq(schema.orders.ordermain_id, placed[0] as number));
    expect((await place('cod')).statusCode).toBe(200);
    expect((await place('cod')).statusCode).toBe(409);
  });
});
