import { accountsCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { memberIdOf } from '../sessions/index.ts';
import { listMessages, memberRoles } from './messages.service.ts';

/** The member's messages and roles (storefront.md §7.7). */
export const messagesRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { messages, memberRoleMapping } = accountsCalls;
  registerCalls(
    app,
    { messages, memberRoleMapping },
    {
      messages: (request) => listMessages(ctx, memberIdOf(request), request.query),
      memberRoleMapping: async (request) => ({ roles: await memberRoles(ctx, memberIdOf(request)) }),
    },
  );
};
