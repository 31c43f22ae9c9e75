import { DevLatestSmsAnswer, DevLatestSmsQuery } from '@shop/contracts';
import { OTP_LENGTH } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { selectLatestOutboxMessage } from '../../integrations/sms/outbox.repository.ts';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import type { AccountsContext } from '../accounts/index.ts';

const CODE_PATTERN = new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`);

/**
 * Reads the outbox over HTTP, for browser tests against a running shop (the embedded database allows one
 * process only). Registered only with SMS_PROVIDER=outbox and SMS_OUTBOX_READABLE=true.
 */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.get(
    '/dev/sms-outbox/latest',
    {
      schema: {
        hide: true,
        querystring: DevLatestSmsQuery,
        response: { 200: DevLatestSmsAnswer, ...errorAnswers(404, 422) },
      },
      config: { cache: PRIVATE_ANSWER },
    },
    async (request) => {
      const row = await selectLatestOutboxMessage(ctx.db, request.query.mobile);
      if (!row) throw notFound('No message for this number');
      return {
        ...row,
        code: CODE_PATTERN.exec(row.body)?.[1] ?? null,
        created_at: row.created_at.toISOString(),
      };
    },
  );
};
