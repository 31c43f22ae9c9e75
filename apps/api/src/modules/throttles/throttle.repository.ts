import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';

const { throttles } = schema;

export interface WindowCount {
  count: number;
  windowStart: Date;
}

/**
 * Counts one event against a key in a fixed window, atomically: a window older than windowMs starts
 * over at 1. Safe under concurrency on PostgreSQL (one upsert) and shared by every server process.
 */
export async function hitThrottle(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<WindowCount> {
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql`${throttles.window_start} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        window_start: sql`case when ${expired} then excluded.window_start else ${throttles.window_start} end`,
        count: sql`case when ${expired} then 1 else ${throttles.count} + 1 end`,
      },
    })
    .returning({ count: throttles.count, windowStart: throttles.window_start });
  return row!;
}

/** The count of a key's current window, or null when it has none (or it is over). */
export async function peekThrottle(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<WindowCount | null> {
  const [row] = await db
    .select({ count: throttles.count, windowStart: throttles.window_start })
    .from(throttles)
    .where(eq(throttles.key, key));
  if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return null;
  return row;
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
