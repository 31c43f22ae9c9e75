export * from './gift-zone.ts';
export * from './eligibility.ts';
