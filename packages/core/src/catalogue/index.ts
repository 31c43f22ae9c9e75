export * from './price-display.ts';
