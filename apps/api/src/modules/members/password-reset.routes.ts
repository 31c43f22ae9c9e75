import { membersCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { resetPassword } from './password-reset.service.ts';

/** POST reset-password (path ours): the forgotten-password reset by SMS code. */
export const passwordResetRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  registerCall(app, membersCalls.resetPassword, async (request) => {
    await resetPassword(ctx, request.body);
    return { ok: true as const };
  });
};
