import { accountsCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { callerOf } from '../sessions/index.ts';
import {
  bindLine,
  joinLineBinding,
  lineBindingInfo,
  memberLinePicture,
  setLineBindingSource,
} from './line-binding.service.ts';

/** Binding a member to LINE in two steps (storefront.md §4.2, §7.6). */
export const lineBindingRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { bindLine: bind, joinLineBinding: join, lineBindingInfo: info } = accountsCalls;
  const { setLineBindingSource: setSource, memberLinePictureUrl } = accountsCalls;
  registerCalls(
    app,
    { bind, join, info, setSource, memberLinePictureUrl },
    {
      bind: (request) => bindLine(ctx, request.body, callerOf(request)),
      join: (request) => joinLineBinding(ctx, request.body, callerOf(request).device),
      info: (request) => lineBindingInfo(ctx, request.query, callerOf(request)),
      setSource: async (request) => {
        await setLineBindingSource(ctx, request.body.from, callerOf(request));
        return { ok: true as const };
      },
      memberLinePictureUrl: async (request) => ({
        picture_url: await memberLinePicture(ctx, callerOf(request)),
      }),
    },
  );
};
