// The conversion outbox (docs/decisions/088-server-side-conversions.md): a row per paid order, written
// in the transaction that made the order paid, with the pg-boss job that makes its try (decision 132); a
// try is claimed by one conditional UPDATE, so two processes never report the same row at once.
import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@shop/db';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { sendJob } from '../../jobs/queue.ts';

const { conversionOutbox, orders, orderLines, lineShoppingOrders } = schema;

/** The queue of conversion reports (pg-boss); a job carries its outbox row's id. */
export const CONVERSION_QUEUE = 'conversion-report';

export interface ConversionJob {
  outboxId: number;
}

/** Sends the row's next try as job `jobId` (kept on the row), through the caller's transaction. */
function sendConversionJob(tx: Database, outboxId: number, jobId: string, startAfter?: Date) {
  return sendJob(tx, CONVERSION_QUEUE, { outboxId } satisfies ConversionJob, {
    id: jobId,
    ...(startAfter ? { startAfter } : {}),
  });
}

/** Queues the order's purchase report with its job; a second call for the same order writes nothing. */
export async function queueConversion(tx: Database, orderId: number): Promise<void> {
  const jobId = randomUUID();
  const [row] = await tx
    .insert(conversionOutbox)
    .values({ ordermain_id: orderId, job_id: jobId })
    .onConflictDoNothing()
    .returning({ id: conversionOutbox.outbox_id });
  if (row) await sendConversionJob(tx, row.id, jobId);
}

/**
 * Pending rows without a job (written before decision 132): each gets one, starting when its old next try
 * was due. One conditional UPDATE takes them, so two processes starting at once never give a row two.
 */
export async function sendJobsToRowsWithout(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(conversionOutbox)
      .set({ job_id: sql`gen_random_uuid()` })
      .where(and(eq(conversionOutbox.state, 'pending'), isNull(conversionOutbox.job_id)))
      .returning({
        id: conversionOutbox.outbox_id,
        jobId: conversionOutbox.job_id,
        at: conversionOutbox.leased_until,
      });
    for (const row of taken) {
      await sendConversionJob(tx, row.id, row.jobId!, row.at && row.at > now ? row.at : undefined);
    }
    return taken.length;
  });
}

/**
 * Takes job `jobId`'s try of a pending row no other try holds (attempts + 1, leased for leaseMs); null when
 * the row is done, another job's turn, or held.
 */
export async function claimConversion(
  db: Database,
  outboxId: number,
  jobId: string,
  now: Date,
  leaseMs: number,
) {
  const [claimed] = await db
    .update(conversionOutbox)
    .set({
      attempts: sql`${conversionOutbox.attempts} + 1`,
      leased_until: new Date(now.getTime() + leaseMs),
    })
    .where(
      and(
        eq(conversionOutbox.outbox_id, outboxId),
        eq(conversionOutbox.state, 'pending'),
        eq(conversionOutbox.job_id, jobId),
        or(isNull(conversionOutbox.leased_until), lte(conversionOutbox.leased_until, now)),
      ),
    )
    .returning({
      orderId: conversionOutbox.ordermain_id,
      kind: conversionOutbox.kind,
      attempts: conversionOutbox.attempts,
      sentTo: conversionOutbox.sent_to,
      jobId: conversionOutbox.job_id,
    });
  return claimed ?? null;
}

/** The row as it stands (the job's look after a claim it did not get). */
export async function conversionRow(db: Database, outboxId: number) {
  const [row] = await db.select().from(conversionOutbox).where(eq(conversionOutbox.outbox_id, outboxId));
  return row ?? null;
}

/** The order as the platforms are told it: number, amount, when it was paid, contact and lines. */
export async function purchaseRowsOf(db: Database, orderId: number) {
  const [order] = await db
    .select({
      ordermain_sn: orders.ordermain_sn,
      ordermain_total: orders.ordermain_total,
      member_id: orders.member_id,
      ordermain_email: orders.ordermain_email,
      ordermain_mobile: orders.ordermain_mobile,
      paid_at: orders.paid_at,
      ordermain_dt1: orders.ordermain_dt1,
    })
    .from(orders)
    .where(eq(orders.ordermain_id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      p_id: orderLines.p_id,
      p_name: orderLines.p_name,
      p_price: orderLines.p_price,
      ordersub_count: orderLines.ordersub_count,
    })
    .from(orderLines)
    .where(eq(orderLines.ordermain_id, orderId))
    .orderBy(asc(orderLines.ordersub_id));
  return { order, lines };
}

/**
 * After job `jobId`'s try: the platforms that took it so far, and whether the row is done, or retried at
 * retryAt by a new job sent in the same transaction; the lease is let go.
 */
