// An in-process buffer in front of the append-only event tables: a request only pushes its rows and
// answers; the rows go to the database in one INSERT every flushMs, or as soon as maxRows are waiting,
// and whatever is left is written when the app closes. One write at a time, in arrival order.

export interface EventBufferOptions<Row> {
  /** Longest a row waits before its batch is written. */
  flushMs: number;
  /** A batch this big is written at once, without waiting for the timer. */
  maxRows: number;
  /** Rows beyond this many waiting (the database is away or slow) are dropped and counted. */
  maxPending: number;
  write: (rows: Row[]) => Promise<void>;
  onError: (error: unknown, rows: number) => void;
  /** Timers (tests pass fake ones). */
  setTimer?: (run: () => void, ms: number) => { unref?: () => void };
  clearTimer?: (timer: unknown) => void;
}

export class EventBuffer<Row> {
  private rows: Row[] = [];
  private timer: unknown = null;
  private writing: Promise<void> = Promise.resolve();
  private inFlight = 0;
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
    this.dropped += rows.length - taken.length;
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

  /** Writes every waiting row (in batches of maxRows); resolves when they and earlier batches are done. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      (this.options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout)))(this.timer);
      this.timer = null;
    }
    while (this.rows.length > 0) {
      const batch = this.rows.splice(0, this.options.maxRows);
      this.inFlight += batch.length;
      this.writing = this.writing.then(async () => {
        try {
          await this.options.write(batch);
          this.written += batch.length;
        } catch (error) {
          this.failed += batch.length;
          this.options.onError(error, batch.length);
        } finally {
          this.inFlight -= batch.length;
        }
      });
    }
    return this.writing;
  }
}
