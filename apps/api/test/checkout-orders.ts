// Test helper: an order row written directly, until order creation exists (issue 12 part 2).
import { randomBytes } from 'node:crypto';
import { API_BASE_PATH } from '@shop/contracts';
import { formatOrderNumber } from '@shop/core';
import { type Database, schema } from '@shop/db';
import type { FastifyInstance } from 'fastify';

export async function insertTestOrder(
  db: Database,
  memberId: number,
  overrides: Partial<typeof schema.orders.$inferInsert> = {},
) {
  const [order] = await db
    .insert(schema.orders)
    .values({
      ordermain_sn: formatOrderNumber(new Date(), randomBytes(10)),
      member_id: memberId,
      merchandise_total: 1780,
      ordermain_total: 1780,
      ship_method: 'seven',
      recipient_name: '林小安',
      ordermain_mobile: '0912000000',
      store_id: '201001',
      store_name: '米瑞中正門市',
      invoice_type: 'member',
      pay_method: 'sandbox',
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

export async function memberIdByMobile(db: Database, mobile: string): Promise<number> {
  const rows = await db
    .select({ id: schema.members.member_id, mobile: schema.members.member_mobile })
    .from(schema.members);
  const row = rows.find((r) => r.mobile === mobile);
  if (!row) throw new Error(`no member ${mobile}`);
  return row.id;
}

/** A product the server prices as a plain line (regular price, open for sale). */
export async function orderableProduct(app: FastifyInstance, db: Database): Promise<number> {
  for (const product of await db.select().from(schema.products)) {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/get-cart-summary`,
      payload: { carts: { cart: [{ productId: product.p_id, quantity: 1 }] } },
    });
    const summary = res.json().summary;
    if (res.statusCode === 200 && summary?.unpriced.length === 0 && summary.ps.products.length === 1)
      return product.p_id;
  }
  throw new Error('no orderable product in the seed');
}
