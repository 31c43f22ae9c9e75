// An in-process buffer in front of the append-only event tables: a request only pushes its rows and
// answers; the rows go to the database in one INSERT every flushMs, or as soon as maxRows are waiting,
// and whatever is left is written when the app closes. Up to `concurrency` batches are written at once
// (each on its own connection), started in arrival order.

export interface EventBufferOptions<Row> {
  /** Longest a row waits before its batch is written. */
  flushMs: number;
  /** A batch this big is written at once, without waiting for the timer. */
  maxRows: number;
  /** Rows beyond this many waiting (the database is away or slow) are dropped and counted. */
  maxPending: number;
  /** Batches written at the same time (default 1). */
  concurrency?: number;
  write: (rows: Row[]) => Promise<void>;
  onError: (error: unknown, rows: number) => void;
  /** Rows were dropped because maxPending were waiting (count of this add). */
  onDrop?: (rows: number) => void;
  /** Timers (tests pass fake ones). */
  setTimer?: (run: () => void, ms: number) => { unref?: () => void };
  clearTimer?: (timer: unknown) => void;
}

export class EventBuffer<Row> {
  private rows: Row[] = [];
  private timer: unknown = null;
  private queued: Row[][] = [];
  private active = 0;
  private inFlight = 0;
  private drainWaiters: (() => void)[] = [];
  /** Rows dropped because too many were waiting, since the start. */
  dropped = 0;
  /** Rows the database refused (logged), since the start. */
  failed = 0;
  /** Rows written, since the start. */
  written = 0;

  constructor(private readonly options: EventBufferOptions<Row>) {}

  get pending(): number {
    return this.rows.length + this.inFlight;
  }

  add(rows: readonly Row[]): void {
    const room = this.options.maxPending - this.pending;
    const taken = rows.length <= room ? rows : rows.slice(0, Math.max(0, room));
    const dropped = rows.length - taken.length;
    if (dropped > 0) {
      this.dropped += dropped;
      this.options.onDrop?.(dropped);
    }
    if (taken.length === 0) return;
    this.rows.push(...taken);
    if (this.rows.length >= this.options.maxRows) {
      void this.flush();
      return;
    }
    if (this.timer === null) {
      const setTimer = this.options.setTimer ?? ((run, ms) => setTimeout(run, ms));
      const timer = setTimer(() => {
        this.timer = null;
        void this.flush();
      }, this.options.flushMs);
      timer.unref?.();
      this.timer = timer;
    }
  }

  /** Writes every waiting row (in batches of maxRows); resolves when no batch is waiting or being written. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      (this.options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout)))(this.timer);
      this.timer = null;
    }
    while (this.rows.length > 0) {
      const batch = this.rows.splice(0, this.options.maxRows);
      this.inFlight += batch.length;
      this.queued.push(batch);
    }
    this.pump();
    if (this.active === 0 && this.queued.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  private pump(): void {
    const concurrency = this.options.concurrency ?? 1;
    while (this.active < concurrency && this.queued.length > 0) {
      const batch = this.queued.shift() as Row[];
      this.active += 1;
      this.options
        .write(batch)
        .then(
          () => {
            this.written += batch.length;
          },
          (error: unknown) => {
            this.failed += batch.length;
            this.options.onError(error, batch.length);
          },
        )
        .finally(() => {
          this.active -= 1;
          this.inFlight -= batch.length;
          this.pump();
          if (this.active === 0 && this.queued.length === 0) {
            const waiters = this.drainWaiters;
            this.drainWaiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }
}
