import { createHash } from 'node:crypto';
import type { ElementEvent, ErrorReport, PageViewEvent, ReferralProduct } from '@shop/contracts';
import { readSettings, type SettingsSource } from '@shop/contracts/settings';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { EventBuffer } from './event-buffer.ts';
import { DEFAULT_RETENTION_MONTHS, maintainEventPartitions } from './partitions.ts';
import {
  type ErrorReportRow,
  insertLineShoppingEvents,
  insertTrackingEvents,
  isMissingPartition,
  type LineShoppingEventKind,
  type LineShoppingEventRow,
  type TrackingEventKind,
  type TrackingEventRow,
} from './tracking.repository.ts';

export interface TrackingConfig {
  /** Longest an event waits in the process before its batch is written (TRACKING_FLUSH_MS). */
  flushMs: number;
  /** Rows per INSERT; a batch this big is written at once (TRACKING_BATCH_ROWS). */
  batchRows: number;
  /** Batches written at once, each on its own database connection. */
  writeConcurrency: number;
  /** Events waiting beyond this many are dropped (the database is away); logged. */
  maxPendingRows: number;
  /** Months of events kept, the current one included (TRACKING_RETENTION_MONTHS). */
  retentionMonths: number;
  /** How often partitions are made ahead and old ones dropped (TRACKING_PARTITION_INTERVAL_SECONDS; 0: only at start). */
  partitionIntervalMs: number;
  /** Requests per minute one client address may send to each tracking call (TRACKING_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** … and to notify, store-utms and the referral member update, which write a row each. */
  writeRateLimitPerMinute: number;
}

export const DEFAULT_TRACKING_CONFIG: TrackingConfig = {
  flushMs: 250,
  batchRows: 500,
  writeConcurrency: 3,
  maxPendingRows: 50_000,
  retentionMonths: DEFAULT_RETENTION_MONTHS,
  partitionIntervalMs: 6 * 60 * 60 * 1000,
  rateLimitPerMinute: 600,
  writeRateLimitPerMinute: 60,
};

function positiveInt(env: SettingsSource, name: string, fallback: number, allowZero = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`${name} must be a whole number${allowZero ? '' : ' above 0'}, got "${raw}"`);
  }
  return value;
}

/** The tracking settings (checked by the settings schema); anything unset keeps its default. */
export function readTrackingConfig(env: SettingsSource = readSettings()): TrackingConfig {
  const d = DEFAULT_TRACKING_CONFIG;
  return {
    ...d,
    flushMs: positiveInt(env, 'TRACKING_FLUSH_MS', d.flushMs),
    batchRows: positiveInt(env, 'TRACKING_BATCH_ROWS', d.batchRows),
    retentionMonths: positiveInt(env, 'TRACKING_RETENTION_MONTHS', d.retentionMonths),
    partitionIntervalMs:
      positiveInt(env, 'TRACKING_PARTITION_INTERVAL_SECONDS', d.partitionIntervalMs / 1000, true) * 1000,
    rateLimitPerMinute: positiveInt(env, 'TRACKING_RATE_LIMIT_PER_MINUTE', d.rateLimitPerMinute),
  };
}

export interface TrackingWriters {
  events: EventBuffer<TrackingEventRow>;
  referral: EventBuffer<LineShoppingEventRow>;
  /** Writes whatever is waiting; resolves when it is stored. */
  flush(): Promise<void>;
}

const DROP_WARNING_INTERVAL_MS = 60_000;

/** The writers of each database, so tests (and shutdown) can flush them (flushTrackingEvents). */
const writersByDb = new WeakMap<Database, TrackingWriters>();

/**
 * The batch writers of the event logs. A batch that meets a month without its partition (the job has not
 * run yet) makes the partitions and is written again, once; any other failure is logged and the batch
 * dropped: tracking never holds up a shopper, and never grows without bound.
 */
