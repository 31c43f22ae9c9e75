import { accountsCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import type { AccountsContext } from '../../modules/accounts/index.ts';
import { callerOf } from '../../modules/sessions/index.ts';
import { registerMember } from './register-member.flow.ts';

/** Registration with a verified mobile (storefront.md §7.6 register). */
export const registerMemberRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  registerCall(app, accountsCalls.register, (request) =>
    registerMember(ctx, request.body, callerOf(request)),
  );
};
