// Points and shopping-credit (購物金) ledgers: append-only, numbered per member, each entry carrying the
// balance after it (docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md). A debit that would go below zero is not
// written; two writers racing for the same member collide on (member_id, seq) and the loser re-reads.
import { type Database, schema } from '@shop/db';
import { desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { uniqueViolation } from '../accounts/index.ts';

export type LedgerKind = 'points' | 'credit';
const TABLES = { points: schema.pointLedger, credit: schema.creditLedger } as const;
/** Tries before a contended append gives up (each try waits for the other writer's commit). */
const APPEND_TRIES = 20;

export interface LedgerEntry {
  memberId: number;
  /** Positive: credit; negative: debit. */
  delta: number;
  reason: string;
  orderId?: number | undefined;
  expiresAt?: Date | undefined;
  note?: string | undefined;
}

export async function ledgerBalance(db: Database, kind: LedgerKind, memberId: number): Promise<number> {
  const table = TABLES[kind];
  const [last] = await db
    .select({ balance: table.balance_after })
    .from(table)
    .where(eq(table.member_id, memberId))
    .orderBy(desc(table.seq))
    .limit(1);
  return last?.balance ?? 0;
}

/** The balance as a scalar subquery, so a caller reads it in the same round trip as its own row. */
export function ledgerBalanceSql(kind: LedgerKind, memberId: number | Placeholder): SQL<number> {
  const table = TABLES[kind];
  return sql<number>`coalesce((select ${table.balance_after} from ${table} where ${table.member_id} = ${memberId} order by ${table.seq} desc limit 1), 0)`.mapWith(
    Number,
  );
}

/**
 * Appends one entry; answers the balance after it, or null when a debit exceeds the balance. Inside a
 * transaction each try runs in a savepoint, so a lost race does not abort the caller's transaction.
 */
export async function appendLedgerEntry(
  db: Database,
  kind: LedgerKind,
  entry: LedgerEntry,
): Promise<number | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((savepoint) => insertNext(savepoint, kind, entry));
    } catch (error) {
      if (uniqueViolation(error) === null || attempt >= APPEND_TRIES) throw error;
    }
  }
}

async function insertNext(db: Database, kind: LedgerKind, entry: LedgerEntry): Promise<number | null> {
  const name = sql.identifier(kind === 'points' ? 'point_ledger' : 'credit_ledger');
  const member = sql`${entry.memberId}::int`;
  const delta = sql`${entry.delta}::int`;
  // Both drivers (node-postgres, PGlite) answer a raw statement with { rows }.
  const result = (await db.execute(sql`
    insert into ${name} (member_id, seq, delta, balance_after, reason, ordermain_id, expires_at, note)
    select ${member}, coalesce(last.seq, 0) + 1, ${delta}, coalesce(last.balance_after, 0) + ${delta},
           ${entry.reason}::text, ${entry.orderId ?? null}::int, ${entry.expiresAt?.toISOString() ?? null}::timestamptz,
           ${entry.note ?? ''}::text
    from (select 1) as one
    left join lateral (
      select seq, balance_after from ${name} where member_id = ${member} order by seq desc limit 1
    ) as last on true
    where coalesce(last.balance_after, 0) + ${delta} >= 0
    returning balance_after`)) as unknown as { rows: { balance_after: number }[] };
  const row = result.rows[0];
  return row ? Number(row.balance_after) : null;
}
