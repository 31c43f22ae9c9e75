import { catalogueMessages } from '../messages/catalogue.ts';
import { type Currency, DEFAULT_CURRENCY, formatPrice } from '../money/currency.ts';
import { discountLabel } from './price-display.ts';

/** A `rate` level's value is in thousandths of the price: 900 = 9折. */
export const THRESHOLD_RATE_SCALE = 1000;

export interface ThresholdLevel {
  threshold: number;
  kind: 'amount_off' | 'rate' | 'gift';
  value: number;
  gift?: { p_name: string } | null;
}

/**
 * How a threshold level reads on the product page: '滿 NT$1,500 折 NT$150', '滿 NT$3,000 享 9折',
 * '滿 NT$2,000 送 面膜 ×2'; on HKD pages the amounts are HKD ('滿 HKD 365 折 HKD 37').
 */
export function thresholdLevelText(level: ThresholdLevel, currency: Currency = DEFAULT_CURRENCY): string {
  const words = catalogueMessages.product;
  const spend = words.thresholdSpend(formatPrice(level.threshold, currency));
  if (level.kind === 'amount_off') return words.thresholdAmountOff(spend, formatPrice(level.value, currency));
  if (level.kind === 'rate')
    return words.thresholdRate(spend, discountLabel(level.value / THRESHOLD_RATE_SCALE));
  return words.thresholdGift(spend, level.gift?.p_name ?? '', level.value);
}