export async function recordTry(
  db: Database,
  outboxId: number,
  jobId: string,
  outcome: {
    sentTo: string[];
    state: 'pending' | 'sent' | 'failed';
    retryAt: Date | null;
    error: string | null;
  },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const nextJobId = outcome.state === 'pending' ? randomUUID() : null;
    const updated = await tx
      .update(conversionOutbox)
      .set({
        sent_to: outcome.sentTo,
        state: outcome.state,
        last_error: outcome.error,
        leased_until: null,
        ...(nextJobId ? { job_id: nextJobId } : { done_at: now }),
      })
      .where(and(eq(conversionOutbox.outbox_id, outboxId), eq(conversionOutbox.job_id, jobId)))
      .returning({ id: conversionOutbox.outbox_id });
    if (updated.length > 0 && nextJobId)
      await sendConversionJob(tx, outboxId, nextJobId, outcome.retryAt ?? undefined);
  });
}

export async function conversionRowOf(
  db: Database,
  orderId: number,
  kind: 'purchase' | 'referral_created' | 'referral_final' = 'purchase',
) {
  const [row] = await db
    .select()
    .from(conversionOutbox)
    .where(and(eq(conversionOutbox.ordermain_id, orderId), eq(conversionOutbox.kind, kind)));
  return row ?? null;
}

/**
 * A referred order (the lineshipping cookie was alive when it was placed): its record and both of its
 * reports, in one transaction; a repeated submit of the same order writes nothing more.
 */
export async function queueReferredOrder(
  db: Database,
  referral: { orderId: number; ecid: string; clickedAt: Date },
  now: Date,
  finalCheckAt: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(lineShoppingOrders)
      .values({
        ordermain_id: referral.orderId,
        ecid: referral.ecid,
        clicked_at: referral.clickedAt,
        created_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: lineShoppingOrders.ordermain_id });
    if (inserted.length === 0) return false;
    const [created, final] = [randomUUID(), randomUUID()];
    const rows = await tx
      .insert(conversionOutbox)
      .values([
        { ordermain_id: referral.orderId, kind: 'referral_created', job_id: created },
        { ordermain_id: referral.orderId, kind: 'referral_final', job_id: final },
      ])
      .returning({ id: conversionOutbox.outbox_id, kind: conversionOutbox.kind });
    for (const row of rows) {
      if (row.kind === 'referral_created') await sendConversionJob(tx, row.id, created);
      else await sendConversionJob(tx, row.id, final, finalCheckAt);
    }
    return true;
  });
}

/** A referred order as the program is told it, with what decides whether its amount is final. */
export async function referredOrderOf(db: Database, orderId: number) {
  const [row] = await db
    .select({
      ecid: lineShoppingOrders.ecid,
      clicked_at: lineShoppingOrders.clicked_at,
      ordermain_sn: orders.ordermain_sn,
      ordermain_dt1: orders.ordermain_dt1,
      ordermain_status: orders.ordermain_status,
      ordermain_total: orders.ordermain_total,
      freight: orders.freight,
      delivered_at: orders.delivered_at,
    })
    .from(lineShoppingOrders)
    .innerJoin(orders, eq(orders.ordermain_id, lineShoppingOrders.ordermain_id))
    .where(eq(lineShoppingOrders.ordermain_id, orderId));
  if (!row) return null;
  const lines = await db
    .select({
      p_id: orderLines.p_id,
      p_name: orderLines.p_name,
      p_price: orderLines.p_price,
      ordersub_count: orderLines.ordersub_count,
    })
    .from(orderLines)
    .where(eq(orderLines.ordermain_id, orderId))
    .orderBy(asc(orderLines.ordersub_id));
  return { order: row, lines };
}

/** Whether the order's first report has been taken (the final one waits for it). */
export async function referralCreatedSent(db: Database, orderId: number): Promise<boolean> {
  return (await conversionRowOf(db, orderId, 'referral_created'))?.state === 'sent';
}

/**
 * Not final yet: checked again at `at` by a new job (sent in the same transaction), and the look does not
 * count as a try.
 */
export async function postponeTry(db: Database, outboxId: number, jobId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const nextJobId = randomUUID();
    const updated = await tx
      .update(conversionOutbox)
      .set({
        job_id: nextJobId,
        leased_until: null,
        attempts: sql`greatest(${conversionOutbox.attempts} - 1, 0)`,
      })
      .where(and(eq(conversionOutbox.outbox_id, outboxId), eq(conversionOutbox.job_id, jobId)))
      .returning({ id: conversionOutbox.outbox_id });
    if (updated.length > 0) await sendConversionJob(tx, outboxId, nextJobId, at);
  });
}

export async function recordFinalAmount(db: Database, orderId: number, amount: number): Promise<void> {
  await db
    .update(lineShoppingOrders)
    .set({ final_amount: amount })
    .where(eq(lineShoppingOrders.ordermain_id, orderId));
}
