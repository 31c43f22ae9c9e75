// 貨到通知 (issue 26; docs/decisions/107-restock-notices-sent.md): a member who asked to be told when a
// sold-out product is back gets a site message once its stock is above 0 again — however the stock came
// back (a staff adjustment, a cancelled order giving stock back). A job on an interval reads the
// waiting notices of products in stock and sends each once: the notice is claimed by one conditional
// UPDATE (notified_at still null) in the transaction that writes the member's message, so two runs (two
// server processes) never send one twice and a failed write leaves it waiting.
import type { Database } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import { claimAndSendNotice, dueRestockNotices } from './restock-notices.repository.ts';

export const RESTOCK_NOTICE_INTERVAL_MS = 60_000;
/** Notices handled per run, so one run stays short; the next run takes the rest. */
export const RESTOCK_NOTICE_BATCH = 200;
export const RESTOCK_SUBJECT = '貨到通知';
export const restockText = (productName: string) =>
  `您設定貨到通知的「${productName}」已經到貨了，歡迎盡早選購；數量有限，售完為止。`;

/** One run: answers how many notices were sent. */
export async function sendRestockNotices(db: Database, now: Date = new Date()): Promise<number> {
  const due = await dueRestockNotices(db, RESTOCK_NOTICE_BATCH);
  let sent = 0;
  for (const notice of due) {
    const message = { subject: RESTOCK_SUBJECT, content: restockText(notice.p_name) };
    if (await claimAndSendNotice(db, notice, message, now)) sent++;
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
