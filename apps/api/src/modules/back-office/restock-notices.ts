// 貨到通知 (issue 26; docs/decisions/107-restock-notices-sent.md): a member who asked to be told when a
// sold-out product is back gets a site message once its stock is above 0 again — however the stock came
// back (a staff adjustment, a cancelled order giving stock back). A job on an interval reads the
// waiting notices of products in stock and sends each once: the notice is claimed by one conditional
// UPDATE (notified_at still null) in the transaction that writes the member's message, so two runs (two
// server processes) never send one twice and a failed write leaves it waiting.
import { type Database, schema } from '@shop/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const { messages, products, restockNotices } = schema;

export const RESTOCK_NOTICE_INTERVAL_MS = 60_000;
/** Notices handled per run, so one run stays short; the next run takes the rest. */
export const RESTOCK_NOTICE_BATCH = 200;
export const RESTOCK_SUBJECT = '貨到通知';
export const restockText = (productName: string) =>
  `您設定貨到通知的「${productName}」已經到貨了，歡迎盡早選購；數量有限，售完為止。`;

/** One run: answers how many notices were sent. */
export async function sendRestockNotices(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({
      notice_id: restockNotices.notice_id,
      member_id: restockNotices.member_id,
      p_name: products.p_name,
    })
    .from(restockNotices)
    .innerJoin(products, eq(products.p_id, restockNotices.p_id))
    .where(and(isNull(restockNotices.notified_at), gt(products.stock, 0), eq(products.p_show, 1)))
    .orderBy(asc(restockNotices.notice_id))
    .limit(RESTOCK_NOTICE_BATCH);
  let sent = 0;
  for (const notice of due) {
    const claimed = await db.transaction(async (tx) => {
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
      await tx.insert(messages).values({
        member_id: notice.member_id,
        subject: RESTOCK_SUBJECT,
        content: restockText(notice.p_name),
        created_at: now,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Runs sendRestockNotices every intervalMs (0: never); one process runs it at a time (app.jobs). */
export function scheduleRestockNotices(app: FastifyInstance, db: Database, intervalMs: number): void {
  app.jobs.every({
    queue: 'restock-notices',
    name: 'sending restock notices',
    intervalMs,
    run: async () => {
      const sent = await sendRestockNotices(db);
      if (sent) app.log.info({ sent }, 'restock notices sent');
    },
  });
}
