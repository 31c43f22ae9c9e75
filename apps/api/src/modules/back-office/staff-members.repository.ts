// The back office's member search: a mobile or an e-mail whole, or part of a name or a mobile, with each
// member's points and shopping credit balances; at most 50, by member id.
import { type Database, escapeLike, schema } from '@shop/db';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { ledgerBalanceSql } from '../ledgers/index.ts';

const { members } = schema;
/**
 * The row's member id written with its table's name: drizzle writes a one-table select's columns bare, and a
 * bare "member_id" inside the ledger's subquery is the ledger's own column (every member showed the newest
 * ledger row's balance of anyone).
 */
const OUTER_MEMBER_ID = sql`${members}.${sql.identifier('member_id')}`;

export async function selectMembersBySearch(db: Database, q: string) {
  const like = `%${escapeLike(q)}%`;
  return db
    .select({
      member_id: members.member_id,
      member_name: members.member_name,
      member_mobile: members.member_mobile,
      member_account: members.member_account,
      tier: members.member_nowtier2025,
      points: ledgerBalanceSql('points', OUTER_MEMBER_ID as never),
      credit: ledgerBalanceSql('credit', OUTER_MEMBER_ID as never),
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
}
