// Whether the skin-test cart (onlineSkinTestCart) may be ordered by this member now: the campaign's trial
// pack only, one, for a new member (tier 99) who took the website skin test, never had it in a holding
// order, while stocks last, delivered in Taiwan (member-area §5 "Campaign trial claim", §6, §9;
// docs/decisions/095-ordering-the-trial-and-skin-test-carts.md). The browser's own check of the same
// rules is trialClaimRefusal in packages/core; this one reads the server's records.
import { skinTestMessages as m, NEW_MEMBER_TIER, type ShipMethod, TRIAL_PRODUCT_ID } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { selectMemberById } from '../members/index.ts';
import * as repository from './skin-tests.repository.ts';

export interface SkinTestCartLine {
  productId: number;
  quantity: number;
}

/** Null when the lines may be ordered; else the Chinese message the order is refused with. */
export async function trialOrderRefusal(
  db: Database,
  memberId: number,
  lines: readonly SkinTestCartLine[],
  ship: ShipMethod,
): Promise<string | null> {
  if (lines.length === 0) return null;
  if (lines.some((line) => line.productId !== TRIAL_PRODUCT_ID)) return m.trial.onlyTrialInCart;
  if (lines.reduce((sum, line) => sum + line.quantity, 0) !== 1) return m.trial.onePerOrder;
  if (ship === 'hk') return m.trial.taiwanOnly;
  const [member, tested, ordered, product] = await Promise.all([
    selectMemberById(db, memberId),
    repository.memberHasFaceTest(db, memberId),
    repository.memberHasOrdered(db, memberId, TRIAL_PRODUCT_ID),
    db
      .select({ stock: schema.products.stock, p_show: schema.products.p_show })
      .from(schema.products)
      .where(eq(schema.products.p_id, TRIAL_PRODUCT_ID))
      .then((rows) => rows[0] ?? null),
  ]);
  if (member?.member_nowtier2025 !== NEW_MEMBER_TIER) return m.trial.newMembersOnly;
  if (ordered) return m.trial.alreadyClaimed;
  if (!tested) return m.trial.testFirst;
  if (product?.p_show !== 1 || product.stock <= 0) return m.trial.soldOut;
  return null;
}

/**
 * The claim of the trial made inside the order's transaction, after its rows are written: two orders of one
 * member sent at once both pass trialOrderRefusal's read, so the second to take the lock finds the first's
 * order and is refused (docs/decisions/115-one-trial-claim-per-member-under-races.md).
 */
export async function claimTrialInOrder(
  tx: Database,
  memberId: number,
  orderId: number,
): Promise<string | null> {
  await repository.lockTrialClaim(tx, memberId);
  const claimed = await repository.memberHasOrdered(tx, memberId, TRIAL_PRODUCT_ID, orderId);
  return claimed ? m.trial.alreadyClaimed : null;
}
