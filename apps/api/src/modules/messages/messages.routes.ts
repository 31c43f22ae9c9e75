import { MemberRolesAnswer, MessagesAnswer, MessagesQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { BEARER_SECURITY, memberIdOf } from '../sessions/index.ts';
import { listMessages, memberRoles } from './messages.service.ts';

const tags = ['accounts'];

/** The header bell's unread messages and the member-role mapping (storefront.md §7.6, §7.7). */
export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.get(
    '/get-messages',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: "The member's messages: type=unread for the bell, else one page of all",
        querystring: MessagesQuery,
        response: { 200: MessagesAnswer, ...errorAnswers(401, 422) },
      },
      config: { cache: PRIVATE_ANSWER },
    },
    async (request) => listMessages(ctx, memberIdOf(request), request.query),
  );

  app.get(
    '/member-role-mapping',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: "The member's roles",
        response: { 200: MemberRolesAnswer, ...errorAnswers(401) },
      },
      config: { cache: PRIVATE_ANSWER },
    },
    async (request) => ({ roles: await memberRoles(ctx, memberIdOf(request)) }),
  );
};
