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
import { devRoutes } from './modules/dev/dev.routes.ts';
import { lineBindingRoutes } from './modules/line-binding/line-binding.routes.ts';
import { memberRoutes } from './modules/members/members.routes.ts';
import { passwordResetRoutes } from './modules/members/password-reset.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { socialRoutes } from './modules/social-login/social.routes.ts';

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