export function createTrackingWriters(
  db: Database,
  config: TrackingConfig,
  log: FastifyBaseLogger,
  now: () => Date,
): TrackingWriters {
  const withPartitions =
    <Row>(insert: (db: Database, rows: Row[]) => Promise<void>) =>
    async (rows: Row[]) => {
      try {
        await insert(db, rows);
      } catch (error) {
        if (!isMissingPartition(error)) throw error;
        await maintainEventPartitions(db, now(), config.retentionMonths);
        await insert(db, rows);
      }
    };
  const bufferOf = <Row>(name: string, insert: (db: Database, rows: Row[]) => Promise<void>) => {
    // Drops are warned about at most once a minute, with the count since the last warning.
    let droppedSinceWarning = 0;
    let lastWarningAt = 0;
    return new EventBuffer<Row>({
      flushMs: config.flushMs,
      maxRows: config.batchRows,
      concurrency: config.writeConcurrency,
      maxPending: config.maxPendingRows,
      write: withPartitions(insert),
      onError: (error, rows) => log.error({ err: error, rows }, `${name}: a batch of events was not stored`),
      onDrop: (rows) => {
        droppedSinceWarning += rows;
        const at = now().getTime();
        if (at - lastWarningAt < DROP_WARNING_INTERVAL_MS) return;
        log.warn({ rows: droppedSinceWarning }, `${name}: events dropped, too many waiting to be written`);
        droppedSinceWarning = 0;
        lastWarningAt = at;
      },
    });
  };
  const events = bufferOf<TrackingEventRow>('tracking_events', insertTrackingEvents);
  const referral = bufferOf<LineShoppingEventRow>('line_shopping_events', insertLineShoppingEvents);
  const writers: TrackingWriters = {
    events,
    referral,
    flush: async () => {
      await Promise.all([events.flush(), referral.flush()]);
    },
  };
  writersByDb.set(db, writers);
  return writers;
}

/** Writes the events waiting in this process for `db` (tests read them back right after). */
export async function flushTrackingEvents(db: Database): Promise<void> {
  await writersByDb.get(db)?.flush();
}

export interface Caller {
  memberId: number | null;
  visitId: string | null;
}

const blankRow = {
  referrer: null,
  target: null,
  screen_width: null,
  screen_height: null,
  x: null,
  y: null,
  stay_time_ms: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  from: null,
  source: null,
  vtm_channel: null,
  vtm_stat_id: null,
} satisfies Partial<TrackingEventRow>;

export function pageViewRows(events: readonly PageViewEvent[], caller: Caller, at: Date): TrackingEventRow[] {
  const occurred_at = at.toISOString();
  return events.map((event) => ({
    ...blankRow,
    ...event,
    occurred_at,
    kind: 'page_view',
    member_id: caller.memberId,
    visit_id: caller.visitId,
  }));
}

export function elementEventRows(
  kind: Extract<TrackingEventKind, 'click' | 'view_event'>,
  events: readonly ElementEvent[],
  caller: Caller,
  at: Date,
): TrackingEventRow[] {
  const occurred_at = at.toISOString();
  return events.map(({ screenWidth, screenHeight, stayTime, ...event }) => ({
    ...blankRow,
    ...event,
    screen_width: screenWidth,
    screen_height: screenHeight,
    stay_time_ms: stayTime,
    occurred_at,
    kind,
    member_id: caller.memberId,
    visit_id: caller.visitId,
  }));
}

export function lineShoppingRow(
  kind: LineShoppingEventKind,
  ecid: string,
  products: readonly ReferralProduct[] | null,
  caller: Caller,
  at: Date,
): LineShoppingEventRow {
  return {
    occurred_at: at.toISOString(),
    kind,
    ecid,
    member_id: caller.memberId,
    visit_id: caller.visitId,
    products: products ? [...products] : null,
  };
}

/** Errors are the same error when their type, message and stack are (not where or for whom they happened). */
export function errorFingerprint(report: Pick<ErrorReport, 'type' | 'message' | 'stack'>): string {
  return createHash('sha256')
    .update(`${report.type}\u0000${report.message}\u0000${report.stack ?? ''}`)
    .digest('hex');
}

/** The stored row of a report: its stack cut to its first 5 lines (§7.9), whatever the browser sent. */
export function errorReportRow(report: ErrorReport): ErrorReportRow {
  const stack = report.stack === null ? null : report.stack.split('\n').slice(0, 5).join('\n');
  const trimmed = { ...report, stack };
  return {
    fingerprint: errorFingerprint(trimmed),
    type: report.type,
    message: report.message,
    stack,
    component: report.component,
    info: report.info,
    path: report.path,
    url: report.url,
    ua: report.ua,
    reported_time: report.time ?? null,
  };
}
