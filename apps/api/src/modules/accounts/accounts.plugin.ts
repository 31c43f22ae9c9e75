import type { FastifyPluginAsync } from 'fastify';
import { createSmsSender, OUTBOX_PROVIDER } from '../../integrations/sms/index.ts';
import { RetryLaterError } from './account-errors.ts';
import type { AccountsContext, AccountsOptions } from './accounts.config.ts';
import { readAccountsConfig } from './accounts.config.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { devRoutes } from './dev.routes.ts';
import { lineBindingRoutes } from './line-binding.routes.ts';
import { messagesRoutes } from './messages.routes.ts';
import { socialRoutes } from './social.routes.ts';

/**
 * Every accounts call. Settings come from the environment unless the host passes them (tests pass a
 * clock, providers pointing at local fakes and an SMS sender).
 */
export const accountsPlugin: FastifyPluginAsync<AccountsOptions> = async (app, opts) => {
  const config = opts.config ?? readAccountsConfig();
  const ctx: AccountsContext = {
    db: app.db,
    config,
    now: opts.now ?? (() => new Date()),
    sms: opts.sms ?? createSmsSender(config.sms, app.db, app.log),
    log: app.log,
  };

  // Adds Retry-After to our 429 answers, then leaves the answer to the API's error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  });

  await app.register(accountsRoutes, { ctx });
  await app.register(socialRoutes, { ctx });
  await app.register(lineBindingRoutes, { ctx });
  await app.register(messagesRoutes, { ctx });
  if (config.smsOutboxReadable && config.sms.provider === OUTBOX_PROVIDER) {
    await app.register(devRoutes, { ctx });
  }
};
