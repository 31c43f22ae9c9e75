// Members as customer service sees them, and points or shopping credit (購物金) adjusted with a reason:
// one ledger entry (reason 'adjustment', shown to the member as 客服調整, the staff's reason as its note),
// never an overwrite, never below 0, with the audit row in the same transaction.
import { staffMessages } from '@shop/contracts/back-stage';
import { type Database, schema } from '@shop/db';
import { eq, ilike, or } from 'drizzle-orm';
import { appendLedgerEntry, type LedgerKind, ledgerBalance, ledgerBalanceSql } from '../ledgers/index.ts';
import { selectMemberById } from '../members/index.ts';
import { writeAudit } from './staff.repository.ts';
import { staffErrors } from './staff-errors.ts';

const { members } = schema;
export const ADJUSTMENT_REASON = 'adjustment';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchMembers(db: Database, q: string) {
  const like = `%${escapeLike(q)}%`;
  const rows = await db
    .select({
      member_id: members.member_id,
      member_name: members.member_name,
      member_mobile: members.member_mobile,
      member_account: members.member_account,
      tier: members.member_nowtier2025,
      points: ledgerBalanceSql('points', members.member_id as never),
      credit: ledgerBalanceSql('credit', members.member_id as never),
    })
    .from(members)
    .where(
      or(
        eq(members.member_mobile, q),
        eq(members.member_account, q.toLowerCase()),
        ilike(members.member_name, like),
        ilike(members.member_mobile, like),
      ),
    )
    .orderBy(members.member_id)
    .limit(50);
  return { members: rows };
}

interface Adjustment {
  delta: number;
  reason: string;
}
type StaffWho = { staffId: number; ip: string };

const BELOW_ZERO: Record<LedgerKind, string> = {
  points: staffMessages.pointsBelowZero,
  credit: staffMessages.creditBelowZero,
};

/** One ledger entry and its audit row in one transaction; answers the balance after it. */
async function adjustBalance(
  db: Database,
  kind: LedgerKind,
  who: StaffWho,
  memberId: number,
  body: Adjustment,
  now: Date,
): Promise<number> {
  const member = await selectMemberById(db, memberId);
  if (!member) throw staffErrors.notFound(staffMessages.memberNotFound);
  return db.transaction(async (tx) => {
    const before = await ledgerBalance(tx, kind, memberId);
    const after = await appendLedgerEntry(tx, kind, {
      memberId,
      delta: body.delta,
      reason: ADJUSTMENT_REASON,
      note: body.reason,
    });
    if (after === null) throw staffErrors.conflict(BELOW_ZERO[kind]);
    await writeAudit(tx, {
      staffId: who.staffId,
      ip: who.ip,
      at: now,
      action: `member.${kind}.adjust`,
      subjectType: 'member',
      subjectId: memberId,
      before: { [kind]: before },
      after: { [kind]: after, delta: body.delta, reason: body.reason },
    });
    return after;
  });
}

export async function adjustPoints(
  db: Database,
  who: StaffWho,
  memberId: number,
  body: Adjustment,
  now: Date,
) {
  return { member_id: memberId, points: await adjustBalance(db, 'points', who, memberId, body, now) };
}

export async function adjustCredit(
  db: Database,
  who: StaffWho,
  memberId: number,
  body: Adjustment,
  now: Date,
) {
  return { member_id: memberId, credit: await adjustBalance(db, 'credit', who, memberId, body, now) };
}
