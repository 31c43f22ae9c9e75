import type { z } from 'zod';
import {
  ChangePasswordBody,
  DevLatestSmsAnswer,
  ExistsAnswer,
  GetMemberAnswer,
  IsEmailExistBody,
  IsLoginAnswer,
  IsMobileExistBody,
  LoginBody,
  MemberRolesAnswer,
  MessagesAnswer,
  type MessagesQuery,
  OkAnswer,
  OtpLoginBody,
  RegisterAnswer,
  RegisterBody,
  SendOtpAnswer,
  SendOtpBody,
  TokenAnswer,
  UpdateMemberBody,
} from './accounts.ts';
import {
  AuthorizeUrlAnswer,
  type AuthorizeUrlQuery,
  AuthProvidersAnswer,
  BindLineAnswer,
  BindLineBody,
  JoinLineBindingAnswer,
  JoinLineBindingBody,
  LineBindingInfoAnswer,
  LineLoginBody,
  LinePictureAnswer,
  LineUidLoginBody,
  SetLineBindingSourceBody,
  SocialLoginAnswer,
  type SocialProvider,
  TokenLoginBody,
} from './accounts-social.ts';
import { type CallDefinition, withQuery } from './calls.ts';

/**
 * A call of the accounts table: a CallDefinition (so `client.call` takes the GET ones) plus the
 * body schema of POST/PATCH calls, sent with `client.request(def.method, def.path(), { body, answer, auth })`.
 */
export interface AccountCallDefinition<Params, Answer extends z.ZodType, Body extends z.ZodType | undefined>
  extends CallDefinition<Params, Answer> {
  body: Body;
}

function defineAccountCall<
  Answer extends z.ZodType,
  Params = void,
  Body extends z.ZodType | undefined = undefined,
>(call: AccountCallDefinition<Params, Answer, Body>): AccountCallDefinition<Params, Answer, Body> {
  return call;
}

const fixed = (path: string) => () => path;

