export * from './buy-gift.ts';
export * from './scope.ts';
