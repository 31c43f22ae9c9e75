import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { memberIdByMobile } from '../../../test/checkout-orders.ts';
import { RESTOCK_SUBJECT, restockText, sendRestockNotices } from './restock-notices.ts';

let database: TestDatabase;
let memberId: number;
let productId: number;
let productName: string;
const NOW = new Date('2026-12-02T10:00:00+08:00');

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  const { db } = database;
  // Only this test's notice waits.
  await db.update(schema.restockNotices).set({ notified_at: NOW });
  memberId = await memberIdByMobile(db, '0912000000');
  const [product] = await db.select().from(schema.products).where(eq(schema.products.p_show, 1)).limit(1);
  productId = product?.p_id ?? 0;
  productName = product?.p_name ?? '';
  await db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.p_id, productId));
  await db
    .delete(schema.restockNotices)
    .where(and(eq(schema.restockNotices.member_id, memberId), eq(schema.restockNotices.p_id, productId)));
  await db.insert(schema.restockNotices).values({ member_id: memberId, p_id: productId });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const restockMessages = () =>
  database.db
    .select()
    .from(schema.messages)
    .where(and(eq(schema.messages.member_id, memberId), eq(schema.messages.subject, RESTOCK_SUBJECT)));

describe('restock notices (貨到通知)', () => {
  it('wait while the product is sold out, and are sent once when stock comes back, even by two runs at once', async () => {
    const { db } = database;
    expect(await sendRestockNotices(db, NOW)).toBe(0);
    expect(await restockMessages()).toHaveLength(0);

    // Back in stock (a staff adjustment or a cancelled order giving stock back).
    await db.update(schema.products).set({ stock: 3 }).where(eq(schema.products.p_id, productId));
    const sent = await Promise.all([sendRestockNotices(db, NOW), sendRestockNotices(db, NOW)]);
    expect(sent[0] + sent[1]).toBe(1);
    const got = await restockMessages();
    expect(got).toHaveLength(1);
    expect(got[0]?.content).toBe(restockText(productName));
    expect(got[0]?.content).toBe(
      `您設定貨到通知的「${productName}」已經到貨了，歡迎盡早選購；數量有限，售完為止。`,
    );
    const [notice] = await db
      .select()
      .from(schema.restockNotices)
      .where(and(eq(schema.restockNotices.member_id, memberId), eq(schema.restockNotices.p_id, productId)));
    expect(notice?.notified_at?.toISOString()).toBe(NOW.toISOString());

    // Sold out and back again: the notice was sent already, nothing more.
    await db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.p_id, productId));
    await db.update(schema.products).set({ stock: 5 }).where(eq(schema.products.p_id, productId));
    expect(await sendRestockNotices(db, NOW)).toBe(0);
    expect(await restockMessages()).toHaveLength(1);
  });

  it('a hidden product in stock does not send its notices', async () => {
    const { db } = database;
    const [other] = await db
      .select()
      .from(schema.products)
      .where(eq(schema.products.p_show, 1))
      .limit(1)
      .offset(1);
    const otherId = other?.p_id ?? 0;
    await db.update(schema.products).set({ stock: 4, p_show: 0 }).where(eq(schema.products.p_id, otherId));
    await db.delete(schema.restockNotices).where(eq(schema.restockNotices.p_id, otherId));
    await db.insert(schema.restockNotices).values({ member_id: memberId, p_id: otherId });
    expect(await sendRestockNotices(db, NOW)).toBe(0);
    await db.update(schema.products).set({ p_show: 1 }).where(eq(schema.products.p_id, otherId));
    expect(await sendRestockNotices(db, NOW)).toBe(1);
  });
});
