// A gift is given while both its own stock (the activity's gift_stock) and its product's stock last: an order
// takes both. A gift the cart earns but the shop has none of left is left out with a notice instead of making
// the order fail (docs/decisions/054-free-lines-from-the-server.md).
import { pricingMessages } from '../messages/pricing.ts';
import type { GiftNotice, PricedGift, PricingPromotions } from './types.ts';

type Open = Required<PricingPromotions>;
type GiftActivities = Open['giftActivities'];
type ThresholdActivities = Open['thresholdActivities'];

/** Stock no gift reaches: the stock a gift is priced with when we ask what the cart would earn unlimited. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export interface StockedGifts {
  giftActivities: GiftActivities;
  thresholdActivities: ThresholdActivities;
  /** Some gift has none left: the cart may earn a gift it is not given. */
  short: boolean;
}

/** The gift activities with each gift's stock set by `stockOf(p_id, gift_stock)`. */
function restocked(open: Open, stockOf: (p_id: number, giftStock: number) => number) {
  return {
    giftActivities: open.giftActivities.map((activity) => ({
      ...activity,
      gifts: activity.gifts.map((gift) => ({ ...gift, gift_stock: stockOf(gift.p_id, gift.gift_stock) })),
    })),
    thresholdActivities: open.thresholdActivities.map((activity) => ({
      ...activity,
      groups: activity.groups.map((level) =>
        level.gift ? { ...level, gift_stock: stockOf(level.gift.p_id, level.gift_stock) } : level,
      ),
    })),
  };
}

/** Each gift's stock capped by its product's stock (`productStock`, unlimited when unknown). */
export function withGiftProductStock(
  open: Open,
  productStock: (p_id: number) => number | undefined,
): StockedGifts {
  let short = false;
  const stocked = restocked(open, (p_id, giftStock) => {
    const stock = Math.max(0, Math.min(giftStock, productStock(p_id) ?? giftStock));
    if (stock <= 0) short = true;
    return stock;
  });
  return { ...stocked, short };
}

/** The gift activities as if no gift ever ran out: what the cart earns by its lines alone. */
export function withUnlimitedGifts(open: Open) {
  return restocked(open, () => UNLIMITED);
}

/** The gifts earned (`wanted`) that are not given (`given`), one notice each. */
export function soldOutNotices(wanted: readonly PricedGift[], given: readonly PricedGift[]): GiftNotice[] {
  const notices: GiftNotice[] = [];
  for (const gift of wanted) {
    const same = (g: { activity_id: number; p_id: number }) =>
      g.activity_id === gift.activity_id && g.p_id === gift.p_id;
    if (given.some(same) || notices.some(same)) continue;
    notices.push({
      activity_id: gift.activity_id,
      p_id: gift.p_id,
      p_name: gift.p_name,
      message: pricingMessages.giftSoldOut(gift.p_name),
    });
  }
  return notices;
}
