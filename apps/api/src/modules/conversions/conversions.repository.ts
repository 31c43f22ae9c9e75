// The conversion outbox (docs/decisions/088-server-side-conversions.md): a row per paid order, written
// in the transaction that made the order paid; a try is claimed by one conditional UPDATE, so two
// processes never report the same order at once.
import { type Database, schema } from '@shop/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

const { conversionOutbox, orders, orderLines, lineShoppingOrders } = schema;

/** Queues the order's purchase report; a second call for the same order writes nothing. */
export async function queueConversion(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .insert(conversionOutbox)
    .values({ ordermain_id: orderId, next_attempt_at: now })
    .onConflictDoNothing();
}

export async function dueConversions(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: conversionOutbox.outbox_id })
    .from(conversionOutbox)
    .where(and(eq(conversionOutbox.state, 'pending'), lte(conversionOutbox.next_attempt_at, now)))
    .orderBy(asc(conversionOutbox.next_attempt_at))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Takes a due try (attempts + 1, pushed past the lease); null when another run has it or it is done. */
export async function claimConversion(db: Database, outboxId: number, now: Date, leaseMs: number) {
  const [claimed] = await db
    .update(conversionOutbox)
    .set({
      attempts: sql`${conversionOutbox.attempts} + 1`,
      next_attempt_at: new Date(now.getTime() + leaseMs),
    })
    .where(
      and(
        eq(conversionOutbox.outbox_id, outboxId),
        eq(conversionOutbox.state, 'pending'),
        lte(conversionOutbox.next_attempt_at, now),
      ),
    )
    .returning({
      orderId: conversionOutbox.ordermain_id,
      kind: conversionOutbox.kind,
      attempts: conversionOutbox.attempts,
      sentTo: conversionOutbox.sent_to,
    });
  return claimed ?? null;
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

/** After a try: the platforms that took it so far, and whether the row is done, retried or given up. */
export async function recordTry(
  db: Database,
  outboxId: number,
  outcome: {
    sentTo: string[];
    state: 'pending' | 'sent' | 'failed';
    retryAt: Date | null;
    error: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .update(conversionOutbox)
    .set({
      sent_to: outcome.sentTo,
      state: outcome.state,
      last_error: outcome.error,
      ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt } : {}),
      ...(outcome.state === 'pending' ? {} : { done_at: now }),
    })
    .where(eq(conversionOutbox.outbox_id, outboxId));
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
    await tx.insert(conversionOutbox).values([
      { ordermain_id: referral.orderId, kind: 'referral_created', next_attempt_at: now },
      { ordermain_id: referral.orderId, kind: 'referral_final', next_attempt_at: finalCheckAt },
    ]);
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

/** Not final yet: checked again at `at`, and the look does not count as a try. */
export async function postponeTry(db: Database, outboxId: number, at: Date): Promise<void> {
  await db
    .update(conversionOutbox)
    .set({ next_attempt_at: at, attempts: sql`greatest(${conversionOutbox.attempts} - 1, 0)` })
    .where(eq(conversionOutbox.outbox_id, outboxId));
}

export async function recordFinalAmount(db: Database, orderId: number, amount: number): Promise<void> {
  await db
    .update(lineShoppingOrders)
    .set({ final_amount: amount })
    .where(eq(lineShoppingOrders.ordermain_id, orderId));
}
