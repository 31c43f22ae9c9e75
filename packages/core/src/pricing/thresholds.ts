// Threshold activities (滿額折 / 滿額贈) and their progress bars (storefront.md §2.9, PROMOTIONS.md).
import { discountLabel } from '../catalogue/price-display.ts';
import { THRESHOLD_RATE_SCALE } from '../catalogue/threshold-level.ts';
import { pricingMessages as words } from '../messages/pricing.ts';
import { type Currency, toHkd } from '../money/currency.ts';
import { PERCENT, THRESHOLD_BAR_LIGHT_TEXT_ABOVE_PERCENT } from './constants.ts';
import { inScope } from './scope.ts';
import type {
  PricedGift,
  PricedLine,
  PricingCatalogue,
  PricingThresholdActivity,
  PricingThresholdLevel,
  ThresholdBar,
} from './types.ts';

function barMoney(twd: number, currency: Currency): string {
  return currency === 'HKD' ? words.barMoneyHkd(toHkd(twd)) : words.barMoneyTwd(twd);
}

/** '滿NT$1,500折NT$150', '滿NT$3,000享9折', '滿NT$2,000送面膜×2' (HKD: '滿HKD 365折HKD 37'). */
export function thresholdBarLevelText(level: PricingThresholdLevel, currency: Currency): string {
  const threshold = barMoney(level.threshold, currency);
  if (level.kind === 'amount_off') return words.levelAmountOff(threshold, barMoney(level.value, currency));
  if (level.kind === 'rate')
    return words.levelRate(threshold, discountLabel(level.value / THRESHOLD_RATE_SCALE));
  return words.levelGift(threshold, level.gift?.p_name ?? '', level.value);
}

/** What a reached level takes off an eligible subtotal (gift levels take nothing off). */
export function levelDiscount(level: PricingThresholdLevel, eligible: number): number {
  if (level.kind === 'amount_off') return Math.min(level.value, eligible);
  if (level.kind === 'rate') return eligible - Math.round((eligible * level.value) / THRESHOLD_RATE_SCALE);
  return 0;
}

function statusText(
  eligible: number,
  reached: PricingThresholdLevel | null,
  next: PricingThresholdLevel | null,
  currency: Currency,
) {
  if (next)
    return words.barRemaining(
      barMoney(next.threshold - eligible, currency),
      thresholdBarLevelText(next, currency),
    );
  return reached ? words.barReached(thresholdBarLevelText(reached, currency)) : '';
}

export interface ThresholdOutcome {
  bars: ThresholdBar[];
  discount: number;
  gifts: PricedGift[];
}

/** Bars, discounts and gift lines of the open threshold activities over the priced product lines. */
export function applyThresholds(
  activities: PricingThresholdActivity[],
  lines: PricedLine[],
  catalogue: Map<number, PricingCatalogue['products'][number]>,
  currency: Currency,
  /** Kit lines have no single product: they count toward activities over the whole shop only. */
  kitSubtotal = 0,
): ThresholdOutcome {
  const outcome: ThresholdOutcome = { bars: [], discount: 0, gifts: [] };
  for (const activity of activities) {
    const levels = [...activity.groups].sort((x, y) => x.threshold - y.threshold);
    if (levels.length === 0) continue;
    const eligible = lines.reduce(
      (sum, line) => {
        const product = catalogue.get(line.productId);
        return product && inScope(product, activity.scope) ? sum + line.amount : sum;
      },
      activity.scope.type === 'all' ? kitSubtotal : 0,
    );
    const reached = levels.filter((l) => l.threshold <= eligible).at(-1) ?? null;
    const next = levels.find((l) => l.threshold > eligible) ?? null;
    const discount = reached ? levelDiscount(reached, eligible) : 0;
    const percentage = next ? Math.floor(Math.min(PERCENT, (eligible / next.threshold) * PERCENT)) : PERCENT;
    outcome.discount += discount;
    const byCurrency: Record<Currency, string> = {
      TWD: statusText(eligible, reached, next, 'TWD'),
      HKD: statusText(eligible, reached, next, 'HKD'),
    };
    outcome.bars.push({
      activity_id: activity.activity_id,
      activity_title: activity.activity_title,
      percentage,
      statusText: byCurrency[currency],
      statusTextByCurrency: byCurrency,
      eligibleSubtotal: eligible,
      discount,
      lightText: percentage > THRESHOLD_BAR_LIGHT_TEXT_ABOVE_PERCENT,
    });
    if (reached?.kind === 'gift' && reached.gift && reached.gift_stock > 0) {
      outcome.gifts.push({
        activity_id: activity.activity_id,
        activity_type: 'threshold',
        activity_name: activity.activity_title,
        p_id: reached.gift.p_id,
        p_name: reached.gift.p_name,
        p_img: reached.gift.p_img,
        quantity: Math.min(reached.value, reached.gift_stock),
        price: 0,
      });
    }
  }
  return outcome;
}
