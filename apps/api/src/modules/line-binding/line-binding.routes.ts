import {
  BindLineAnswer,
  BindLineBody,
  JoinLineBindingAnswer,
  JoinLineBindingBody,
  LineBindingInfoAnswer,
  LineBindingInfoQuery,
  LinePictureAnswer,
  OkAnswer,
  SetLineBindingSourceBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { BEARER_SECURITY, callerOf } from '../sessions/index.ts';
import {
  bindLine,
  joinLineBinding,
  lineBindingInfo,
  memberLinePicture,
  setLineBindingSource,
} from './line-binding.service.ts';

const tags = ['accounts'];
const privateAnswer = { cache: PRIVATE_ANSWER };

/** Binding a member to LINE in two steps (storefront.md §4.2, §7.6). */
export const lineBindingRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post(
    '/bind-line',
    {
      schema: {
        tags,
        summary:
          'Binding step 1: the LINE login code; binds a logged-in member, else hands out a step-2 ticket',
        body: BindLineBody,
        response: { 200: BindLineAnswer, ...errorAnswers(401, 404, 409, 422, 429) },
      },
    },
    async (request) => bindLine(ctx, request.body, callerOf(request)),
  );

  app.post(
    '/join-line-binding',
    {
      schema: {
        tags,
        summary: 'Binding step 2: the member mobile and a bind-line code; binds and logs in',
        body: JoinLineBindingBody,
        response: { 200: JoinLineBindingAnswer, ...errorAnswers(404, 409, 422, 429) },
      },
    },
    async (request) => joinLineBinding(ctx, request.body),
  );

  app.get(
    '/get-line-binding-info',
    {
      schema: {
        tags,
        summary: "The member's LINE binding and the LINE user of a pending step-1 ticket",
        querystring: LineBindingInfoQuery,
        response: { 200: LineBindingInfoAnswer, ...errorAnswers(422) },
      },
      config: privateAnswer,
    },
    async (request) => lineBindingInfo(ctx, request.query, callerOf(request)),
  );

  app.post(
    '/set-line-binding-source',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Record where the LINE binding came from',
        body: SetLineBindingSourceBody,
        response: { 200: OkAnswer, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      await setLineBindingSource(ctx, request.body.from, callerOf(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/get-member-line-picture-url',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: "The member's LINE picture",
        response: { 200: LinePictureAnswer, ...errorAnswers(401) },
      },
      config: privateAnswer,
    },
    async (request) => ({ picture_url: await memberLinePicture(ctx, callerOf(request)) }),
  );
};
