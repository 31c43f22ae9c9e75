import { accountsCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import type { AccountsContext } from '../../modules/accounts/index.ts';
import { callerOf } from '../../modules/sessions/index.ts';
import { sendOtp } from './send-otp.flow.ts';

/** One-time codes by SMS (storefront.md §7.6 send-otp). */
export const sendOtpRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  registerCall(app, accountsCalls.sendOtp, (request) => sendOtp(ctx, request.body, callerOf(request)));
};
