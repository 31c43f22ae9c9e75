// The discount badge of a product card (issue 23): a Taiwanese 折數 ('85折', '8折') when the saving is at
// least a tenth of the price, otherwise the amount saved ('−$60' in the card's currency).

export type DiscountBadge = { kind: 'percent'; text: string } | { kind: 'amount'; saving: number } | null;

/** Savings below this share of the price read better as an amount than as 9x折. */
const PERCENT_FROM = 0.1;

export function discountBadge(price: number, discountedPrice: number): DiscountBadge {
  if (!(price > 0) || !(discountedPrice >= 0) || discountedPrice >= price) return null;
  const saving = price - discountedPrice;
  if (saving / price < PERCENT_FROM) return { kind: 'amount', saving };
  // 1090 / 1280 = 0.8516 → 85折; 0.8 → 8折 (a whole tenth drops its zero); never rounds up to no discount.
  const hundredths = Math.min(99, Math.max(1, Math.round((discountedPrice / price) * 100)));
  const text = hundredths % 10 === 0 ? `${hundredths / 10}折` : `${hundredths}折`;
  return { kind: 'percent', text };
}
