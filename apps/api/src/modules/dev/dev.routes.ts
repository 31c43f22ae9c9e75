import { devCalls } from '@shop/contracts';
import { OTP_LENGTH } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors.ts';
import { selectLatestOutboxMessage } from '../../integrations/sms/outbox.repository.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { AccountsContext } from '../accounts/index.ts';

const CODE_PATTERN = new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`);

/**
 * Reads the outbox over HTTP, for browser tests against a running shop (the embedded database allows one
 * process only). Registered only with SMS_PROVIDER=outbox and SMS_OUTBOX_READABLE=true.
 */
export const devRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  registerCall(app, devCalls.latestSms, async (request) => {
    const row = await selectLatestOutboxMessage(ctx.db, request.query.mobile);
    if (!row) throw notFound('No message for this number');
    return {
      ...row,
      code: CODE_PATTERN.exec(row.body)?.[1] ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
};
