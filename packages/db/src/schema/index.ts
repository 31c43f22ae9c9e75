export * from './accounts.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './content-pages.ts';
export * from './engagement.ts';
export * from './members.ts';
export * from './promotions.ts';
export * from './shell.ts';
