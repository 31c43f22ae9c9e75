// Display rules of the member center (member-area-and-tools.md §2.2, §9).
import { isValidOrderStatus } from '../checkout/order-status.ts';
import { taipeiDate } from '../dates/taipei.ts';
import { GIFT_TYPE_NAMES, memberCenterMessages as t } from '../messages/members.ts';

/** The monthly gift's name (type 4), which already reads as a gift: no 禮 is added to it. */
const MONTHLY_GIFT_NAME = GIFT_TYPE_NAMES[4] ?? '月月領';

export const NEW_WEBSITE_MEMBER_TIER = 99;
export const TOP_TIER = 3;
/** Tiers whose name is printed white on the card; every other tier is gold. */
const WHITE_NAME_TIERS: readonly number[] = [0, 1, NEW_WEBSITE_MEMBER_TIER];

export const ACCOUNT_NAME_MAX_CHARS = { desktop: 15, mobile: 12 } as const;
export const ORDERS_PER_PAGE = { desktop: 10, mobile: 5 } as const;
export const PAGE_WINDOW = { desktop: 5, mobile: 3 } as const;
/** Orders per page of get-orders?page= (the orders list). */
export const MEMBER_ORDERS_PER_PAGE = 10;
/** The member center's history covers this many days back from today (Taipei). */
export const ONE_YEAR_HISTORY_DAYS = 365;
/** Messages per page of the message center (the same page size get-messages uses). */
export const MESSAGES_PER_PAGE = 10;
export type Viewport = keyof typeof ORDERS_PER_PAGE;

/** Days before the end date that the renew/upgrade sentence names as the deadline. */
export const RENEWAL_CUTOFF_DAYS = 30;

/** card{tier}.png; tier 99 is drawn as card0. */
export function cardImageName(tier: number): string {
  return `card${tier === NEW_WEBSITE_MEMBER_TIER ? 0 : tier}.png`;
}

export function cardNameColour(tier: number): 'white' | 'gold' {
  return WHITE_NAME_TIERS.includes(tier) ? 'white' : 'gold';
}

/** The account name cut to 15 characters on desktop, 12 on mobile (no ellipsis: the spec only cuts). */
export function cardAccountName(name: string, viewport: Viewport): string {
  return Array.from(name).slice(0, ACCOUNT_NAME_MAX_CHARS[viewport]).join('');
}

/** Thousands separators: 12000 → '12,000'. */
export function withThousands(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** buytotal2025 / next_level.min_cash × 100, kept within 0..100 for the bar. */
export function spendProgressPercent(buytotal: number, nextMinCash: number): number {
  if (nextMinCash <= 0) return 100;
  return Math.min(100, Math.max(0, (buytotal / nextMinCash) * 100));
}

/** 續會 for tier 3, 升等 for every other tier. */
export function tierWord(tier: number): string {
  return tier === TOP_TIER ? t.wordRenew : t.wordUpgrade;
}

export interface LevelView {
  level_id: number;
  min_cash: number;
  level_name: string;
}

/** '{end_date_before_30_days}前 再消費${remaining} 即可{word}{next level name}' with the remaining amount separated. */
export function spendToGoSentence(input: {
  tier: number;
  buytotal: number;
  nextLevel: LevelView;
  endDateBefore30Days: string;
}): string {
  const remaining = Math.max(0, input.nextLevel.min_cash - input.buytotal);
  // Nothing left to spend: 'spend $0 more' would ask for nothing; say the level is reached instead.
  if (remaining === 0) return t.spendReached(tierWord(input.tier), input.nextLevel.level_name);
  return t.spendToGo(
    input.endDateBefore30Days,
    withThousands(remaining),
    tierWord(input.tier),
    input.nextLevel.level_name,
  );
}

/**
 * 尚未領取贈禮 box: unclaimed_gift_word + 禮, or 當前無禮贈. A word that ends in 月月領 (the monthly gift's
 * whole name, member-area §3) is shown as it is: 月月領, not 月月領禮.
 */
export function unclaimedGiftBox(unclaimedGiftWord: string | null | undefined): string {
  if (!unclaimedGiftWord) return t.noGift;
  return unclaimedGiftWord.endsWith(MONTHLY_GIFT_NAME)
    ? unclaimedGiftWord
    : `${unclaimedGiftWord}${t.giftSuffix}`;
}

/** 升等後可領取 box: next level name + word + 禮, or 當前無禮贈 when there is no next level. */
export function afterUpgradeBox(tier: number, nextLevel: LevelView | null | undefined): string {
  return nextLevel?.level_name ? `${nextLevel.level_name}${tierWord(tier)}${t.giftSuffix}` : t.noGift;
}

export interface HistoryOrder {
  ordermain_id: number;
  ordermain_dt1: string;
  ordermain_status: number;
  ordermain_sn: string;
  ordermain_total: number;
  points: number;
  ispoints: boolean | 0 | 1;
  is_valid?: boolean;
}

/** is_valid when given, else the status rule of the second reading. */
export function orderIsValid(order: HistoryOrder): boolean {
  return order.is_valid ?? isValidOrderStatus(order.ordermain_status);
}

/** Valid and not yet credited: shown with the 鑑賞中未入 badge. */
export function isInAppreciation(order: HistoryOrder): boolean {
  return orderIsValid(order) && !order.ispoints;
}

/** 待過鑑賞金額: the sum of valid orders not yet credited. */
export function pendingAppreciationAmount(orders: readonly HistoryOrder[]): number {
  return orders.filter(isInAppreciation).reduce((sum, order) => sum + order.ordermain_total, 0);
}

export type SortKey = 'amount' | 'points';
export type SortDirection = 'asc' | 'desc';
export interface HistorySort {
  key: SortKey;
  direction: SortDirection;
}

/** A sort toggle: a new column starts descending, the same column flips. */
export function toggleSort(current: HistorySort | null, key: SortKey): HistorySort {
  if (current?.key !== key) return { key, direction: 'desc' };
  return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

export function sortHistory(orders: readonly HistoryOrder[], sort: HistorySort | null): HistoryOrder[] {
  if (!sort) return [...orders];
  const value = (order: HistoryOrder) => (sort.key === 'amount' ? order.ordermain_total : order.points);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...orders].sort((a, b) => sign * (value(a) - value(b)));
}

/** Order dates as YYYY-MM-DD, the Taipei day of a timestamp (a bare date stays as it is). */
export function historyDate(value: string): string {
  const instant = value.length > 10 ? new Date(value) : null;
  return instant && !Number.isNaN(instant.getTime()) ? taipeiDate(instant) : value.slice(0, 10);
}
