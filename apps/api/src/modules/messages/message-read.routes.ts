import { MarkReadAnswer, MessageAnswer, MessageQuery, MessageSnoParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import { getMessage, markMessageRead } from './message-read.service.ts';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];

/** One message and mark-read (member-area-and-tools.md §7 "Messages"); both only for the owner. */
export const messageReadRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  // Before validation, so a guest always gets 401 rather than a complaint about the id.
  app.addHook('preValidation', app.requireAuth);

  app.get(
    '/get-message',
    {
      schema: {
        tags,
        security,
        summary: 'One of the member’s messages by sno (404 for anyone else’s)',
        querystring: MessageQuery,
        response: { 200: MessageAnswer, ...errorAnswers(401, 404, 422) },
      },
      config: { cache: PRIVATE_ANSWER },
    },
    async (request) => getMessage(app.db, request.memberId!, request.query.sno),
  );

  app.patch(
    '/get-messages/:id/mark-read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one of the member’s messages read; answers the unread count left',
        params: MessageSnoParam,
        response: { 200: MarkReadAnswer, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => markMessageRead(app.db, request.memberId!, request.params.id, now()),
  );
};
