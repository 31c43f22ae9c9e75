import type { FastifyInstance } from 'fastify';
import { createSmsSender } from '../../integrations/sms/index.ts';
import { RetryLaterError } from './account-errors.ts';
import type { AccountsContext, AccountsOptions } from './accounts.config.ts';
import { readAccountsConfig } from './accounts.config.ts';

/**
 * What the accounts services work with: settings from the environment unless the host passes them
 * (tests pass a clock, providers pointing at local fakes and an SMS sender). Other modules that verify
 * a mobile with a one-time code (campaign sign-ups) build theirs from the same options.
 */
export function createAccountsContext(app: FastifyInstance, opts: AccountsOptions): AccountsContext {
  const config = opts.config ?? readAccountsConfig();
  return {
    db: app.db,
    config,
    now: opts.now ?? (() => new Date()),
    sms: opts.sms ?? createSmsSender(config.sms, app.log),
    log: app.log,
  };
}

/** Adds Retry-After to our 429 answers, then leaves the answer to the API's error handler. */
export function sendRetryAfterHeader(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  });
}
