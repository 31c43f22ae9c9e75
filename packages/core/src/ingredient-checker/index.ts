export * from './check.ts';
export * from './parse.ts';
export * from './watch-outs.ts';
