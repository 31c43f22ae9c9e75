export * from './price-display.ts';
export * from './threshold-level.ts';
