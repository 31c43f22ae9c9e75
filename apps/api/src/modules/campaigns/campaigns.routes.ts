import { campaignCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import type { AccountsOptions } from '../accounts/index.ts';
import { createAccountsContext, sendRetryAfterHeader } from '../accounts/index.ts';
import { callerOf } from '../sessions/index.ts';
import { signUp } from './campaigns.service.ts';

/**
 * Campaign sign-ups (docs/decisions/008-campaign-sign-up.md). Takes the accounts options, so the
 * one-time codes and throttles run on the same clock and settings as the accounts calls.
 */
export const campaignRoutes: FastifyPluginAsync<AccountsOptions> = async (app, opts) => {
  const ctx = createAccountsContext(app, opts);
  sendRetryAfterHeader(app);

  registerCall(app, campaignCalls.signup, (request) => signUp(ctx, request.body, callerOf(request)));
};
