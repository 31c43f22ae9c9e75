export * from './balances.ts';
export * from './member-center.ts';
export * from './paging.ts';
export * from './tiers.ts';
