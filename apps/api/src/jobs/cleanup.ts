import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../modules/accounts/index.ts';
import { LONGEST_THROTTLE_WINDOW_MS } from '../modules/throttles/index.ts';
import { type CleanupCounts, deleteSpentRows } from './cleanup.repository.ts';

/**
 * How long a row stays after it stopped counting: an expired code still answers OTP_EXPIRED (not
 * OTP_INVALID) for this long, and support can still see what happened yesterday.
 */
export const CLEANUP_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes spent one-time data as of ctx.now(): codes, OAuth states and social tickets that expired
 * more than CLEANUP_GRACE_MS ago, and throttle counters whose window (the longest rule's) ended more
 * than CLEANUP_GRACE_MS ago. Rows still in use are never touched.
 */
export function cleanUpSpentData(ctx: Pick<AccountsContext, 'db' | 'now'>): Promise<CleanupCounts> {
  const now = ctx.now().getTime();
  return deleteSpentRows(ctx.db, {
    expiredBefore: new Date(now - CLEANUP_GRACE_MS),
    windowStartedBefore: new Date(now - LONGEST_THROTTLE_WINDOW_MS - CLEANUP_GRACE_MS),
  });
}

/**
 * Runs cleanUpSpentData every ctx.config.cleanupIntervalMs (0: never), in one process at a time
 * (app.jobs); a failed run is logged and the next one tries again.
 */
export function scheduleCleanup(app: FastifyInstance, ctx: AccountsContext): void {
  app.jobs.every({
    queue: 'one-time-data-cleanup',
    name: 'cleanup of spent one-time data',
    intervalMs: ctx.config.cleanupIntervalMs,
    run: async () => {
      const counts = await cleanUpSpentData(ctx);
      if (Object.values(counts).some((count) => count > 0))
        ctx.log.info({ counts }, 'spent one-time data deleted');
    },
  });
}
