import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

// What the job tests share: a log that keeps what is written, a queue's jobs as stored, waiting for a state.

export interface Logged {
  level: 'error' | 'info';
  message: string;
  fields: Record<string, unknown>;
}

export function recordingLog(logged: Logged[]): FastifyBaseLogger {
  const record = (level: Logged['level']) => (fields: Record<string, unknown>, message: string) =>
    logged.push({ level, message, fields });
  const log = { error: record('error'), info: record('info'), warn: () => {}, debug: () => {} };
  return { ...log, child: () => log } as unknown as FastifyBaseLogger;
}

export async function jobsOf(db: Database, queue: string) {
  const result = (await db.execute(
    sql`select state, retry_count, data from pgboss.job where name = ${queue} order by created_on`,
  )) as unknown as { rows: { state: string; retry_count: number; data: unknown }[] };
  return result.rows;
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
