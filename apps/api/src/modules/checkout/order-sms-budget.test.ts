// The order confirmation SMS counts against the shop's SMS budget (issue 22 point 8), the same counter as
// the one-time codes (SMS_MAX_PER_HOUR): past it the SMS is not sent and an alert is logged.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { SMS_MAX_PER_HOUR_DEFAULT } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';

/** The budget's counter in the throttles table (otp.service.ts counts the one-time codes on it). */
const BUDGET_KEY = 'sms-budget:shop';
let t: TestApp;
let token: string;
let productId: number;

async function placeCashOrder(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: {
      carts: { cart: [{ productId, quantity: 1 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
      invoice: { invoice_type: 'member' },
      pay_method: 'cod',
    } satisfies CreateOrderBody,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ordermain_sn;
}

const smsOf = async (sn: string) =>
  (await t.db.select().from(schema.smsOutbox)).filter((sms) => sms.body.includes(sn));
const budgetUsed = async () =>
  (await t.db.select().from(schema.throttles).where(eq(schema.throttles.key, BUDGET_KEY)))[0]?.count ?? 0;

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  token = await createSession(t.db, await memberIdByMobile(t.db, '0912000000'));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
});

describe('order confirmation SMS and the shop SMS budget', () => {
  it('counts each confirmation, and sends none once the budget of the hour is used up', async () => {
    const before = await budgetUsed();
    const first = await placeCashOrder();
    expect(await smsOf(first)).toHaveLength(1);
    expect(await budgetUsed()).toBe(before + 1);

    await t.db
      .update(schema.throttles)
      .set({ count: SMS_MAX_PER_HOUR_DEFAULT })
      .where(eq(schema.throttles.key, BUDGET_KEY));
    const second = await placeCashOrder();
    expect(await smsOf(second)).toHaveLength(0);
  });
});
