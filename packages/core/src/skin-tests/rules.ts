import { NEW_MEMBER_TIER } from '../accounts/rules.ts';
import { skinTestMessages as m } from '../messages/skin-tests.ts';
import { CONCERN_NUMBER } from './constants.ts';

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
