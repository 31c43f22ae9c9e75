import { ORDER_STATUS, VALID_ORDER_STATUSES } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

const { bodyTestRecords, faceTestRecords, orderLines, orders, sells } = schema;

export type FaceTestRow = typeof faceTestRecords.$inferSelect;
export type BodyTestRow = typeof bodyTestRecords.$inferSelect;
export type FaceTestPickGroup = FaceTestRow['picks'][number];

/** Orders that hold what they ordered: valid ones and those still waiting for their payment. */
const HOLDING_STATUSES = [ORDER_STATUS.awaitingPayment, ...VALID_ORDER_STATUSES];

export async function insertFaceTest(
  db: Database,
  row: typeof faceTestRecords.$inferInsert,
): Promise<FaceTestRow> {
  const [inserted] = await db.insert(faceTestRecords).values(row).returning();
  return inserted!;
}

/** The columns of a list row: everything but the photo, and whether there is one. */
const listColumns = {
  record_id: faceTestRecords.record_id,
  kind: faceTestRecords.kind,
  selections: faceTestRecords.selections,
  findings: faceTestRecords.findings,
  has_image: sql<boolean>`${faceTestRecords.image} is not null`,
  created_at: faceTestRecords.created_at,
};
export type FaceTestListRow = {
  record_id: number;
  kind: string;
  selections: Record<string, unknown>;
  findings: FaceTestRow['findings'];
  has_image: boolean;
  created_at: Date;
};

/** One page of the member's records, newest first, with the member's total. */
export async function selectMemberFaceTests(
  db: Database,
  memberId: number,
  page: number,
  perPage: number,
): Promise<{ rows: FaceTestListRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(faceTestRecords)
      .where(eq(faceTestRecords.member_id, memberId))
      .orderBy(desc(faceTestRecords.created_at), desc(faceTestRecords.record_id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(faceTestRecords).where(eq(faceTestRecords.member_id, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One of the member's records; another member's, or a guest's, is not found. */
export async function selectMemberFaceTest(
  db: Database,
  memberId: number,
  recordId: number,
): Promise<FaceTestRow | null> {
  const [row] = await db
    .select()
    .from(faceTestRecords)
    .where(and(eq(faceTestRecords.record_id, recordId), eq(faceTestRecords.member_id, memberId)));
  return row ?? null;
}

export async function memberHasFaceTest(db: Database, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: faceTestRecords.record_id })
    .from(faceTestRecords)
    .where(eq(faceTestRecords.member_id, memberId))
    .limit(1);
  return rows.length > 0;
}

/** A guest's campaign record becomes the member's; an owned or unknown one is left alone. */
export async function bindCampaignRecord(db: Database, memberId: number, recordId: number): Promise<boolean> {
  const rows = await db
    .update(faceTestRecords)
    .set({ member_id: memberId })
    .where(
      and(
        eq(faceTestRecords.record_id, recordId),
        eq(faceTestRecords.kind, 'campaign_202509'),
        isNull(faceTestRecords.member_id),
      ),
    )
    .returning({ id: faceTestRecords.record_id });
  return rows.length === 1;
}

/**
 * Whether an order of the member that holds its lines holds the product (the trial kit); `exceptOrderId`
 * leaves out the order being written, when its own transaction asks.
 */
export async function memberHasOrdered(
  db: Database,
  memberId: number,
  productId: number,
  exceptOrderId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: orderLines.ordersub_id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.ordermain_id, orderLines.ordermain_id))
    .where(
      and(
        eq(orders.member_id, memberId),
        eq(orderLines.p_id, productId),
        inArray(orders.ordermain_status, HOLDING_STATUSES),
        exceptOrderId === undefined ? undefined : ne(orders.ordermain_id, exceptOrderId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Waits, inside the caller's transaction, until no other transaction is claiming the member's trial: a
 * transaction-wide advisory lock keyed by the member, released at COMMIT or ROLLBACK. A statement after it
 * sees the other claim's committed order (READ COMMITTED takes a new snapshot per statement).
 */
export async function lockTrialClaim(tx: Database, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('trial-claim'), ${memberId})`);
}

export interface SellTexts {
  sell_description: string;
  sell_feature: string;
  sell_effect: string;
  sell_application: string;
}

/** The product-page texts of each product (its first shown sell page), for the flip cards. */
export async function selectSellTexts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, SellTexts>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      p_id: sells.p_id,
      sell_description: sells.sell_description,
      sell_feature: sells.sell_feature,
      sell_effect: sells.sell_effect,
      sell_application: sells.sell_application,
    })
    .from(sells)
    .where(inArray(sells.p_id, [...productIds]))
    .orderBy(sells.sell_id);
  const texts = new Map<number, SellTexts>();
  for (const { p_id, ...text } of rows) if (!texts.has(p_id)) texts.set(p_id, text);
  return texts;
}

export async function insertBodyTest(
  db: Database,
  row: typeof bodyTestRecords.$inferInsert,
): Promise<BodyTestRow> {
  const [inserted] = await db.insert(bodyTestRecords).values(row).returning();
  return inserted!;
}

export async function selectMemberBodyTests(
  db: Database,
  memberId: number,
  limit: number,
): Promise<BodyTestRow[]> {
  return db
    .select()
    .from(bodyTestRecords)
    .where(eq(bodyTestRecords.member_id, memberId))
    .orderBy(desc(bodyTestRecords.created_at), desc(bodyTestRecords.record_id))
    .limit(limit);
}

/**
 * Shown, in-stock products carrying any of the tags, best first: the earliest tag of the list they carry,
 * then how many of the tags they carry, then the lower product number.
 */
export async function selectProductsByTags(
  db: Database,
  tags: readonly string[],
  limit: number,
): Promise<number[]> {
  const { products, productTags } = schema;
  const rows = await db
    .select({ p_id: productTags.p_id, tag: productTags.tag })
    .from(productTags)
    .innerJoin(products, eq(products.p_id, productTags.p_id))
    .where(and(inArray(productTags.tag, [...tags]), eq(products.p_show, 1), sql`${products.stock} > 0`));
  const rank = new Map<number, { best: number; hits: number }>();
  for (const row of rows) {
    const at = tags.indexOf(row.tag);
    const seen = rank.get(row.p_id) ?? { best: tags.length, hits: 0 };
    rank.set(row.p_id, { best: Math.min(seen.best, at), hits: seen.hits + 1 });
  }
  return [...rank.entries()]
    .sort(([a, x], [b, y]) => x.best - y.best || y.hits - x.hits || a - b)
    .slice(0, limit)
    .map(([id]) => id);
}
