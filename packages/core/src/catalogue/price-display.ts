// Price display rules of storefront.md §9 and PROMOTIONS.md: pure, integer TWD in, labels out.
import { type Currency, DEFAULT_CURRENCY, formatPrice } from '../money/currency.ts';

/** What a price shows: the amount to pay and, when it differs, the struck-through list amount. */
export interface PriceDisplay {
  /** The amount the shopper pays (TWD). */
  amount: number;
  /** The list amount shown struck through; null when there is nothing to strike. */
  struck: number | null;
}

export interface PriceLabels {
  amount: string;
  struck: string | null;
}

/** Half up, once per unit (PROMOTIONS.md 'Money'): round(p_price × multiplier). */
export function unitPriceAfter(pPrice: number, multiplier: number): number {
  // Multipliers are decimals (0.85); the epsilon keeps 0.5 products such as 1190 × 0.85 from falling below.
  return Math.round(pPrice * multiplier + 1e-9);
}

/**
 * Regular line (§9): a single price when p_price equals discounted_price; otherwise p_price × quantity
 * struck through and discounted_price × quantity.
 */
export function regularLinePrice(
  pPrice: number,
  discountedPrice: number | null | undefined,
  quantity = 1,
): PriceDisplay {
  const paid = discountedPrice ?? pPrice;
  if (paid === pPrice) return { amount: pPrice * quantity, struck: null };
  return { amount: paid * quantity, struck: pPrice * quantity };
}

/** Sale-event line (§9): round(p_price × applicableDiscount.sale) × quantity beside a struck p_price × quantity. */
export function saleEventLinePrice(pPrice: number, sale: number, quantity = 1): PriceDisplay {
  const amount = unitPriceAfter(pPrice, sale) * quantity;
  return { amount, struck: amount === pPrice * quantity ? null : pPrice * quantity };
}

/** Match-pair line (§9): round(p_price × matchpair_sale) × quantity; the list price is struck beside it. */
export function matchPairLinePrice(pPrice: number, matchpairSale: number, quantity = 1): PriceDisplay {
  return saleEventLinePrice(pPrice, matchpairSale, quantity);
}

/** Point line (§9): an exchange item costs dpoint when not 0, otherwise point; times the quantity. */
export function exchangePoints(item: { point: number; dpoint: number }, quantity = 1): number {
  return (item.dpoint !== 0 ? item.dpoint : item.point) * quantity;
}

/** The labels of a price in the shopper's currency ('$ 1200' / 'HKD 292'). */
export function priceLabels(price: PriceDisplay, currency: Currency = DEFAULT_CURRENCY): PriceLabels {
  return {
    amount: formatPrice(price.amount, currency),
    struck: price.struck === null ? null : formatPrice(price.struck, currency),
  };
}

/** A multiplier as the discount Taiwanese shops print: 0.85 → '85折', 0.9 → '9折', 1 → ''. */
export function discountLabel(multiplier: number): string {
  if (!(multiplier > 0 && multiplier < 1)) return '';
  const tenths = Math.round(multiplier * 100);
  const text = tenths % 10 === 0 ? String(tenths / 10) : String(tenths);
  return `${text}折`;
}
