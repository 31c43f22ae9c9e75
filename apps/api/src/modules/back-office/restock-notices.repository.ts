// The restock notices job's queries (decision 107): the waiting notices of products shown and in stock,
// and one notice claimed (notified_at still null, the product still in stock) with its member's message.
import { type Database, schema } from '@shop/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';

const { messages, products, restockNotices } = schema;

export interface DueNotice {
  notice_id: number;
  member_id: number;
  p_name: string;
}

export async function dueRestockNotices(db: Database, limit: number): Promise<DueNotice[]> {
  return db
    .select({
      notice_id: restockNotices.notice_id,
      member_id: restockNotices.member_id,
      p_name: products.p_name,
    })
    .from(restockNotices)
    .innerJoin(products, eq(products.p_id, restockNotices.p_id))
    .where(and(isNull(restockNotices.notified_at), gt(products.stock, 0), eq(products.p_show, 1)))
    .orderBy(asc(restockNotices.notice_id))
    .limit(limit);
}

/**
 * Claims the notice by one conditional UPDATE and writes the member's message in the same transaction;
 * false when another run took it first or the stock is gone again.
 */
export async function claimAndSendNotice(
  db: Database,
  notice: DueNotice,
  message: { subject: string; content: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(restockNotices)
      .set({ notified_at: now })
      .where(
        and(
          eq(restockNotices.notice_id, notice.notice_id),
          isNull(restockNotices.notified_at),
          sql`exists (select 1 from ${products} where ${products.p_id} = ${restockNotices.p_id} and ${products.stock} > 0)`,
        ),
      )
      .returning({ id: restockNotices.notice_id });
    if (!row) return false;
    await tx.insert(messages).values({ member_id: notice.member_id, ...message, created_at: now });
    return true;
  });
}
