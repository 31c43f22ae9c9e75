// The monthly partitions of the event logs (migration 0020): named {table}_pYYYYMM after the UTC month
// they hold, created a few months ahead and dropped once the whole month is past the retention.
import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';

/** The partitioned, append-only event tables. */
export const EVENT_TABLES = ['tracking_events', 'line_shopping_events'] as const;
export type EventTable = (typeof EVENT_TABLES)[number];

/** Months made ahead of the current one, so a late job run never leaves a month without its partition. */
export const PARTITION_MONTHS_AHEAD = 2;
/** Default retention: the current month and the 12 before it (TRACKING_RETENTION_MONTHS). */
export const DEFAULT_RETENTION_MONTHS = 13;
/** One job at a time across processes (pg_advisory_xact_lock key). */
const PARTITION_LOCK_KEY = 7_250_011;

/** A month as a whole number: year * 12 + month index (0–11), UTC. */
export type MonthNumber = number;

export function monthOf(date: Date): MonthNumber {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function monthStart(month: MonthNumber): Date {
  return new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
}

/** tracking_events + November 2026 → tracking_events_p202611. */
export function partitionName(table: EventTable, month: MonthNumber): string {
  const year = Math.floor(month / 12);
  const monthOfYear = String((month % 12) + 1).padStart(2, '0');
  return `${table}_p${year}${monthOfYear}`;
}

/** The month a partition's name holds, or null for a name that is not one of ours. */
export function monthOfPartition(table: EventTable, name: string): MonthNumber | null {
  const match = new RegExp(`^${table}_p(\\d{4})(\\d{2})$`).exec(name);
  if (!match) return null;
  const monthOfYear = Number(match[2]);
  if (monthOfYear < 1 || monthOfYear > 12) return null;
  return Number(match[1]) * 12 + monthOfYear - 1;
}

export interface PartitionPlan {
  create: { name: string; from: Date; to: Date }[];
  drop: string[];
}

/**
 * What the job does as of `now`: the partitions from the current month to PARTITION_MONTHS_AHEAD months
 * ahead that do not exist yet, and the existing ones whose month ended retentionMonths or more months
 * before the current month began (retention 13 in November 2026 keeps November 2025 onwards).
 */
export function planPartitions(
  table: EventTable,
  existing: readonly string[],
  now: Date,
  retentionMonths: number,
): PartitionPlan {
  const current = monthOf(now);
  const have = new Set(existing);
  const create: PartitionPlan['create'] = [];
  for (let month = current; month <= current + PARTITION_MONTHS_AHEAD; month += 1) {
    const name = partitionName(table, month);
    if (!have.has(name)) create.push({ name, from: monthStart(month), to: monthStart(month + 1) });
  }
  const oldestKept = current - Math.max(1, retentionMonths) + 1;
  const drop = existing.filter((name) => {
    const month = monthOfPartition(table, name);
    return month !== null && month < oldestKept;
  });
  return { create, drop };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Creates the partitions ahead and drops the ones past retention, for every event table, in one
 * transaction under an advisory lock (a second process waits, then finds nothing left to do).
 * Answers what it did.
 */
export async function maintainEventPartitions(
  db: Database,
  now: Date,
  retentionMonths: number,
): Promise<{ created: string[]; dropped: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    const created: string[] = [];
    const dropped: string[] = [];
    for (const table of EVENT_TABLES) {
      const existing = rowsOf<{ name: string }>(
        await tx.execute(sql`
          select child.relname as name
          from pg_inherits
          join pg_class child on child.oid = pg_inherits.inhrelid
          join pg_class parent on parent.oid = pg_inherits.inhparent
          join pg_namespace ns on ns.oid = parent.relnamespace
          where parent.relname = ${table} and ns.nspname = current_schema()`),
      ).map((row) => row.name);
      const plan = planPartitions(table, existing, now, retentionMonths);
      for (const { name, from, to } of plan.create) {
        // Names and bounds come from planPartitions (digits and our table names), never from input.
        await tx.execute(
          sql.raw(
            `create table if not exists "${name}" partition of "${table}" ` +
              `for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
          ),
        );
        created.push(name);
      }
      for (const name of plan.drop) {
        await tx.execute(sql.raw(`drop table if exists "${name}"`));
        dropped.push(name);
      }
    }
    return { created, dropped };
  });
}
