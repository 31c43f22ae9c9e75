// A buy-gift event (買N送1) seen from a member's cart: what the units in scope earn and how many more units
// the next gift needs (the same count the pricing engine uses: floor(units ÷ buy_count) × gift_count).

export interface BuyGiftProgress {
  /** Gifts these units earn. */
  gifts_earned: number;
  /** Units still to add for the next gift; 0 when the event gives nothing (buy_count 0). */
  units_to_next_gift: number;
}

export function buyGiftProgress(units: number, buyCount: number, giftCount: number): BuyGiftProgress {
  if (!Number.isInteger(buyCount) || buyCount <= 0) return { gifts_earned: 0, units_to_next_gift: 0 };
  const whole = Math.max(0, Math.floor(units));
  return {
    gifts_earned: Math.floor(whole / buyCount) * Math.max(0, giftCount),
    units_to_next_gift: buyCount - (whole % buyCount),
  };
}
