// Background work on pg-boss in the shop's own database (decision 117, ARCHITECTURE.md §6): recurring
// sweeps run once across every process sharing the database, one-off work (a mail to send) is a job
// written in the same transaction as the row that causes it, retried with backoff and left `failed`
// (and logged) when it gives up. `select name, state, count(*) from pgboss.job group by 1, 2` shows them.
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type QueueSql, queueSqlInTransaction, queueSqlOf } from './queue.repository.ts';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';
/** How often an idle worker asks for work; the shortest pg-boss allows is 0.5 s. */
export const JOB_POLLING_SECONDS = 1;
/** A recurring run still active after this long is taken as lost (its process died) and failed. */
const RECURRING_EXPIRE_SECONDS = 600;
/** Longest a job may wait to run (a queued mail, a next tick) before pg-boss archives it unrun. */
const RETENTION_MINUTES = 7 * 24 * 60;
/** A failed job stays in pgboss.job (where the README's query finds it) this long; a completed one 12 h. */
const FAILED_VISIBLE_SECONDS = 7 * 24 * 60 * 60;
/** A start that failed (the database down) is tried again after 1 s, then twice as long, up to 30 s. */
const START_RETRY_FIRST_MS = 1_000;
const START_RETRY_MAX_MS = 30_000;
/** How long the app's start waits for the queue's first try (a database that never answers). */
const START_FIRST_TRY_WAIT_MS = 5_000;
/** How long `stop` waits for the runs and statements in progress before the pool may close anyway. */
const STOP_WAIT_MS = 10_000;

/** Work every intervalMs across all processes; `queue` is its pg-boss queue name (letters, digits, -). */
export interface RecurringJob {
  queue: string;
  /** What the log calls it: `${name} failed`. */
  name: string;
  /** 0 (or less): this process neither runs nor schedules it. */
  intervalMs: number;
  run(): Promise<void>;
}

/** One-off jobs of a queue: `run` throwing is a failed try, retried after retryDelaySeconds, doubling. */
export interface JobHandler<T extends object> {
  queue: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** false: the queue is made (jobs may be sent to it) but this process does not work it (tests run it by hand). */
  work?: boolean;
  /** Runs once after the queue exists at start (every process; must be idempotent); a failure is logged. */
  atStart?: () => Promise<void>;
  /** One run of a job; `job.id` is its id in pgboss.job (what sendJob's `id` gave it). */
  run(data: T, job: { id: string }): Promise<void>;
}

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
}

