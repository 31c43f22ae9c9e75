// Limits of the pricing engine's search (design/PROMOTIONS.md: a cart holds few lines, so search it).

/** Above this many offer combinations in one group of lines, the engine improves one line at a time. */
export const PRICING_MAX_ARRANGEMENTS = 1024;
/** Rounds of one-line-at-a-time improvement before the engine settles. */
export const PRICING_MAX_IMPROVEMENT_ROUNDS = 8;
/** The cart preview's bar text turns white above this percentage (storefront.md §2.9). */
export const THRESHOLD_BAR_LIGHT_TEXT_ABOVE_PERCENT = 55;
export const PERCENT = 100;
