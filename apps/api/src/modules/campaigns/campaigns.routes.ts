import { CampaignSignupAnswer, CampaignSignupBody, campaignCalls } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import type { AccountsOptions } from '../accounts/index.ts';
import { createAccountsContext, sendRetryAfterHeader } from '../accounts/index.ts';
import { callerOf } from '../sessions/index.ts';
import { signUp } from './campaigns.service.ts';

const tags = ['campaigns'];

/**
 * Campaign sign-ups (docs/decisions.md "Campaign sign-up"). Takes the accounts options, so the
 * one-time codes and throttles run on the same clock and settings as the accounts calls.
 */
export const campaignRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (app, opts) => {
  const ctx = createAccountsContext(app, opts);
  sendRetryAfterHeader(app);

  app.post(
    `/${campaignCalls.signup.route}`,
    {
      schema: {
        tags,
        summary:
          'Sign a mobile up for an open campaign with a code sent for purpose campaign; a bearer token binds the member',
        body: CampaignSignupBody,
        response: { 200: CampaignSignupAnswer, ...errorAnswers(404, 409, 422, 429) },
      },
    },
    async (request) => signUp(ctx, request.body, callerOf(request)),
  );
};
