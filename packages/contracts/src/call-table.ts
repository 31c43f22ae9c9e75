import { accountsCalls, devCalls } from './accounts-calls.ts';
import { balanceCalls } from './balance-calls.ts';
import { campaignCalls } from './campaign-calls.ts';
import { cartCalls } from './cart-calls.ts';
import { catalogueCalls } from './catalogue-calls.ts';
import { checkoutCalls, logisticsCalls } from './checkout-calls.ts';
import { consultationCalls } from './consultation-calls.ts';
import { contentPageCalls } from './content-page-calls.ts';
import type { AnyCall } from './define-call.ts';
import { giftCalls } from './gift-calls.ts';
import { ingredientCheckerCalls } from './ingredient-checker-calls.ts';
import { memberOrderCalls } from './member-orders.ts';
import { membersCalls } from './members.ts';
import { promotionCalls } from './promotion-calls.ts';
import { returnCalls } from './returns.ts';
import { routineFinderCalls } from './routine-finder-calls.ts';
import { calls } from './shell-calls.ts';
import { activityCalls, skinTestCalls } from './skin-test-calls.ts';
import { trackingCalls } from './tracking-calls.ts';

/** Every call of the API by domain table: what the server must serve and the client may send. */
export const callTables: Record<string, Record<string, AnyCall>> = {
  shell: calls,
  catalogue: catalogueCalls,
  promotions: promotionCalls,
  contentPages: contentPageCalls,
  accounts: accountsCalls,
  campaigns: campaignCalls,
  cart: cartCalls,
  checkout: checkoutCalls,
  logistics: logisticsCalls,
  members: membersCalls,
  balances: balanceCalls,
  consultations: consultationCalls,
  routineFinder: routineFinderCalls,
  skinTests: skinTestCalls,
  activities: activityCalls,
  ingredientChecker: ingredientCheckerCalls,
  memberOrders: memberOrderCalls,
  returns: returnCalls,
  gifts: giftCalls,
  tracking: trackingCalls,
  dev: devCalls,
};

/** Every call, one list. */
export const allCalls: readonly AnyCall[] = Object.values(callTables).flatMap((table) =>
  Object.values(table),
);
