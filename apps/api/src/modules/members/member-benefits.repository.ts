import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { asc, eq } from 'drizzle-orm';

const { members, memberLevels } = schema;

export async function selectBenefitMember(db: Database, memberId: number) {
  const [row] = await db
    .select({
      member_name: members.member_name,
      member_nowtier2025: members.member_nowtier2025,
      buytotal2025: members.buytotal2025,
      member_account: members.member_account,
      created_at: members.created_at,
      tier_term_start: members.tier_term_start,
    })
    .from(members)
    .where(eq(members.member_id, memberId))
    .limit(1);
  return row ?? null;
}

export async function selectLevels(db: Database) {
  return db
    .select({
      level_id: memberLevels.level_id,
      min_cash: memberLevels.min_cash,
      level_name: memberLevels.level_name,
      point_rate: memberLevels.point_rate,
    })
    .from(memberLevels)
    .orderBy(asc(memberLevels.level_id));
}
