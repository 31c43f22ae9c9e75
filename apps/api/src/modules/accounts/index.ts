export { accountErrors, RetryLaterError, uniqueViolation } from './account-errors.ts';
export {
  type AccountsConfig,
  type AccountsContext,
  type AccountsOptions,
  type Caller,
  DEFAULT_CLEANUP_MINUTES,
  readAccountsConfig,
} from './accounts.config.ts';
export {
  createAccountsContext,
  sendRetryAfterHeader,
} from './accounts.context.ts';
export { hashSecret, newSecret } from './secrets.ts';
