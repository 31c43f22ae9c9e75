// Members as customer service sees them, and points adjusted with a reason: one ledger entry (reason
// 'adjustment', shown to the member as 客服調整, the staff's reason as its note), never an overwrite,
// with the audit row in the same transaction.
import { staffMessages } from '@shop/contracts/back-stage';
import { type Database, schema } from '@shop/db';
import { eq, ilike, or } from 'drizzle-orm';
import { appendLedgerEntry, ledgerBalance, ledgerBalanceSql } from '../ledgers/index.ts';
import { selectMemberById } from '../members/index.ts';
import { writeAudit } from './staff.repository.ts';
import { staffErrors } from './staff-errors.ts';

const { members } = schema;
export const POINTS_ADJUSTMENT_REASON = 'adjustment';

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

export async function adjustPoints(
  db: Database,
  who: { staffId: number; ip: string },
  memberId: number,
  body: { delta: number; reason: string },
  now: Date,
) {
  const member = await selectMemberById(db, memberId);
  if (!member) throw staffErrors.notFound(staffMessages.memberNotFound);
  return db.transaction(async (tx) => {
    const before = await ledgerBalance(tx, 'points', memberId);
    const after = await appendLedgerEntry(tx, 'points', {
      memberId,
      delta: body.delta,
      reason: POINTS_ADJUSTMENT_REASON,
      note: body.reason,
    });
    if (after === null) throw staffErrors.conflict(staffMessages.pointsBelowZero);
    await writeAudit(tx, {
      staffId: who.staffId,
      ip: who.ip,
      at: now,
      action: 'member.points.adjust',
      subjectType: 'member',
      subjectId: memberId,
      before: { points: before },
      after: { points: after, delta: body.delta, reason: body.reason },
    });
    return { member_id: memberId, points: after };
  });
}
