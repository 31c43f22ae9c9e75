// Limits of the pricing engine's search (design/PROMOTIONS.md: a cart holds few lines, so search it).

/**
 * Arrangements priced per group of lines before the engine falls back to improving one line at a time.
 * 4^8: a group of 8 products with 4 choices each is searched in full, so its answer is the cheapest.
 */
export const PRICING_MAX_ARRANGEMENTS = 65_536;
/** Rounds of one-line-at-a-time improvement before the engine settles. */
export const PRICING_MAX_IMPROVEMENT_ROUNDS = 8;
/** The cart preview's bar text turns white above this percentage (storefront.md §2.9). */
export const THRESHOLD_BAR_LIGHT_TEXT_ABOVE_PERCENT = 55;
export const PERCENT = 100;
