// Members as customer service sees them, and points or shopping credit (購物金) adjusted with a reason:
// one ledger entry (reason 'adjustment', shown to the member as 客服調整, the staff's reason as its note),
// never an overwrite, never below 0, with the audit row in the same transaction.
import { staffMessages } from '@shop/contracts/back-stage';
import type { Database } from '@shop/db';
import { appendLedgerEntry, type LedgerKind, ledgerBalance } from '../ledgers/index.ts';
import { selectMemberById } from '../members/index.ts';
import { writeAudit } from './staff.repository.ts';
import { staffErrors } from './staff-errors.ts';
import { selectMembersBySearch } from './staff-members.repository.ts';

export const ADJUSTMENT_REASON = 'adjustment';

export async function searchMembers(db: Database, q: string) {
  return { members: await selectMembersBySearch(db, q) };
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
