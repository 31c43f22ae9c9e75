import { accountsCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { callerOf } from '../sessions/index.ts';
import {
  authorizeUrl,
  authProviders,
  loginWithAccessToken,
  loginWithLine,
  loginWithLineUid,
} from './social.service.ts';

/** LINE (code flow), Facebook and Google (token flow) login and binding (storefront.md §4.2). */
export const socialRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { authProviders: providers, authorizeUrl: authorize, loginWithLine: line } = accountsCalls;
  const { loginWithFacebook: facebook, loginWithGoogle: google, loginWithLineUid: lineUid } = accountsCalls;
  registerCalls(
    app,
    { providers, authorize, line, facebook, google, lineUid },
    {
      providers: () => authProviders(ctx),
      authorize: (request) => authorizeUrl(ctx, request.params.provider, request.query),
      line: (request) => loginWithLine(ctx, request.body, callerOf(request)),
      facebook: (request) => loginWithAccessToken(ctx, 'facebook', request.body, callerOf(request)),
      google: (request) => loginWithAccessToken(ctx, 'google', request.body, callerOf(request)),
      lineUid: async (request) => ({ token: await loginWithLineUid(ctx, request.body, callerOf(request)) }),
    },
  );
};
