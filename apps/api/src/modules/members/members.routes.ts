import {
  ChangePasswordBody,
  ExistsAnswer,
  GetMemberAnswer,
  IsEmailExistBody,
  IsLoginAnswer,
  IsMobileExistBody,
  LoginBody,
  OkAnswer,
  OtpLoginBody,
  RegisterAnswer,
  RegisterBody,
  SendOtpAnswer,
  SendOtpBody,
  TokenAnswer,
  UpdateMemberBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { sendOtp } from '../otp/index.ts';
import { BEARER_SECURITY, callerOf } from '../sessions/index.ts';
import {
  accountExists,
  changePassword,
  getMember,
  loginWithOtp,
  loginWithPassword,
  logout,
  register,
  updateMember,
} from './members.service.ts';

const tags = ['accounts'];
const privateAnswer = { cache: PRIVATE_ANSWER };

/** Codes, registration, password and code login, logout, member data (storefront.md §7.6). */
export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post(
    '/send-otp',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS for register, login, bind-line or change-mobile',
        body: SendOtpBody,
        response: { 200: SendOtpAnswer, ...errorAnswers(401, 404, 409, 422, 429, 502) },
      },
    },
    async (request) => sendOtp(ctx, request.body, callerOf(request)),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Register with a verified mobile; answers a session token and the member',
        body: RegisterBody,
        response: { 200: RegisterAnswer, ...errorAnswers(409, 422, 429) },
      },
    },
    async (request) => register(ctx, request.body, callerOf(request)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in with a mobile number or e-mail and a password',
        body: LoginBody,
        response: { 200: TokenAnswer, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => ({ token: await loginWithPassword(ctx, request.body, callerOf(request)) }),
  );

  app.post(
    '/login/otp',
    {
      schema: {
        tags,
        summary: 'Log in with a code sent to the mobile (purpose login)',
        body: OtpLoginBody,
        response: { 200: TokenAnswer, ...errorAnswers(404, 422, 429) },
      },
    },
    async (request) => ({ token: await loginWithOtp(ctx, request.body) }),
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'End the session of this token',
        response: { 200: OkAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => {
      await logout(ctx, callerOf(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/is-login',
    {
      schema: {
        tags,
        summary: 'Whether the bearer token is a live session',
        response: { 200: IsLoginAnswer },
      },
      config: privateAnswer,
    },
    async (request) => ({ isLogin: request.memberId !== null }),
  );

  app.get(
    '/get-member',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'The logged-in member',
        response: { 200: GetMemberAnswer, ...errorAnswers(401) },
      },
      config: privateAnswer,
    },
    async (request) => ({ data: await getMember(ctx, callerOf(request)) }),
  );

  app.patch(
    '/update-member',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Change name, birthday (once), e-mail or mobile (with a change-mobile code); other fields are refused',
        body: UpdateMemberBody,
        response: { 200: GetMemberAnswer, ...errorAnswers(401, 409, 422, 429) },
      },
    },
    async (request) => ({ data: await updateMember(ctx, request.body, callerOf(request)) }),
  );

  app.post(
    '/change-password',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Change the password; every other session ends',
        body: ChangePasswordBody,
        response: { 200: OkAnswer, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => {
      await changePassword(ctx, request.body, callerOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/is-mobile-exist',
    {
      schema: {
        tags,
        summary: 'Whether a member has this mobile (limited per client address)',
        body: IsMobileExistBody,
        response: { 200: ExistsAnswer, ...errorAnswers(422, 429) },
      },
    },
    async (request) => ({
      exists: await accountExists(ctx, { mobile: request.body.mobile }, callerOf(request)),
    }),
  );

  app.post(
    '/is-email-exist',
    {
      schema: {
        tags,
        summary: 'Whether a member has this e-mail (limited per client address)',
        body: IsEmailExistBody,
        response: { 200: ExistsAnswer, ...errorAnswers(422, 429) },
      },
    },
    async (request) => ({
      exists: await accountExists(ctx, { email: request.body.email }, callerOf(request)),
    }),
  );
};
