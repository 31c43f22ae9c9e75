export * from './discount-badge.ts';
export * from './list-query.ts';
export * from './price-display.ts';
export * from './rating.ts';
export * from './threshold-level.ts';