/** The account, login, binding, message and role calls (storefront.md §7.6, §7.7 messages). */
export const accountsCalls = {
  sendOtp: defineAccountCall({
    method: 'POST',
    route: 'send-otp',
    path: fixed('send-otp'),
    body: SendOtpBody,
    answer: SendOtpAnswer,
    auth: 'optional',
  }),
  register: defineAccountCall({
    method: 'POST',
    route: 'register',
    path: fixed('register'),
    body: RegisterBody,
    answer: RegisterAnswer,
    auth: 'none',
  }),
  login: defineAccountCall({
    method: 'POST',
    route: 'login',
    path: fixed('login'),
    body: LoginBody,
    answer: TokenAnswer,
    auth: 'none',
  }),
  loginWithOtp: defineAccountCall({
    method: 'POST',
    route: 'login/otp',
    path: fixed('login/otp'),
    body: OtpLoginBody,
    answer: TokenAnswer,
    auth: 'none',
  }),
  logout: defineAccountCall({
    method: 'POST',
    route: 'logout',
    path: fixed('logout'),
    body: undefined,
    answer: OkAnswer,
    auth: 'required',
  }),
  isLogin: defineAccountCall({
    method: 'GET',
    route: 'is-login',
    path: fixed('is-login'),
    body: undefined,
    answer: IsLoginAnswer,
    auth: 'optional',
  }),
  getMember: defineAccountCall({
    method: 'GET',
    route: 'get-member',
    path: fixed('get-member'),
    body: undefined,
    answer: GetMemberAnswer,
    auth: 'required',
  }),
  updateMember: defineAccountCall({
    method: 'PATCH',
    route: 'update-member',
    path: fixed('update-member'),
    body: UpdateMemberBody,
    answer: GetMemberAnswer,
    auth: 'required',
  }),
  changePassword: defineAccountCall({
    method: 'POST',
    route: 'change-password',
    path: fixed('change-password'),
    body: ChangePasswordBody,
    answer: OkAnswer,
    auth: 'required',
  }),
  isMobileExist: defineAccountCall({
    method: 'POST',
    route: 'is-mobile-exist',
    path: fixed('is-mobile-exist'),
    body: IsMobileExistBody,
    answer: ExistsAnswer,
    auth: 'none',
  }),
  isEmailExist: defineAccountCall({
    method: 'POST',
    route: 'is-email-exist',
    path: fixed('is-email-exist'),
    body: IsEmailExistBody,
    answer: ExistsAnswer,
    auth: 'none',
  }),
  authProviders: defineAccountCall({
    method: 'GET',
    route: 'auth-providers',
    path: fixed('auth-providers'),
    body: undefined,
    answer: AuthProvidersAnswer,
    auth: 'none',
  }),
  authorizeUrl: defineAccountCall({
    method: 'GET',
    route: 'oauth/:provider/authorize-url',
    path: ({ provider, ...query }: { provider: SocialProvider } & AuthorizeUrlQuery) =>
      withQuery(`oauth/${provider}/authorize-url`, query),
    body: undefined,
    answer: AuthorizeUrlAnswer,
    auth: 'none',
  }),
  loginWithLine: defineAccountCall({
    method: 'POST',
    route: 'login/line',
    path: fixed('login/line'),
    body: LineLoginBody,
    answer: SocialLoginAnswer,
    auth: 'optional',
  }),
  loginWithFacebook: defineAccountCall({
    method: 'POST',
    route: 'login/facebook',
    path: fixed('login/facebook'),
    body: TokenLoginBody,
    answer: SocialLoginAnswer,
    auth: 'optional',
  }),
  loginWithGoogle: defineAccountCall({
    method: 'POST',
    route: 'login/google',
    path: fixed('login/google'),
    body: TokenLoginBody,
    answer: SocialLoginAnswer,
    auth: 'optional',
  }),
  loginWithLineUid: defineAccountCall({
    method: 'POST',
    route: 'login/lineUID',
    path: fixed('login/lineUID'),
    body: LineUidLoginBody,
    answer: TokenAnswer,
    auth: 'none',
  }),
  bindLine: defineAccountCall({
    method: 'POST',
    route: 'bind-line',
    path: fixed('bind-line'),
    body: BindLineBody,
    answer: BindLineAnswer,
    auth: 'optional',
  }),
  joinLineBinding: defineAccountCall({
    method: 'POST',
    route: 'join-line-binding',
    path: fixed('join-line-binding'),
    body: JoinLineBindingBody,
    answer: JoinLineBindingAnswer,
    auth: 'none',
  }),
  lineBindingInfo: defineAccountCall({
    method: 'GET',
    route: 'get-line-binding-info',
    path: (query: { binding_ticket?: string } | undefined) => withQuery('get-line-binding-info', query ?? {}),
    body: undefined,
    answer: LineBindingInfoAnswer,
    auth: 'optional',
  }),
  setLineBindingSource: defineAccountCall({
    method: 'POST',
    route: 'set-line-binding-source',
    path: fixed('set-line-binding-source'),
    body: SetLineBindingSourceBody,
    answer: OkAnswer,
    auth: 'required',
  }),
  memberLinePictureUrl: defineAccountCall({
    method: 'GET',
    route: 'get-member-line-picture-url',
    path: fixed('get-member-line-picture-url'),
    body: undefined,
    answer: LinePictureAnswer,
    auth: 'required',
  }),
  messages: defineAccountCall({
    method: 'GET',
    route: 'get-messages',
    path: (query: MessagesQuery | undefined) => withQuery('get-messages', { ...query }),
    body: undefined,
    answer: MessagesAnswer,
    auth: 'required',
  }),
  memberRoleMapping: defineAccountCall({
    method: 'GET',
    route: 'member-role-mapping',
    path: fixed('member-role-mapping'),
    body: undefined,
    answer: MemberRolesAnswer,
    auth: 'required',
  }),
  devLatestSms: defineAccountCall({
    method: 'GET',
    route: 'dev/sms-outbox/latest',
    path: ({ mobile }: { mobile: string }) => withQuery('dev/sms-outbox/latest', { mobile }),
    body: undefined,
    answer: DevLatestSmsAnswer,
    auth: 'none',
  }),
} as const;

export type AccountsCalls = typeof accountsCalls;
