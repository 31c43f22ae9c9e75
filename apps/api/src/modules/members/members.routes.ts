import { accountsCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { callerOf } from '../sessions/index.ts';
import {
  accountExists,
  changePassword,
  getMember,
  loginWithOtp,
  loginWithPassword,
  logout,
  updateMember,
} from './members.service.ts';

/** Password and code login, logout, member data (storefront.md §7.6). */
export const memberRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { login, loginWithOtp: otpLogin, logout: logoutCall } = accountsCalls;
  const { isLogin, getMember: getMemberCall, updateMember: updateMemberCall } = accountsCalls;
  const { changePassword: changePasswordCall, isMobileExist, isEmailExist } = accountsCalls;
  registerCalls(
    app,
    { login, otpLogin, logoutCall, isLogin, getMemberCall, updateMemberCall },
    {
      login: async (request) => ({ token: await loginWithPassword(ctx, request.body, callerOf(request)) }),
      otpLogin: async (request) => ({
        token: await loginWithOtp(ctx, request.body, callerOf(request).device),
      }),
      logoutCall: async (request) => {
        await logout(ctx, callerOf(request));
        return { ok: true as const };
      },
      isLogin: (request) => ({ isLogin: request.memberId !== null }),
      getMemberCall: async (request) => ({ data: await getMember(ctx, callerOf(request)) }),
      updateMemberCall: async (request) => ({
        data: await updateMember(ctx, request.body, callerOf(request)),
      }),
    },
  );
  registerCalls(
    app,
    { changePasswordCall, isMobileExist, isEmailExist },
    {
      changePasswordCall: async (request) => {
        await changePassword(ctx, request.body, callerOf(request));
        return { ok: true as const };
      },
      isMobileExist: async (request) => ({
        exists: await accountExists(ctx, { mobile: request.body.mobile }, callerOf(request)),
      }),
      isEmailExist: async (request) => ({
        exists: await accountExists(ctx, { email: request.body.email }, callerOf(request)),
      }),
    },
  );
};
