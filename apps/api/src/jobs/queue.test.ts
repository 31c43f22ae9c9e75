import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/build-app.ts';
import { jobsOf, type Logged, recordingLog, until } from '../../test/job-support.ts';
import { MAIL_QUEUE, mailDeliveryJob, queueMail } from '../integrations/mail/index.ts';
import { JobQueue, sendJob } from './queue.ts';

// Job queue tests (issue 28): on PGlite, or on PostgreSQL with DATABASE_URL.

const POLLING = { pollingIntervalSeconds: 0.5 };

describe('job queue on pg-boss', () => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];

  const startQueue = async (setUp: (queue: JobQueue) => void, log = recordingLog([])) => {
    const queue = new JobQueue(database.db, { log, ...POLLING });
    setUp(queue);
    await queue.start();
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await openTestDatabase('migrated');
    // The mail queue exists once an app's queue has started on the database.
    await startQueue((queue) =>
      queue.handle({ queue: MAIL_QUEUE, retryLimit: 0, retryDelaySeconds: 1, run: async () => {} }),
    );
    await queues.pop()!.stop();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.close();
  });

  it("a mail's delivery job is written with the caller's transaction: there after commit, gone after rollback", async () => {
    const { db } = database;
    const mail = { to: 'an.lin@example.com', subject: '訂單成立', text: '謝謝' };
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, { ...mail, subject: 'rolled back' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await jobsOf(db, MAIL_QUEUE)).toEqual([]);
    expect(
      await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.mail_subject, 'rolled back')),
    ).toEqual([]);

    const mailId = await db.transaction((tx) => queueMail(tx, mail));
    expect(await jobsOf(db, MAIL_QUEUE)).toEqual([{ state: 'created', retry_count: 0, data: { mailId } }]);
  });

  it('sendJob gives the job the id and the start the caller asks for (a retry sent by the job before it)', async () => {
    const { db } = database;
    const id = randomUUID();
    const startAfter = new Date(Date.now() + 90_000);
    expect(await sendJob(db, MAIL_QUEUE, { mailId: -1 }, { id, startAfter })).toBe(id);
    const result = (await db.execute(
      sql`select state, start_after from pgboss.job where name = ${MAIL_QUEUE} and id = ${id}`,
    )) as unknown as { rows: { state: string; start_after: Date | string }[] };
    expect(result.rows.map((row) => [row.state, new Date(row.start_after)])).toEqual([
      ['created', startAfter],
    ]);
    await db.execute(sql`delete from pgboss.job where name = ${MAIL_QUEUE} and id = ${id}`);
  });

  it('a mail the SMTP server refuses is marked failed on its outbox row and thrown, so the queue retries it', async () => {
    const { db } = database;
    const mailId = await db.transaction((tx) =>
      queueMail(tx, { to: 'an.lin@example.com', subject: '訂單成立 retry', text: '謝謝' }),
    );
    // Port 1: nothing listens, the connection is refused at once.
    const config = { smtpUrl: 'smtp://127.0.0.1:1', from: 'shop@example.com', shopTo: null };
    const job = mailDeliveryJob(db, config, recordingLog([]));
    expect(job).toMatchObject({ queue: MAIL_QUEUE, retryLimit: 9, retryDelaySeconds: 30 });
    await expect(job.run({ mailId }, { id: randomUUID() })).rejects.toThrow('ECONNREFUSED');
    const [row] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.mail_id, mailId));
    expect(row).toMatchObject({ mail_status: 'failed', attempts: 1 });
    expect(row!.last_error).toContain('ECONNREFUSED');
  });

  it('a job sent once runs once with two workers (two app processes) on one database', async () => {
    const runs = new Map<number, string[]>();
    const worker = (name: string) => (queue: JobQueue) =>
      queue.handle<{ n: number }>({
        queue: 'test-once',
        retryLimit: 0,
        retryDelaySeconds: 1,
        run: async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), name]);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
    await startQueue(worker('first'));
    await startQueue(worker('second'));
    for (let n = 0; n < 10; n++) await sendJob(database.db, 'test-once', { n });

    await until(() => runs.size === 10);
    await new Promise((resolve) => setTimeout(resolve, 1200)); // two more polls of each worker
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(10).keys()]);
    expect([...runs.values()].every((names) => names.length === 1)).toBe(true);
    const states = (await jobsOf(database.db, 'test-once')).map((job) => job.state);
    expect(states).toEqual(Array(10).fill('completed'));
  });

  it('a failing job is retried with backoff, then given up: state failed, logged', async () => {
    const logged: Logged[] = [];
    const tries: number[] = [];
    await startQueue(
      (queue) =>
        queue.handle({
          queue: 'test-retry',
          retryLimit: 2,
          retryDelaySeconds: 1,
          run: async () => {
            tries.push(Date.now());
            throw new Error('provider answered 503');
          },
        }),
      recordingLog(logged),
    );
    await sendJob(database.db, 'test-retry', { order: 7 });

    await until(async () => (await jobsOf(database.db, 'test-retry'))[0]?.state === 'failed');
    expect(await jobsOf(database.db, 'test-retry')).toEqual([
      { state: 'failed', retry_count: 2, data: { order: 7 } },
    ]);
    expect(tries).toHaveLength(3);
    // Backoff: the second wait is longer than the first (1 s, then about 2 s).
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
    expect(tries[2]! - tries[1]!).toBeGreaterThan(tries[1]! - tries[0]!);
    expect(logged.map((entry) => [entry.message, entry.fields.tries])).toEqual([
      ['job failed, retried later', 1],
      ['job failed, retried later', 2],
      ['job failed for good (state failed in pgboss.job)', 3],
    ]);
  });

  it('a recurring job runs in one process at a time, again every interval', async () => {
    let running = 0;
    let most = 0;
    const runs: string[] = [];
    const recurring = (name: string) => (queue: JobQueue) =>
      queue.every({
        queue: 'test-recurring',
        name: 'test sweep',
        intervalMs: 300,
        run: async () => {
          running++;
          most = Math.max(most, running);
          runs.push(name);
          await new Promise((resolve) => setTimeout(resolve, 400));
          running--;
        },
      });
    await startQueue(recurring('first'));
    await startQueue(recurring('second'));

    await until(() => runs.length >= 3);
    expect(most).toBe(1);
    const waiting = (await jobsOf(database.db, 'test-recurring')).filter((job) => job.state === 'created');
    expect(waiting.length).toBeLessThanOrEqual(1);
  });

  it('an interval of 0 neither schedules nor runs the job', async () => {
    await startQueue((queue) =>
      queue.every({ queue: 'test-off', name: 'off', intervalMs: 0, run: async () => {} }),
    );
    const exists = (await database.db.execute(
      sql`select count(*)::int as n from pgboss.queue where name = 'test-off'`,
    )) as unknown as { rows: { n: number }[] };
    expect(exists.rows[0]!.n).toBe(0);
  });

  describe('stop, then the pool ends (issue 28: "Cannot use a pool after calling end on the pool")', () => {
    const POOL_ENDED = 'Cannot use a pool after calling end on the pool';

    /**
     * The test database's own client behind a pool the test ends: a statement begun after `end` fails as
     * node-postgres's does, and the next fetch of `queue` can be held until `release`.
     */
    const endablePool = (queue: string) => {
      const client = (database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
        .$client;
      const afterEnd: string[] = [];
      let ended = false;
      let holding = false;
      let held: (() => void) | null = null;
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const checked =
        (method: string) =>
        async (text: string, ...rest: unknown[]) => {
          if (ended) {
            afterEnd.push(text.slice(0, 60));
            throw new Error(POOL_ENDED);
          }
          const values = rest[0] as unknown[] | undefined;
          if (holding && text.includes('SKIP LOCKED') && values?.[0] === queue) {
            holding = false;
            held?.();
            await gate;
          }
          return client[method]!.call(client, text, ...rest);
        };
      const $client = { query: checked('query'), ...(client.exec ? { exec: checked('exec') } : {}) };
      return {
        db: { $client } as unknown as typeof database.db,
        afterEnd,
        end: () => {
          ended = true;
        },
        /** Holds the queue's next fetch; resolves once it is held. */
        holdNextFetch: () =>
          new Promise<void>((resolve) => {
            holding = true;
            held = resolve;
          }),
        release: () => release(),
      };
    };

    it('a fetch under way when stop begins: the job is not started, failed for a retry, before the pool ends', async () => {
      const queueName = 'test-stop-fetch';
      const pool = endablePool(queueName);
      const logged: Logged[] = [];
      const runs: number[] = [];
      const queue = new JobQueue(pool.db, { log: recordingLog(logged), ...POLLING });
      queue.handle<{ n: number }>({
        queue: queueName,
        retryLimit: 1,
        retryDelaySeconds: 60,
        run: async ({ n }) => {
          runs.push(n);
        },
      });
      await queue.start();
      await pool.holdNextFetch();
      await sendJob(database.db, queueName, { n: 1 });

      const stopped = queue.stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      pool.release();
      await stopped;
      pool.end();
      await new Promise((resolve) => setTimeout(resolve, 1200)); // a worker would have polled again

      expect(pool.afterEnd).toEqual([]);
      expect(runs).toEqual([]);
      // Failed (one of its retries is used) and waiting for it, for this or another process to run.
      expect(await jobsOf(database.db, queueName)).toEqual([
        { state: 'retry', retry_count: 0, data: { n: 1 } },
      ]);
      expect(logged.map((entry) => entry.message)).toEqual(['job fetched while stopping, left for a retry']);
    });

    it('a job running when stop begins finishes, and is completed, before stop resolves', async () => {
      const queueName = 'test-stop-running';
      const pool = endablePool(queueName);
      let started: () => void = () => {};
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const finished: number[] = [];
      const queue = new JobQueue(pool.db, { log: recordingLog([]), ...POLLING });
      queue.handle<{ n: number }>({
        queue: queueName,
        retryLimit: 0,
        retryDelaySeconds: 1,
        run: async ({ n }) => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 700));
          finished.push(n);
        },
      });
      await queue.start();
      await sendJob(database.db, queueName, { n: 2 });
      await running;

      await queue.stop();
      expect(finished).toEqual([2]);
      expect(await jobsOf(database.db, queueName)).toEqual([
        { state: 'completed', retry_count: 0, data: { n: 2 } },
      ]);
      pool.end();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(pool.afterEnd).toEqual([]);
    });
  });
});
