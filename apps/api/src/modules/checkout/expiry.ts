// Unpaid orders past expires_at become 逾期未付款 and give back what they held. Runs in every server
// process on an interval; a PostgreSQL advisory lock lets only one of them work at a time, and the
// status change is conditional, so an order paid at the last moment is never expired.
import { ORDER_STATUS } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { repeatJob } from '../../lib/repeat-job.ts';
import { releaseOrderHoldings } from './holdings.repository.ts';

const { orders } = schema;
/** Any constant works; it must be the same in every process sharing the database. */
const EXPIRY_LOCK_KEY = 7_316_012;
/** Orders handled per run, so one run's transaction stays short. */
export const EXPIRY_BATCH_SIZE = 100;
export const EXPIRY_INTERVAL_MS = 60_000;
export const EXPIRED_REASON = 'order-expired';
/** 待付款 and 付款失敗 (a declined payment may still be paid again until the order expires). */
const UNPAID = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.paymentFailed];

/** Expires up to EXPIRY_BATCH_SIZE unpaid orders; answers how many, or null when another process holds the lock. */
export async function expireUnpaidOrders(db: Database, now: Date = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return null;
    const due = await tx
      .select({ id: orders.ordermain_id })
      .from(orders)
      .where(and(inArray(orders.ordermain_status, UNPAID), lt(orders.expires_at, now)))
      .orderBy(orders.expires_at)
      .limit(EXPIRY_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const expired = await tx
      .update(orders)
      .set({ ordermain_status: ORDER_STATUS.expired, updated_at: now })
      .where(
        and(
          inArray(
            orders.ordermain_id,
            due.map((row) => row.id),
          ),
          inArray(orders.ordermain_status, UNPAID),
        ),
      )
      .returning({
        ordermain_id: orders.ordermain_id,
        member_id: orders.member_id,
        points_used: orders.points_used,
        credit_used: orders.credit_used,
      });
    for (const order of expired) await releaseOrderHoldings(tx, order, EXPIRED_REASON);
    return expired.length;
  });
}

/** Runs expireUnpaidOrders every intervalMs (0: never); the timer stops with the app. */
export function scheduleOrderExpiry(app: FastifyInstance, intervalMs: number = EXPIRY_INTERVAL_MS): void {
  repeatJob(app, {
    name: 'expiring unpaid orders',
    intervalMs,
    run: async () => {
      const count = await expireUnpaidOrders(app.db);
      if (count) app.log.info({ count }, 'unpaid orders expired');
    },
  });
}
