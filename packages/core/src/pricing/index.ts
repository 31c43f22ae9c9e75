export * from './constants.ts';
export { priceCart } from './price-cart.ts';
export { thresholdBarLevelText } from './thresholds.ts';
export * from './types.ts';
