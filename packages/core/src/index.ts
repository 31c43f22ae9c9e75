export * from './constants.ts';
export * from './messages/index.ts';
export * from './money/currency.ts';
export * from './page/url-rules.ts';
export * from './redirects/legacy.ts';
export * from './shell/index.ts';
export * from './tracking/visitor-id.ts';
