// The tier engine's pure rules (member-area-and-tools.md §4 "Member tier", §9; PROMOTIONS.md "Tiers").
// Thresholds are settings in the database; these defaults seed them and serve tests.
import { isAppreciationOver, type ShipMethod } from '../checkout/delivery.ts';
import { TIER_NAMES } from '../messages/members.ts';
import { type LevelView, NEW_WEBSITE_MEMBER_TIER, RENEWAL_CUTOFF_DAYS, TOP_TIER } from './member-center.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Suggested spend thresholds per level (PROMOTIONS.md): 0 / 3,000 / 12,000 / 30,000. */
export const DEFAULT_LEVELS: readonly LevelView[] = [
  { level_id: 0, min_cash: 0, level_name: TIER_NAMES[0]! },
  { level_id: 1, min_cash: 3000, level_name: TIER_NAMES[1]! },
  { level_id: 2, min_cash: 12_000, level_name: TIER_NAMES[2]! },
  { level_id: 3, min_cash: 30_000, level_name: TIER_NAMES[3]! },
];

/** Points per NT$ 100 paid, by level (a setting in member_levels.point_rate; these seed it). */
export const DEFAULT_POINT_RATES: Readonly<Record<number, number>> = { 0: 1, 1: 2, 2: 3, 3: 5 };

/**
 * Points an order earns (PROMOTIONS.md "Points"): the rate of the member's level on the amount paid for
 * goods (the order total without freight), rounded down.
 */
export function earnedPoints(input: { total: number; freight: number; ratePercent: number }): number {
  const paidForGoods = Math.max(0, input.total - input.freight);
  return Math.floor((paidForGoods * input.ratePercent) / 100);
}

/** Months a tier is held after it is reached or renewed. */
export const TIER_TERM_MONTHS = 12;

/** The level a tier stands on: 99 (new website member) stands on level 0. */
export function levelIdOf(tier: number): number {
  return tier === NEW_WEBSITE_MEMBER_TIER ? 0 : tier;
}

function levelById(levels: readonly LevelView[], levelId: number): LevelView {
  const level = levels.find((l) => l.level_id === levelId);
  if (!level) throw new Error(`no level ${levelId} in the tier settings`);
  return level;
}

export function nowLevel(tier: number, levels: readonly LevelView[] = DEFAULT_LEVELS): LevelView {
  return levelById(levels, levelIdOf(tier));
}

/** The next level; tier 3 has none above it, so its next level is itself (renewal). */
export function nextLevel(tier: number, levels: readonly LevelView[] = DEFAULT_LEVELS): LevelView {
  const levelId = levelIdOf(tier);
  return levelById(levels, levelId >= TOP_TIER ? TOP_TIER : levelId + 1);
}

/** The highest level whose min_cash the spend reaches. */
export function levelReachedBy(spend: number, levels: readonly LevelView[] = DEFAULT_LEVELS): number {
  return [...levels]
    .sort((a, b) => a.level_id - b.level_id)
    .reduce((reached, level) => (spend >= level.min_cash ? level.level_id : reached), 0);
}

/** Upgrade on reaching next_level.min_cash: the new tier, or the same tier when no level is passed. */
export function tierAfterSpend(
  tier: number,
  spend: number,
  levels: readonly LevelView[] = DEFAULT_LEVELS,
): number {
  const reached = levelReachedBy(spend, levels);
  return reached > levelIdOf(tier) ? reached : tier;
}

/** What a credited order does to the tier: upgrade to a higher level, or (tier 3) renew its term. */
export type TierMove = { kind: 'upgrade' | 'renew'; tier: number } | null;

/**
 * After spend is credited: a tier below the top upgrades on reaching a higher level's min_cash; tier 3
 * renews on reaching its own min_cash again (PROMOTIONS.md "Tiers").
 */
export function tierMoveAfterCredit(
  tier: number,
  spend: number,
  levels: readonly LevelView[] = DEFAULT_LEVELS,
): TierMove {
  if (levelIdOf(tier) >= TOP_TIER) {
    return spend >= nowLevel(tier, levels).min_cash ? { kind: 'renew', tier } : null;
  }
  const next = tierAfterSpend(tier, spend, levels);
  return next === tier ? null : { kind: 'upgrade', tier: next };
}

/** YYYY-MM-DD plus n calendar days (dates are business dates, already in Asia/Taipei). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** end_date_before_30_days: the renew/upgrade cut-off. */
export function cutoffDate(endDate: string): string {
  return addDays(endDate, -RENEWAL_CUTOFF_DAYS);
}

/** A term reached or renewed today ends TIER_TERM_MONTHS later, the day before. */
export function termEndFrom(startDate: string): string {
  return addDays(addMonths(startDate, TIER_TERM_MONTHS), -1);
}

/** The end of the term running on `today` for terms that started on `startDate` and renew every year. */
export function currentTermEnd(startDate: string, today: string): string {
  let end = termEndFrom(startDate);
  while (end < today) end = termEndFrom(addDays(end, 1));
  return end;
}

/**
 * The spend within a term that keeps a level for another term (see tierAtTermEnd): its own min_cash;
 * null for a level with no threshold, which nobody falls from.
 */
export function renewCashOf(level: LevelView): number | null {
  return level.min_cash > 0 ? level.min_cash : null;
}

/**
 * At the end of a term: a member whose spend in the term reached their own level's min_cash keeps the
 * tier (tier 3 renews this way; others normally upgraded earlier); otherwise the tier falls to the level
 * the spend reached. Either way a new term starts and the spend counter restarts at 0.
 */
export function tierAtTermEnd(
  tier: number,
  spend: number,
  levels: readonly LevelView[] = DEFAULT_LEVELS,
): { tier: number; renewed: boolean } {
  if (tier === NEW_WEBSITE_MEMBER_TIER) return { tier, renewed: false };
  const renewed = spend >= nowLevel(tier, levels).min_cash;
  return { tier: renewed ? tier : levelReachedBy(spend, levels), renewed };
}

/** An order counts once its appreciation period is over, with no return or refund on record. */
export function countsTowardSpend(input: {
  shippedAt: Date | null;
  shipMethod: ShipMethod;
  hasReturnOrRefund: boolean;
  now: Date;
}): boolean {
  if (!input.shippedAt || input.hasReturnOrRefund) return false;
  return isAppreciationOver(input.shippedAt, input.shipMethod, input.now);
}
