export * from './accounts.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './shell.ts';
