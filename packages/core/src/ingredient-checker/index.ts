export * from './check.ts';
export * from './ocr.ts';
export * from './parse.ts';
export * from './watch-outs.ts';
