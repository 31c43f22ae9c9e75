import {
  AuthorizeUrlAnswer,
  AuthorizeUrlQuery,
  AuthProvidersAnswer,
  LineLoginBody,
  LineUidLoginBody,
  ProviderParam,
  SocialLoginAnswer,
  TokenAnswer,
  TokenLoginBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { callerOf } from '../sessions/index.ts';
import {
  authorizeUrl,
  authProviders,
  loginWithAccessToken,
  loginWithLine,
  loginWithLineUid,
} from './social.service.ts';

const tags = ['accounts'];
const socialAnswers = { 200: SocialLoginAnswer, ...errorAnswers(401, 404, 409, 422, 429) };

/** LINE (code flow), Facebook and Google (token flow) login and binding (storefront.md §4.2). */
export const socialRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.get(
    '/auth-providers',
    {
      schema: { tags, summary: 'Which social logins are configured', response: { 200: AuthProvidersAnswer } },
    },
    async () => authProviders(ctx),
  );

  app.get(
    '/oauth/:provider/authorize-url',
    {
      schema: {
        tags,
        summary: 'The provider address to send the browser to, with a fresh state',
        params: ProviderParam,
        querystring: AuthorizeUrlQuery,
        response: { 200: AuthorizeUrlAnswer, ...errorAnswers(404, 422) },
      },
      config: { cache: PRIVATE_ANSWER },
    },
    async (request) => authorizeUrl(ctx, request.params.provider, request.query),
  );

  app.post(
    '/login/line',
    {
      schema: {
        tags,
        summary: 'Finish a LINE login: state, code exchange, ID token checks (iss, aud, exp, nonce)',
        body: LineLoginBody,
        response: socialAnswers,
      },
    },
    async (request) => loginWithLine(ctx, request.body, callerOf(request)),
  );

  app.post(
    '/login/facebook',
    {
      schema: {
        tags,
        summary: 'Log in (or bind) with a Facebook access token checked with the Graph API',
        body: TokenLoginBody,
        response: socialAnswers,
      },
    },
    async (request) => loginWithAccessToken(ctx, 'facebook', request.body, callerOf(request)),
  );

  app.post(
    '/login/google',
    {
      schema: {
        tags,
        summary: 'Log in (or bind) with a Google access token checked with tokeninfo',
        body: TokenLoginBody,
        response: socialAnswers,
      },
    },
    async (request) => loginWithAccessToken(ctx, 'google', request.body, callerOf(request)),
  );

  app.post(
    '/login/lineUID',
    {
      schema: {
        tags,
        summary: 'Log in as the member bound to a LINE user id, proven by a LINE ID token',
        body: LineUidLoginBody,
        response: { 200: TokenAnswer, ...errorAnswers(401, 404, 422, 429) },
      },
    },
    async (request) => ({ token: await loginWithLineUid(ctx, request.body, callerOf(request)) }),
  );
};
