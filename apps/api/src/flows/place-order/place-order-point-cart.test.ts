// Issue 23: point-exchange items are ordered together with the main cart in one create-order: the items
// priced by the server at their zone points (never the browser's), the points they cost and the points
// used as money debited in the order's own transaction, and points used as money bounded by what the
// items leave (a 422 beside the points field, where the old code answered a bare 409 after trying).
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { orderErrorMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { appendLedgerEntry, ledgerBalance } from '../../modules/ledgers/index.ts';
import { createSession } from '../../modules/sessions/index.ts';

let t: TestApp;
let token: string;
let memberId: number;
let product: number;
let exchange: { p_id: number; cost: number };

const url = (path: string) => `${API_BASE_PATH}/${path}`;

async function setBalance(points: number) {
  const delta = points - (await ledgerBalance(t.db, 'points', memberId));
  if (delta !== 0) await appendLedgerEntry(t.db, 'points', { memberId, reason: 'test', delta });
}

function body(points: number): CreateOrderBody {
  return {
    carts: {
      cart: [{ productId: product, quantity: 1 }],
      // A price or point figure the browser adds is not part of a cart line: the server prices it.
      pointCart: [{ productId: exchange.p_id, quantity: 1 }],
    },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
    points,
  };
}

const submit = (payload: CreateOrderBody) =>
  t.app.inject({
    method: 'POST',
    url: url(pathOf(checkoutCalls.createOrder)),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload,
  });

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, '0912000000');
  token = await createSession(t.db, memberId);
  product = await orderableProduct(t.app, t.db);
  const rows = await t.db
    .select()
    .from(schema.pointExchanges)
    .where(eq(schema.pointExchanges.exchange_show, 1));
  const now = Date.now();
  const open = rows.find(
    (r) => r.starts_at.getTime() <= now && now < r.ends_at.getTime() && r.p_id !== product,
  );
  if (!open) throw new Error('no open exchange in the seed');
  await t.db.update(schema.products).set({ stock: 20 }).where(eq(schema.products.p_id, open.p_id));
  exchange = { p_id: open.p_id, cost: open.dpoint !== 0 ? open.dpoint : open.point };
});
afterAll(async () => {
  await t?.close();
});

describe('create-order with the main cart and a point item together', () => {
  it('writes both lines in one order and debits the items’ points and the points used as money', async () => {
    await setBalance(exchange.cost + 10);
    const res = await submit(body(10));
    expect(res.statusCode).toBe(200);
    const orderId = res.json().ordermain_id as number;
    const lines = await t.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.ordermain_id, orderId));
    expect(lines.map((l) => [l.p_id, l.line_kind]).sort()).toEqual(
      [
        [product, lines.find((l) => l.p_id === product)?.line_kind],
        [exchange.p_id, 'point'],
      ].sort(),
    );
    expect(lines.find((l) => l.line_kind === 'point')?.p_price).toBe(exchange.cost);
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, orderId));
    expect(order?.points_used).toBe(10);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(0);
  });

  it('422 beside the points field when the points used as money exceed what the items leave; nothing taken', async () => {
    await setBalance(exchange.cost + 10);
    const before = await t.db.select().from(schema.orders);
    const res = await submit(body(11));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.points).toEqual([m.pointsLeftAfterExchange(10)]);
    expect(await ledgerBalance(t.db, 'points', memberId)).toBe(exchange.cost + 10);
    expect(await t.db.select().from(schema.orders)).toHaveLength(before.length);
  });
});
