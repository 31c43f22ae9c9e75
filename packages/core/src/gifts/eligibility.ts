// When a member may claim a gift (decided on the server; docs/decisions/032-gift-claim-zone-gift3-5-member-gifts-and.md).
// Dates are Asia/Taipei business dates, YYYY-MM-DD.

import { addDays, levelIdOf } from '../members/tiers.ts';
import { GIFT_TYPE_NAMES } from '../messages/members.ts';
import { GIFT_TYPE, type GiftTypeId } from './gift-zone.ts';

/** Days an upgrade or renewal event keeps its gift open. */
export const TIER_EVENT_CLAIM_DAYS = 90;

export interface TierEvent {
  event_id: number;
  kind: 'upgrade' | 'renewal';
  level_id: number;
  occurred_on: string;
}

export interface ClaimWindowInput {
  gift: { gift_type: GiftTypeId; level_ids: readonly number[]; dt1: string; dt2: string };
  member: { tier: number; birthday: string | null; events: readonly TierEvent[] };
  today: string;
}

/** The once-per-member chance a claim uses (the unique key) and the last day to use it. */
export interface ClaimWindow {
  periodKey: string;
  deadline: string;
}

function monthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The member's claim window for a gift today, or null. The gift must be on offer today and be for the
 * member's level (99 stands on 0). Birthday: the birthday month, once a year. Monthly: the gift's month,
 * one monthly gift a month. Upgrade / renewal: TIER_EVENT_CLAIM_DAYS from an event of that kind at the
 * member's level, once per event.
 */
export function claimWindow({ gift, member, today }: ClaimWindowInput): ClaimWindow | null {
  if (today < gift.dt1 || today > gift.dt2) return null;
  const level = levelIdOf(member.tier);
  if (!gift.level_ids.includes(level)) return null;
  switch (gift.gift_type) {
    case GIFT_TYPE.birthday: {
      if (!member.birthday || member.birthday.slice(5, 7) !== today.slice(5, 7)) return null;
      return { periodKey: `birthday:${today.slice(0, 4)}`, deadline: earlier(monthEnd(today), gift.dt2) };
    }
    case GIFT_TYPE.monthly:
      return { periodKey: `monthly:${today.slice(0, 7)}`, deadline: earlier(monthEnd(today), gift.dt2) };
    default: {
      const kind = gift.gift_type === GIFT_TYPE.upgrade ? 'upgrade' : 'renewal';
      const event = member.events
        .filter((e) => e.kind === kind && e.level_id === level && e.occurred_on <= today)
        .sort((a, b) => b.occurred_on.localeCompare(a.occurred_on))[0];
      if (!event) return null;
      const lastDay = addDays(event.occurred_on, TIER_EVENT_CLAIM_DAYS);
      if (today > lastDay) return null;
      return { periodKey: `${kind}:${event.event_id}`, deadline: earlier(lastDay, gift.dt2) };
    }
  }
}

/** The gift zone's own order (member-area §4: monthly, birthday, upgrade, renewal). */
const WORD_ORDER: readonly GiftTypeId[] = [
  GIFT_TYPE.monthly,
  GIFT_TYPE.birthday,
  GIFT_TYPE.upgrade,
  GIFT_TYPE.renewal,
];

/**
 * unclaimed_gift_word of get-member-benefits: the names of the gifts open to the member, joined by '、',
 * the last name's 禮 left to the member center's box, which appends it ('生日' → 生日禮;
 * '月月領、生日' → 月月領、生日禮). 月月領 is the monthly gift's whole name (member-area §3 "Gift types"): it
 * goes first, so it never gets a 禮 that is not its own (the old order wrote 生日禮、月月領禮).
 */
export function unclaimedGiftWord(types: readonly number[]): string {
  return WORD_ORDER.filter((type) => types.includes(type))
    .map((type) => GIFT_TYPE_NAMES[type] ?? '')
    .join(GIFT_WORD_SEPARATOR)
    .replace(/禮$/, '');
}
const GIFT_WORD_SEPARATOR = '、';
