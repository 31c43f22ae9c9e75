export * from './price-display.ts';
export * from './rating.ts';
export * from './threshold-level.ts';