/** The process's worker for every queue; `start` on app ready, `stop` on close. */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #sql: StoppableSql;
  /** The runs of this process's handlers and recurring jobs under way. */
  readonly #running = new Set<Promise<unknown>>();
  readonly #log: FastifyBaseLogger;
  readonly #polling: number;
  readonly #recurring: RecurringJob[] = [];
  readonly #handlers: JobHandler<object>[] = [];
  #started = false;
  #closing = false;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(db: Database, options: JobQueueOptions) {
    this.#log = options.log;
    this.#polling = options.pollingIntervalSeconds ?? JOB_POLLING_SECONDS;
    this.#sql = new StoppableSql(queueSqlOf(db));
    this.#boss = new PgBoss({
      db: this.#sql as PgBoss.Db,
      schema: JOB_SCHEMA,
      // Cron schedules are not used (intervals are shorter than a minute in tests): no clock monitor.
      schedule: false,
      supervise: true,
      migrate: true,
      archiveFailedAfterSeconds: FAILED_VISIBLE_SECONDS,
    });
    this.#boss.on('error', (error) => this.#log.error({ err: error }, 'job queue error'));
  }

  /** Adds a recurring job; call before start. */
  every(job: RecurringJob): void {
    if (job.intervalMs > 0) this.#recurring.push(job);
  }

  /** Adds the worker of a one-off queue; call before start. */
  handle<T extends object>(handler: JobHandler<T>): void {
    this.#handlers.push(handler as JobHandler<object>);
  }

  async start(): Promise<void> {
    await this.#boss.start();
    this.#started = true;
    for (const job of this.#recurring) await this.#startRecurring(job);
    for (const handler of this.#handlers) await this.#startHandler(handler);
  }

  /**
   * Starts without holding the app back for long: a process must come up (and answer /healthz, /readyz
   * 503) while its database is down or unreachable, so a failed start is logged and tried again, waiting
   * 1 s, then twice as long each time up to 30 s, until it works or the app closes. Resolves when the first
   * try ends or after firstTryWaitMs, whichever comes first: on a working database every queue exists
   * before the app takes requests (a mail queued by the first request has its queue).
   */
  startInBackground(firstTryWaitMs = START_FIRST_TRY_WAIT_MS): Promise<void> {
    let waitMs = START_RETRY_FIRST_MS;
    const attempt = (): Promise<void> => {
      if (this.#closing) return Promise.resolve();
      return this.start().then(
        // Closed while the start was under way: stop what has just started.
        () => (this.#closing ? this.#stopBoss() : undefined),
        (error: unknown) => {
          if (this.#closing) return;
          this.#log.error({ err: error, retryInMs: waitMs }, 'job queue could not start; trying again');
          this.#retryTimer = setTimeout(() => void attempt(), waitMs);
          this.#retryTimer.unref();
          waitMs = Math.min(waitMs * 2, START_RETRY_MAX_MS);
        },
      );
    };
    return new Promise<void>((resolve) => {
      const waited = setTimeout(resolve, firstTryWaitMs);
      waited.unref();
      void attempt().then(() => {
        clearTimeout(waited);
        resolve();
      });
    });
  }

  /**
   * Stops polling, refuses the jobs fetched from now on, and waits (up to 10 s) for the runs in progress
   * and for pg-boss's last statements (a fetch under way, a job's completion, which pg-boss does not
   * await): when it resolves, the queue no longer uses the database, so the pool may end (decision 131).
   */
  async stop(): Promise<void> {
    this.#closing = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    if (!this.#started) return;
    await this.#stopBoss();
  }

  async #stopBoss(): Promise<void> {
    this.#started = false;
    const deadline = Date.now() + STOP_WAIT_MS;
    try {
      // pg-boss waits only for the jobs its workers hold; a fetch still under way is not counted.
      await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_WAIT_MS });
    } catch (error) {
      // A database gone before the app closes: the runs in progress are failed by pg-boss later.
      this.#log.warn({ err: error }, 'job queue stopped with an error');
    }
    // A statement's answer resolves the next one within the same turn (a fetch, then the refused job's
    // fail): quiet across a timer's turn means pg-boss is done.
    while (Date.now() < deadline && (this.#running.size > 0 || this.#sql.inFlight > 0)) {
      await Promise.race([...this.#running, delay(10)]).catch(() => {});
      if (this.#running.size === 0 && this.#sql.inFlight === 0) await delay(10);
    }
    if (this.#running.size > 0 || this.#sql.inFlight > 0) {
      this.#log.warn({ running: this.#running.size }, 'job queue stopped with work still under way');
    }
    this.#sql.stop();
  }

  /** Runs `work` as one of this process's runs, which `stop` waits for. */
  async #track<T>(work: () => Promise<T>): Promise<T> {
    const run = work();
    this.#running.add(run);
    try {
      return await run;
    } finally {
      this.#running.delete(run);
    }
  }

  /**
   * A stately queue holds at most one waiting and one running tick. Each tick first queues the next one
   * intervalMs later, then runs; every process offers a first tick at start, and all but one are refused.
   */
  async #startRecurring(job: RecurringJob): Promise<void> {
    await this.#boss.createQueue(job.queue, {
      name: job.queue,
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: RECURRING_EXPIRE_SECONDS,
      retentionMinutes: RETENTION_MINUTES,
    });
    const nextTick = () =>
      this.#boss.send(job.queue, {}, { startAfter: new Date(Date.now() + job.intervalMs) });
    await nextTick();
    await this.#boss.work(job.queue, { pollingIntervalSeconds: this.#polling }, () =>
      this.#track(async () => {
        await nextTick();
        // A tick fetched while the process stops is skipped; the next one is queued for whoever runs.
        if (this.#closing) return;
        try {
          await job.run();
        } catch (error) {
          this.#log.error({ err: error }, `${job.name} failed`);
          throw error;
        }
      }),
    );
  }

  async #startHandler(handler: JobHandler<object>): Promise<void> {
    await createHandlerQueue(this.#boss, handler);
    if (handler.atStart) {
      await this.#track(handler.atStart).catch((error: unknown) =>
        this.#log.error({ err: error, queue: handler.queue }, 'job queue start step failed'),
      );
    }
    if (handler.work === false) return;
    await this.#boss.work<object>(
      handler.queue,
      { pollingIntervalSeconds: this.#polling, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        // Fetched while the process stops: not started, failed, so pg-boss runs it again later.
        if (this.#closing) {
          this.#log.info(
            { queue: handler.queue, jobId: job.id },
            'job fetched while stopping, left for a retry',
          );
          throw new Error('the process stopped before the job could run');
        }
        try {
          await this.#track(() => handler.run(job.data, { id: job.id }));
        } catch (error) {
          const givingUp = job.retryCount >= job.retryLimit;
          this.#log.error(
            { err: error, queue: handler.queue, jobId: job.id, data: job.data, tries: job.retryCount + 1 },
            givingUp ? 'job failed for good (state failed in pgboss.job)' : 'job failed, retried later',
          );
          throw error;
        }
      },
    );
  }
}

