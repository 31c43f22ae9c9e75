import { NEW_MEMBER_TIER } from '../accounts/rules.ts';
import { skinAnalyzerMessages as am } from '../messages/skin-analyzer.ts';
import { skinTestMessages as m } from '../messages/skin-tests.ts';
import {
  CAMPAIGN_MAX_UNITS_PER_PRODUCT,
  CHOOSE_ONE_PRODUCT_IDS,
  CONCERN_NUMBER,
  SKIN_CAMPAIGN_ENDS_AT,
} from './constants.ts';

/**
 * q1 and q2 of a campaign record: only concerns with a number are kept, sorted ascending, the first two
 * sent (null when missing) — member-area-and-tools.md §5 "Concern selection".
 */
export function concernQuestions(concerns: readonly string[]): { q1: number | null; q2: number | null } {
  const numbers = concerns
    .filter((c): c is keyof typeof CONCERN_NUMBER => Object.hasOwn(CONCERN_NUMBER, c))
    .map((c) => CONCERN_NUMBER[c])
    .sort((a, b) => a - b);
  return { q1: numbers[0] ?? null, q2: numbers[1] ?? null };
}

/** What the trial claim needs to know (§5 "Campaign trial claim"). */
export interface TrialClaimState {
  loggedIn: boolean;
  /** member_nowtier2025; null when unknown. */
  tier: number | null;
  canClaim: boolean;
  trialStock: number;
  /** The trial is already a line of the skin-test cart. */
  inSkinTestCart: boolean;
}

export interface TrialRefusal {
  message: string;
  /** Where the page goes after the message. */
  goTo?: '/login' | '/my_cartlist';
}

/**
 * The campaign trial claim's checks in the spec's order (§5), each with its §8 message: logged in, a new
 * member (tier 99), can_claim, stock, not already in the skin-test cart. Null: the claim may go ahead.
 */
export function trialClaimRefusal(state: TrialClaimState): TrialRefusal | null {
  if (!state.loggedIn) return { message: m.trial.loginFirst, goTo: '/login' };
  if (state.tier !== NEW_MEMBER_TIER) return { message: m.trial.newMembersOnly };
  if (!state.canClaim) return { message: m.trial.alreadyClaimed };
  if (state.trialStock <= 0) return { message: m.trial.soldOut };
  if (state.inSkinTestCart) return { message: m.trial.alreadyInCart, goTo: '/my_cartlist' };
  return null;
}

/**
 * Campaign mode (§4): before the campaign's end and without `?test=1`, or while the shop's dated campaign
 * activity is open (docs/decisions/096: the spec's date has passed; the activity lets the shop run it again).
 */
export function isSkinCampaignMode(now: Date, testParam: string | null, activityOpen = false): boolean {
  if (testParam === '1') return false;
  return activityOpen || now.getTime() < Date.parse(SKIN_CAMPAIGN_ENDS_AT);
}

/** The quantity picker's start (§9): 0 for products 341 and 2677 in a section tagged 2選1, else 1. */
export function bulkDefaultQuantity(productId: number, sectionTags: readonly string[]): number {
  const chooseOne = sectionTags.some((tag) => tag.includes('2選1'));
  return chooseOne && CHOOSE_ONE_PRODUCT_IDS.includes(productId) ? 0 : 1;
}

/** The quantity picker's largest choice (§5): min(stock, 4), never below 0. */
export function bulkQuantityMax(stock: number): number {
  return Math.max(0, Math.min(stock, CAMPAIGN_MAX_UNITS_PER_PRODUCT));
}

export interface BulkAddItem {
  productId: number;
  name: string;
  quantity: number;
}

export type BulkAddPlan =
  | { kind: 'none'; message: string }
  | {
      kind: 'plan';
      /** What goes into the cart. */
      add: { productId: number; quantity: number }[];
      /** One §8 message per skipped item (already 4 in the cart with this add). */
      skipped: string[];
      /** Units added (成功加入 {n} 件商品到購物車) and items skipped (有 {n} 件商品無法加入購物車). */
      addedUnits: number;
    };

/**
 * The campaign bulk add (§5): at least one item with quantity > 0 (請至少選擇一件商品); an item whose cart
 * quantity plus its own would pass 4 is skipped with 商品 {name} 在購物車中的數量已達上限（最多4件）.
 */
export function bulkAddPlan(
  items: readonly BulkAddItem[],
  inCart: (productId: number) => number,
): BulkAddPlan {
  const chosen = items.filter((item) => item.quantity > 0);
  if (chosen.length === 0) return { kind: 'none', message: am.bulk.chooseOne };
  const add: { productId: number; quantity: number }[] = [];
  const skipped: string[] = [];
  for (const item of chosen) {
    if (inCart(item.productId) + item.quantity > CAMPAIGN_MAX_UNITS_PER_PRODUCT)
      skipped.push(am.bulk.overLimit(item.name));
    else add.push({ productId: item.productId, quantity: item.quantity });
  }
  return { kind: 'plan', add, skipped, addedUnits: add.reduce((sum, a) => sum + a.quantity, 0) };
}
