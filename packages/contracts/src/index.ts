export * from './calls.ts';
export * from './common.ts';
export * from './shell.ts';
