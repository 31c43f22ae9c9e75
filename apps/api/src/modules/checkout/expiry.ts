// Unpaid orders past expires_at become 逾期未付款 and give back what they held. A recurring job
// (app.jobs) runs it in one process at a time; the PostgreSQL advisory lock still keeps a direct call
// from overlapping it, and the status change is conditional, so an order paid at the last moment is
// never expired.
import type { Database } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import { EXPIRED_REASON, expireDueOrders } from './order-lifecycle.service.ts';

/** Any constant works; it must be the same in every process sharing the database. */
const EXPIRY_LOCK_KEY = 7_316_012;
/** Orders handled per run, so one run's transaction stays short. */
export const EXPIRY_BATCH_SIZE = 100;
export const EXPIRY_INTERVAL_MS = 60_000;
export { EXPIRED_REASON };

/**
 * The machine's `expire` for up to EXPIRY_BATCH_SIZE unpaid orders past their deadline; answers how many,
 * or null when another process holds the lock. An attempt being captured meanwhile finds its order
 * expired and refunds itself.
 */
export function expireUnpaidOrders(db: Database, now: Date = new Date()): Promise<number | null> {
  return expireDueOrders(db, now, EXPIRY_BATCH_SIZE, EXPIRY_LOCK_KEY);
}

/** Runs expireUnpaidOrders every intervalMs (0: never); one process runs it at a time (app.jobs). */
export function scheduleOrderExpiry(app: FastifyInstance, intervalMs: number = EXPIRY_INTERVAL_MS): void {
  app.jobs.every({
    queue: 'order-expiry',
    name: 'expiring unpaid orders',
    intervalMs,
    run: async () => {
      const count = await expireUnpaidOrders(app.db);
      if (count) app.log.info({ count }, 'unpaid orders expired');
    },
  });
}
