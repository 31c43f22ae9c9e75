export * from './eligibility.ts';
export * from './gift-zone.ts';
