import type { FastifyPluginAsync } from 'fastify';
import { registerMemberRoutes } from './flows/register-member/register-member.routes.ts';
import { sendOtpRoutes } from './flows/send-otp/send-otp.routes.ts';
import { OUTBOX_PROVIDER } from './integrations/sms/index.ts';
import { scheduleCleanup } from './jobs/cleanup.ts';
import {
  type AccountsOptions,
  createAccountsContext,
  sendRetryAfterHeader,
} from './modules/accounts/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { lineBindingRoutes } from './modules/line-binding/index.ts';
import { memberRoutes, passwordResetRoutes } from './modules/members/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { socialRoutes } from './modules/social-login/index.ts';

/** Every accounts call, and the periodic cleanup of spent codes, throttles, states and tickets. */
export const accountsPlugin: FastifyPluginAsync<AccountsOptions> = async (app, opts) => {
  const ctx = createAccountsContext(app, opts);
  sendRetryAfterHeader(app);

  await app.register(sendOtpRoutes, { ctx });
  await app.register(registerMemberRoutes, { ctx });
  await app.register(memberRoutes, { ctx });
  await app.register(socialRoutes, { ctx });
  await app.register(lineBindingRoutes, { ctx });
  await app.register(messagesRoutes, { ctx });
  await app.register(passwordResetRoutes, { ctx });
  if (ctx.config.smsOutboxReadable && ctx.config.sms.provider === OUTBOX_PROVIDER) {
    await app.register(devRoutes, { ctx });
  }
  scheduleCleanup(app, ctx);
};
