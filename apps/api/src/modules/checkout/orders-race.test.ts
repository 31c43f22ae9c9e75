// Two shoppers racing for the last units never both get them. Meant for PostgreSQL (DATABASE_URL), where
// the transactions really run side by side; on PGlite it still checks the count.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, checkoutCalls, pathOf } from '@shop/contracts';
import { orderErrorMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';

const SHOPPERS = 30;
const IN_STOCK = 10;
let t: TestApp;
let tokens: string[];

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  const members = ['0912000000', '0912000001', '0912000003'];
  tokens = await Promise.all(
    members.map(async (mobile) => createSession(t.db, await memberIdByMobile(t.db, mobile))),
  );
});
afterAll(async () => {
  await t?.close();
});

it(`${SHOPPERS} simultaneous orders for a product with ${IN_STOCK} in stock: exactly ${IN_STOCK} orders, stock 0`, async () => {
  const [product] = await t.db.select().from(schema.products).where(eq(schema.products.p_id, 1));
  if (!product) throw new Error('no product 1');
  // The demo orders may hold the product too; only this race's lines are counted.
  const before = await t.db.select().from(schema.orderLines).where(eq(schema.orderLines.p_id, product.p_id));
  // Gifts the seeded promotions add must not be what runs out.
  await t.db.update(schema.products).set({ stock: 100_000 });
  await t.db.update(schema.products).set({ stock: IN_STOCK }).where(eq(schema.products.p_id, product.p_id));
  const results = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': randomUUID() },
        payload: {
          carts: { cart: [{ productId: product.p_id, quantity: 1 }] },
          ship_method: 'seven',
          recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
          invoice: { invoice_type: 'member' },
          pay_method: 'sandbox',
        },
      }),
    ),
  );
  const statuses = results.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(IN_STOCK);
  expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - IN_STOCK);
  for (const refused of results.filter((r) => r.statusCode === 409))
    expect(refused.json().message).toBe(m.outOfStock(product.p_name));
  const [after] = await t.db.select().from(schema.products).where(eq(schema.products.p_id, product.p_id));
  expect(after?.stock).toBe(0);
  const lines = await t.db.select().from(schema.orderLines).where(eq(schema.orderLines.p_id, product.p_id));
  const units = (rows: typeof lines) => rows.reduce((sum, l) => sum + l.ordersub_count, 0);
  expect(units(lines) - units(before)).toBe(IN_STOCK);
});
