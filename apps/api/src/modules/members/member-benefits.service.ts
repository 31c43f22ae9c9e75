import type { MemberBenefitsAnswer } from '@shop/contracts';
import {
  currentTermEnd,
  cutoffDate,
  DEFAULT_LEVELS,
  type MemberTier,
  nextLevel,
  nowLevel,
  taipeiDate,
} from '@shop/core';
import type { Database } from '@shop/db';
import { unauthenticated } from '../../errors.ts';
import { unclaimedGifts } from '../gifts/index.ts';
import { ledgerBalance } from '../ledgers/index.ts';
import { selectBenefitMember, selectLevels } from './member-benefits.repository.ts';

/**
 * get-member-benefits: the member's levels from the tier settings (the defaults of PROMOTIONS.md when
 * the table is empty), the current term's end and its cut-off 30 days before. Terms run a year from
 * tier_term_start (the tier job moves it) or else the day the member joined, renewing yearly
 * (docs/decisions/013-member-area-routes-member-center-messages-profile.md). current_point is the points ledger's balance;
 * unclaimed_gift_word names the gifts the member may claim now and has not (the gifts module).
 */
export async function memberBenefits(
  db: Database,
  memberId: number,
  now: Date,
): Promise<MemberBenefitsAnswer> {
  const [member, storedLevels, points, giftWord] = await Promise.all([
    selectBenefitMember(db, memberId),
    selectLevels(db),
    ledgerBalance(db, 'points', memberId),
    unclaimedGifts(db, memberId, now),
  ]);
  if (!member) throw unauthenticated();
  const levels = storedLevels.length > 0 ? storedLevels : DEFAULT_LEVELS;
  const tier = member.member_nowtier2025 as MemberTier;
  const termStart = member.tier_term_start ?? taipeiDate(member.created_at);
  const endDate = currentTermEnd(termStart, taipeiDate(now));
  return {
    member: {
      member_name: member.member_name,
      member_nowtier2025: tier,
      buytotal2025: member.buytotal2025,
      member_account: member.member_account,
    },
    now_level: nowLevel(tier, levels),
    next_level: nextLevel(tier, levels),
    end_date: endDate,
    end_date_before_30_days: cutoffDate(endDate),
    current_point: points,
    unclaimed_gift_word: giftWord,
  };
}
