export * from './body-test.ts';
export * from './constants.ts';
export * from './rules.ts';
