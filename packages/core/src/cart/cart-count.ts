// The cart count of storefront.md §9 as the preview and the mobile badge show it.

export interface CartCountParts {
  totalCartQuantity: number;
  pointCartTotalQuantity: number;
  memberGiftCartTotalQuantity: number;
  onlineSkinTestCartTotalQuantity: number;
  /** canGetPinkBag202510CRM: a boolean or the string 'true'. */
  canGetPinkBag202510CRM?: boolean | string;
}

/** The campaign gift is earned when the flag is true or the string 'true' (§3). */
export function campaignGiftEarned(flag: boolean | string | undefined): boolean {
  return flag === true || flag === 'true';
}

/** totalCartQuantity + pointCartTotalQuantity + memberGiftCartTotalQuantity + onlineSkinTestCartTotalQuantity; mobile adds 1 for the campaign gift. */
export function cartCount(parts: CartCountParts, mobile: boolean): number {
  const sum =
    parts.totalCartQuantity +
    parts.pointCartTotalQuantity +
    parts.memberGiftCartTotalQuantity +
    parts.onlineSkinTestCartTotalQuantity;
  return mobile && campaignGiftEarned(parts.canGetPinkBag202510CRM) ? sum + 1 : sum;
}
