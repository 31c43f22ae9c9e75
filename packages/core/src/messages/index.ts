import { accountsMessages } from './accounts.ts';
import { errorMessages } from './errors.ts';
import { pagesMessages } from './pages.ts';
import { shellMessages } from './shell.ts';

export * from './account-pages.ts';
export * from './accounts.ts';
export * from './after-purchase.ts';
export * from './cart.ts';
export * from './cartlist.ts';
export * from './catalogue.ts';
export * from './catalogue-api.ts';
export * from './checkout.ts';
export * from './consultations.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './ingredient-checker.ts';
export * from './member-benefit.ts';
export * from './members.ts';
export * from './pages.ts';
export * from './pricing.ts';
export * from './routine-finder.ts';
export * from './shell.ts';
export * from './skin-analyzer.ts';
export * from './skin-tests.ts';
export * from './store-map.ts';

/** The whole zh-TW catalogue: the error catalogue at the top, page and shell wording beneath. */
export const messages = {
  ...errorMessages,
  shell: shellMessages,
  pages: pagesMessages,
  accounts: accountsMessages,
} as const;
