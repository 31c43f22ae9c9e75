// Gift activities (open, category, product, choice, buy-gift 買N送1): NT$ 0 lines, limited by gift stock,
// triggered by the priced product lines in their scope (PROMOTIONS.md 'Gifts').
import { inScope } from './scope.ts';
import type {
  ChoiceGiftOffer,
  PricedGift,
  PricedLine,
  PricingGiftActivity,
  PricingGiftProduct,
  PricingProduct,
} from './types.ts';

/** A picked gift of a choice activity (a main-cart line of kind CHOICE_GIFT). */
export interface GiftPick {
  activity_id: number;
  p_id: number;
  quantity: number;
}

interface ScopeTotals {
  spend: number;
  units: number;
}

function scopeTotals(
  activity: PricingGiftActivity,
  lines: PricedLine[],
  catalogue: Map<number, PricingProduct>,
) {
  const totals: ScopeTotals = { spend: 0, units: 0 };
  for (const line of lines) {
    const product = catalogue.get(line.productId);
    if (!product || !inScope(product, activity.scope)) continue;
    totals.spend += line.amount;
    totals.units += line.quantity;
  }
  return totals;
}

function triggered(activity: PricingGiftActivity, totals: ScopeTotals): boolean {
  if (activity.trigger.type === 'spend') return totals.spend >= activity.trigger.value;
  if (activity.trigger.type === 'count') return totals.units >= activity.trigger.value;
  return totals.units > 0;
}

function giftLine(activity: PricingGiftActivity, gift: PricingGiftProduct, quantity: number): PricedGift {
  return {
    activity_id: activity.activity_id,
    activity_type: activity.activity_type,
    activity_name: activity.activity_name,
    p_id: gift.p_id,
    p_name: gift.p_name,
    p_img: gift.p_img,
    quantity: Math.min(quantity, gift.gift_stock),
    price: 0,
  };
}

/** A pick is one unit of one gift; picks past choose_count or of a gift out of stock are not honoured. */
function chosenGifts(activity: PricingGiftActivity, picks: GiftPick[]): PricedGift[] {
  let left = activity.choose_count;
  const lines: PricedGift[] = [];
  for (const pick of picks) {
    const gift = activity.gifts.find((g) => g.p_id === pick.p_id && g.gift_stock > 0);
    if (pick.activity_id !== activity.activity_id || !gift || left <= 0) continue;
    if (lines.some((line) => line.p_id === gift.p_id)) continue;
    const line = giftLine(activity, gift, 1);
    left -= line.quantity;
    lines.push(line);
  }
  return lines;
}

function choiceOffer(activity: PricingGiftActivity, chosen: PricedGift[]): ChoiceGiftOffer {
  return {
    activity_id: activity.activity_id,
    activity_name: activity.activity_name,
    choose_count: activity.choose_count,
    gifts: activity.gifts
      .filter((g) => g.gift_stock > 0)
      .map((g) => ({ p_id: g.p_id, p_name: g.p_name, p_img: g.p_img })),
    picked: chosen.map((line) => line.p_id),
  };
}

export interface EarnedGifts {
  lines: PricedGift[];
  /** Choice activities whose threshold is met, with what is picked. */
  choiceOffers: ChoiceGiftOffer[];
  /** Picks the cart no longer earns (threshold not met, activity closed, gift gone). */
  dropped: GiftPick[];
}

/** The gift lines the cart has earned; choice activities give only what the shopper picked. */
export function earnedGifts(
  activities: PricingGiftActivity[],
  lines: PricedLine[],
  catalogue: Map<number, PricingProduct>,
  picks: GiftPick[],
): EarnedGifts {
  const earned: PricedGift[] = [];
  const choiceOffers: ChoiceGiftOffer[] = [];
  for (const activity of activities) {
    const totals = scopeTotals(activity, lines, catalogue);
    if (activity.activity_type === 'buy_gift') {
      const times = activity.buy_count > 0 ? Math.floor(totals.units / activity.buy_count) : 0;
      const gift = activity.gifts.find((g) => g.gift_stock > 0);
      if (times > 0 && gift) earned.push(giftLine(activity, gift, times * activity.gift_count));
      continue;
    }
    if (!triggered(activity, totals)) continue;
    if (activity.activity_type === 'choice') {
      const chosen = chosenGifts(activity, picks);
      earned.push(...chosen);
      choiceOffers.push(choiceOffer(activity, chosen));
      continue;
    }
    for (const gift of activity.gifts)
      if (gift.gift_stock > 0) earned.push(giftLine(activity, gift, gift.gift_quantity));
  }
  const honoured = (pick: GiftPick) =>
    earned.some((line) => line.activity_id === pick.activity_id && line.p_id === pick.p_id);
  return { lines: earned, choiceOffers, dropped: picks.filter((pick) => !honoured(pick)) };
}