/**
 * pg-boss's statements, counted while under way; after `stop` they are refused, so a worker that still
 * asks for work gets an error from the queue rather than from a pool that has ended.
 */
class StoppableSql implements QueueSql {
  readonly #sql: QueueSql;
  #inFlight = 0;
  #stopped = false;

  constructor(sql: QueueSql) {
    this.#sql = sql;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.#stopped) throw new Error('the job queue has stopped');
    this.#inFlight += 1;
    try {
      return await this.#sql.executeSql(text, values);
    } finally {
      this.#inFlight -= 1;
    }
  }

  stop(): void {
    this.#stopped = true;
  }
}

function createHandlerQueue(boss: PgBoss, handler: JobHandler<object>): Promise<void> {
  return boss.createQueue(handler.queue, {
    name: handler.queue,
    policy: 'standard',
    retryLimit: handler.retryLimit,
    retryDelay: handler.retryDelaySeconds,
    retryBackoff: true,
    retentionMinutes: RETENTION_MINUTES,
  });
}

let sender: PgBoss | undefined;

export interface SendJobOptions {
  /** The job's id (a UUID), when the caller keeps it beside its row (decision 132); else pg-boss makes one. */
  id?: string;
  /** Not run before this time (a retry's backoff, a later look). */
  startAfter?: Date;
}

/**
 * Writes a job to `queue` through `db`: a transaction's handle puts it in that transaction (gone if it
 * rolls back), the database's handle commits it at once. The queue must exist (its worker's app started
 * once on this database). Answers the job's id.
 */
export async function sendJob(
  db: Database,
  queue: string,
  data: object,
  options: SendJobOptions = {},
): Promise<string> {
  // pg-boss writes a job with the statement it builds; an instance that never starts lends it, and the
  // caller's handle runs it.
  sender ??= new PgBoss({ db: notForUse, schema: JOB_SCHEMA });
  const id = await sender.send(queue, data, {
    db: queueSqlInTransaction(db) as PgBoss.Db,
    ...(options.id ? { id: options.id } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
  if (!id) throw new Error(`job queue ${queue} does not exist (no app has started on this database)`);
  return id;
}

const notForUse: QueueSql & PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('the job sender runs statements only through a caller')),
};

/**
 * Creates pg-boss's schema (or brings it to this version) without starting any worker: the test run's
 * template databases hold it, so a test app's start only checks it.
 */
export async function prepareJobSchema(db: Database): Promise<void> {
  const boss = new PgBoss({
    db: queueSqlOf(db) as PgBoss.Db,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
