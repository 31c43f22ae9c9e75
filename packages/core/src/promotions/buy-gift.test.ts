import { describe, expect, it } from 'vitest';
import { buyGiftProgress } from './buy-gift.ts';

describe('buyGiftProgress (買N送1 from the member’s cart)', () => {
  it('counts whole rounds of buy_count and what the next gift still needs', () => {
    expect(buyGiftProgress(0, 2, 1)).toEqual({ gifts_earned: 0, units_to_next_gift: 2 });
    expect(buyGiftProgress(1, 2, 1)).toEqual({ gifts_earned: 0, units_to_next_gift: 1 });
    expect(buyGiftProgress(2, 2, 1)).toEqual({ gifts_earned: 1, units_to_next_gift: 2 });
    expect(buyGiftProgress(7, 3, 2)).toEqual({ gifts_earned: 4, units_to_next_gift: 2 });
  });

  it('gives nothing for an event without a buy count', () => {
    expect(buyGiftProgress(5, 0, 1)).toEqual({ gifts_earned: 0, units_to_next_gift: 0 });
  });
});
