// What one create-order sends to the database (issue 22's bench:checkout target;
// docs/decisions/063-create-order-in-three-round-trips.md), so a statement added to the order path shows
// here: a plain sandbox order is the member, the products and the order's one statement (which also
// writes its payment attempt, already started, and the sandbox's record), plus the session while it is
// not kept in memory. Each statement is one round trip.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { type Database, schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig, SANDBOX_PAGE_PATH } from '../../integrations/payments/index.ts';
import { createSession } from '../../modules/sessions/index.ts';

let t: TestApp;
let memberId: number;
let productId: number;

function place(token: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: {
      carts: { cart: [{ productId, quantity: 1 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
      invoice: { invoice_type: 'member' },
      pay_method: 'sandbox',
    } satisfies CreateOrderBody,
  });
}

type Client = Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;

/** Every statement sent while `work` runs: node-postgres's submitted queries, or PGlite's calls. */
async function statementsOf(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const client = (db as unknown as { $client: Client }).$client;
  if (client instanceof pg.Pool) {
    const submit = pg.Query.prototype.submit;
    pg.Query.prototype.submit = function (this: pg.Query & { text?: string }, ...args) {
      // The job queue's workers poll on connections of their own: not the order's round trips.
      if (!this.text?.includes('pgboss.')) sent.push(this.text ?? '');
      return submit.apply(this, args);
    };
    try {
      await work();
    } finally {
      pg.Query.prototype.submit = submit;
    }
    return sent;
  }
  const originals = { query: client.query, exec: client.exec };
  for (const name of ['query', 'exec'] as const)
    client[name] = (...args: unknown[]) => {
      if (!String(args[0]).includes('pgboss.')) sent.push(String(args[0]));
      return originals[name].apply(client, args);
    };
  try {
    await work();
  } finally {
    Object.assign(client, originals);
  }
  return sent;
}

/** What each statement is: the order's statement, or a read named by the table it reads rows of. */
function kindOf(statement: string): string {
  const text = statement.replace(/\s+/g, ' ').trim();
  if (text.startsWith('with o as ( insert into orders')) return 'order';
  // The member read takes her balances from the ledgers in subqueries: named by its own table.
  const table = ['sessions', 'members', 'products'].find((name) => text.includes(`from "${name}" `));
  return table && text.startsWith('select ') ? `read ${table}` : text.slice(0, 60);
}

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, '0912000000');
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
});

describe('create-order round trips', () => {
  it('a sandbox order: session, member, products, the order; then the member, products and order alone', async () => {
    const token = await createSession(t.db, memberId);
    // What the shop keeps in memory (promotions, stores) filled by an order with another session.
    expect((await place(await createSession(t.db, memberId))).statusCode).toBe(200);

    let res = await place(token);
    const first = await statementsOf(t.db, async () => {
      res = await place(token);
    });
    expect(res.statusCode, res.body).toBe(200);
    // The second request of this token: its session was read by the first and is kept.
    expect(first.map(kindOf)).toEqual(['read members', 'read products', 'order']);

    const fresh = await createSession(t.db, memberId);
    const withSession = await statementsOf(t.db, async () => {
      res = await place(fresh);
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(withSession.map(kindOf)).toEqual(['read sessions', 'read members', 'read products', 'order']);

    // The order's statement started the sandbox payment: the shopper goes to its page, whose record holds
    // the amount confirm() checks, and the attempt holds the provider's transaction id.
    const { ordermain_id: orderId, payment } = res.json();
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, orderId));
    const [attempt] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.ordermain_id, orderId));
    expect(payment.redirect_url).toBe(`${API_BASE_PATH}${SANDBOX_PAGE_PATH}/${attempt!.payment_ref}`);
    expect(attempt).toMatchObject({
      provider: 'sandbox',
      state: 'pending',
      amount: order!.ordermain_total,
      provider_transaction_id: `SBX-${attempt!.payment_ref}`,
    });
    const [record] = await t.db
      .select()
      .from(schema.sandboxPayments)
      .where(eq(schema.sandboxPayments.payment_ref, attempt!.payment_ref));
    expect(record).toMatchObject({
      order_sn: order!.ordermain_sn,
      amount: order!.ordermain_total,
      decision: null,
      confirmed_at: null,
    });
  });
});
