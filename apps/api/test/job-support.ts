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

export interface WaitingJob {
  id: string;
  data: Record<string, unknown>;
  startAfter: Date;
}

/** The jobs of `queue` not yet run (created or waiting for a retry), soonest start first. */
export async function waitingJobs(db: Database, queue: string): Promise<WaitingJob[]> {
  const result = (await db.execute(
    sql`select id, data, start_after from pgboss.job
        where name = ${queue} and state in ('created', 'retry') order by start_after, created_on`,
  )) as unknown as { rows: { id: string; data: Record<string, unknown>; start_after: Date | string }[] };
  return result.rows.map((row) => ({ id: row.id, data: row.data, startAfter: new Date(row.start_after) }));
}

/**
 * A worker's fetch by hand, on the test's clock: the waiting jobs of `queue` due at `at` are taken (marked
 * completed, so no one runs them again) and answered for the test to run, as the worker would, in order.
 */
export async function takeDueJobs(db: Database, queue: string, at: Date): Promise<WaitingJob[]> {
  const due = (await waitingJobs(db, queue)).filter((job) => job.startAfter.getTime() <= at.getTime());
  for (const job of due) {
    await db.execute(
      sql`update pgboss.job set state = 'completed', completed_on = now() where name = ${queue} and id = ${job.id}`,
    );
  }
  return due;
}

/** Takes the jobs of `queue` due at `at` (takeDueJobs) and runs each as its worker would; answers each run's result. */
export async function runDueJobs<T>(
  db: Database,
  queue: string,
  at: Date,
  run: (data: Record<string, unknown>, id: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const job of await takeDueJobs(db, queue, at)) results.push(await run(job.data, job.id));
  return results;
}
