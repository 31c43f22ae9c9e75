import { membersCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { getMessage, markMessageRead } from './message-read.service.ts';

/** One message and mark-read (member-area-and-tools.md §7 "Messages"); both only for the owner. */
export const messageReadRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { message, markMessageRead: markRead } = membersCalls;
  registerCalls(
    app,
    { message, markRead },
    {
      message: (request) => getMessage(app.db, request.memberId as number, request.query.sno),
      markRead: (request) => markMessageRead(app.db, request.memberId as number, request.params.id, now()),
    },
  );
};
