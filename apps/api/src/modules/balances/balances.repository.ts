// Reading the ledgers page by page, point awards (once per member and key) and gift vouchers.
import { type Database, schema } from '@shop/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';

const { creditLedger, giftVouchers, orders, pointActivities, pointAwards, pointLedger } = schema;
const TABLES = { points: pointLedger, credit: creditLedger } as const;
export type LedgerKind = keyof typeof TABLES;

/** Reasons of credit given back by a cancelled or returned order. */
export const RETURN_REASONS = ['order-cancel', 'refund'] as const;

export interface Page {
  page: number;
  perPage: number;
}

export interface LedgerPageRow {
  entry_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  note: string;
  ordermain_sn: string | null;
  expires_at: Date | null;
  created_at: Date;
}

export async function selectLedgerPage(
  db: Database,
  kind: LedgerKind,
  memberId: number,
  { page, perPage }: Page,
  reasons?: readonly string[],
): Promise<{ rows: LedgerPageRow[]; total: number }> {
  // Both ledgers have the same columns; one of them stands for the type.
  const table = TABLES[kind] as typeof pointLedger;
  const where = and(
    eq(table.member_id, memberId),
    reasons ? inArray(table.reason, [...reasons]) : undefined,
  ) as SQL;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry_id: table.entry_id,
        delta: table.delta,
        balance_after: table.balance_after,
        reason: table.reason,
        note: table.note,
        ordermain_sn: orders.ordermain_sn,
        expires_at: table.expires_at,
        created_at: table.created_at,
      })
      .from(table)
      .leftJoin(orders, eq(orders.ordermain_id, table.ordermain_id))
      .where(where)
      .orderBy(desc(table.seq))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every credit entry in ledger order (what lapses when is worked out from them). */
export async function selectCreditEntries(db: Database, memberId: number) {
  return db
    .select({ delta: creditLedger.delta, expires_at: creditLedger.expires_at })
    .from(creditLedger)
    .where(eq(creditLedger.member_id, memberId))
    .orderBy(asc(creditLedger.seq));
}

export async function selectOpenActivity(db: Database, now: Date) {
  const [activity] = await db
    .select()
    .from(pointActivities)
    .where(and(lte(pointActivities.starts_at, now), gte(pointActivities.ends_at, now)))
    .orderBy(asc(pointActivities.ends_at))
    .limit(1);
  return activity ?? null;
}

export async function selectBirthdayMember(db: Database, memberId: number) {
  const [member] = await db
    .select({ tier: schema.members.member_nowtier2025, birthday: schema.members.member_birthday })
    .from(schema.members)
    .where(eq(schema.members.member_id, memberId));
  return member ?? null;
}

/** Records the award; false when the member already had this key. Call inside the ledger's transaction. */
export async function insertAward(db: Database, memberId: number, key: string, points: number) {
  const rows = await db
    .insert(pointAwards)
    .values({ member_id: memberId, award_key: key, points })
    .onConflictDoNothing()
    .returning({ id: pointAwards.award_id });
  return rows.length > 0;
}

export type VoucherList = 'open' | 'used';

export async function selectVoucherPage(
  db: Database,
  memberId: number,
  list: VoucherList,
  now: Date,
  { page, perPage }: Page,
) {
  const mine = eq(giftVouchers.member_id, memberId);
  const where =
    list === 'open'
      ? and(mine, isNull(giftVouchers.used_at), gte(giftVouchers.ends_at, now))
      : and(mine, or(isNotNull(giftVouchers.used_at), lt(giftVouchers.ends_at, now)));
  const order =
    list === 'open'
      ? [asc(giftVouchers.ends_at), asc(giftVouchers.voucher_id)]
      : [desc(giftVouchers.ends_at), desc(giftVouchers.voucher_id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(giftVouchers)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(giftVouchers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
