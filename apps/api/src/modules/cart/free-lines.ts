// What the pricing needs from the server's own records to price free lines and gifts: the member's open
// gift claims and the stock of the gift products (docs/decisions/054-free-lines-from-the-server.md).
import type { PricingCarts, PricingGiftClaimLine, PricingPromotions } from '@shop/core';
import { type CartSummary, pricingMessages } from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import { openClaimLines } from '../gifts/index.ts';
import { keptProductStock } from './pricing-products.ts';

/** The member's open claims, read only when a free-line cart holds something (a guest has none). */
export async function claimsFor(
  db: Database,
  carts: PricingCarts,
  memberId: number | null,
): Promise<PricingGiftClaimLine[]> {
  const asked = (carts.memberGiftCart?.length ?? 0) + (carts.memberGiftPerk?.length ?? 0);
  if (asked === 0 || memberId === null) return [];
  return openClaimLines(db, memberId);
}

/** The products the open promotions give away. */
export function giftProductIds(promotions: PricingPromotions): number[] {
  const ids = new Set<number>();
  for (const activity of promotions.giftActivities ?? [])
    for (const gift of activity.gifts) ids.add(gift.p_id);
  for (const activity of promotions.thresholdActivities ?? [])
    for (const level of activity.groups) if (level.gift) ids.add(level.gift.p_id);
  return [...ids].sort((a, b) => a - b);
}

/**
 * The stock of the gift products for the preview, kept PRICING_PRODUCTS_KEPT_MS (like its product rows),
 * so a preview costs no query for it; an order reads it now with its products (selectOrderProducts).
 */
export async function keptGiftProductStock(
  db: Database,
  giftIds: number[],
  now: number,
): Promise<Record<number, number>> {
  if (giftIds.length === 0) return {};
  return keptProductStock(db, giftIds, now);
}

/** A free line the member's claims do not cover is refused, not silently dropped (422). */
export function refuseUnentitledFreeLines(summary: CartSummary): void {
  const refused = summary.unpriced.filter((entry) => entry.reason === 'not_entitled');
  if (refused.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const entry of refused) errors[`carts.${entry.cart}`] = [pricingMessages.freeLineNotEntitled];
  throw new ApiError(422, ErrorCode.validationFailed, pricingMessages.freeLineNotEntitled, errors);
}
