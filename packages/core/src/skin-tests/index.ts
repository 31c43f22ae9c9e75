export * from './body-test.ts';
export * from './constants.ts';
export * from './recommend.ts';
export * from './rules.ts';
