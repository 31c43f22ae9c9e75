import { OkAnswer, ResetPasswordBody } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { resetPassword } from './password-reset.service.ts';

/** POST reset-password (path ours): the forgotten-password reset by SMS code. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Set a new password with a reset-password code sent to the member’s mobile; ends every session',
        body: ResetPasswordBody,
        response: { 200: OkAnswer, ...errorAnswers(404, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { ok: true as const };
    },
  );
};
