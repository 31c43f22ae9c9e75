// Social login and LINE binding calls (storefront.md §4.2, §7.6).
import { accountValidationMessages as m } from '@shop/core';
import { z } from 'zod';
import { Member, OtpCode, TaiwanMobile, Ticket } from './accounts.ts';

// Social login -------------------------------------------------------------------------------

export const SOCIAL_PROVIDERS = ['line', 'facebook', 'google'] as const;
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;

export const AuthProvidersAnswer = z.object({
  providers: z.object({ line: z.boolean(), facebook: z.boolean(), google: z.boolean() }),
});
export type AuthProvidersAnswer = z.infer<typeof AuthProvidersAnswer>;

export const ProviderParam = z.object({ provider: SocialProvider });
export const AuthorizeUrlQuery = z.strictObject({
  /** {origin}/linelogin_callback, /fblogin_callback or /googlelogin_callback (storefront.md §4.2). */
  redirect_uri: z.url({ protocol: /^https?$/ }).max(500),
  /** bind: the LINE login of /linebinding-step1 (the answer then goes to bind-line). */
  purpose: z.enum(['login', 'bind']).default('login'),
});
export type AuthorizeUrlQuery = z.input<typeof AuthorizeUrlQuery>;
export const AuthorizeUrlAnswer = z.object({ url: z.string(), state: z.string() });
export type AuthorizeUrlAnswer = z.infer<typeof AuthorizeUrlAnswer>;

/** login: log in or learn that registration is needed; bind (auth): attach the identity to the logged-in member. */
export const SocialMode = z.enum(['login', 'bind']).default('login');

export const LineLoginBody = z.strictObject({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(128),
  redirect_uri: z.url().max(500),
  mode: SocialMode,
});
export type LineLoginBody = z.input<typeof LineLoginBody>;
export const TokenLoginBody = z.strictObject({ access_token: z.string().min(1).max(4096), mode: SocialMode });
export type TokenLoginBody = z.input<typeof TokenLoginBody>;
export const LineUidLoginBody = z.strictObject({
  lineUID: z.string().regex(/^U[0-9a-f]{32}$/),
  /** A LINE ID token (LIFF or LINE Login) whose subject is lineUID: the proof that the caller is that user. */
  id_token: z.string().min(1).max(8192),
});
export type LineUidLoginBody = z.infer<typeof LineUidLoginBody>;

export const SocialProfile = z.object({
  provider: SocialProvider,
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  picture_url: z.string().nullable(),
});
export type SocialProfile = z.infer<typeof SocialProfile>;
export const SocialLoginAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('logged_in'), token: z.string() }),
  /** No member has this identity: register with identity_ticket to link it (never matched by e-mail). */
  z.object({
    status: z.literal('needs_registration'),
    identity_ticket: z.string(),
    profile: SocialProfile,
  }),
  z.object({ status: z.literal('bound') }),
]);
export type SocialLoginAnswer = z.infer<typeof SocialLoginAnswer>;

// LINE binding -------------------------------------------------------------------------------

export const BindingSource = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,50}$/, { error: m.bindingSourceInvalid });

/** Step 1 of /linebinding-step1: the LINE login's code (purpose bind). */
export const BindLineBody = z.strictObject({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(128),
  redirect_uri: z.url().max(500),
  from: BindingSource.optional(),
});
export type BindLineBody = z.infer<typeof BindLineBody>;
export const BindLineAnswer = z.discriminatedUnion('status', [
  /** Logged in already: bound at once. */
  z.object({ status: z.literal('bound') }),
  /** This LINE user is bound already: logged in as its member. */
  z.object({ status: z.literal('already_bound'), token: z.string() }),
  /** Go on to step 2 with this ticket (mobile + code). */
  z.object({ status: z.literal('pending'), binding_ticket: z.string(), profile: SocialProfile }),
]);
export type BindLineAnswer = z.infer<typeof BindLineAnswer>;

/** Step 2 of /linebinding-step2: the member's mobile and a code sent with purpose bind-line. */
export const JoinLineBindingBody = z.strictObject({
  binding_ticket: Ticket,
  mobile: TaiwanMobile,
  otp: OtpCode,
});
export type JoinLineBindingBody = z.infer<typeof JoinLineBindingBody>;
export const JoinLineBindingAnswer = z.object({ token: z.string(), member: Member });
export type JoinLineBindingAnswer = z.infer<typeof JoinLineBindingAnswer>;

export const LineBindingInfoQuery = z.strictObject({ binding_ticket: Ticket.optional() });
export type LineBindingInfoQuery = z.infer<typeof LineBindingInfoQuery>;
export const LineBindingInfoAnswer = z.object({
  data: z.object({
    /** Whether the logged-in member has a LINE account bound (false for guests). */
    bound: z.boolean(),
    binding_source: z.string().nullable(),
    picture_url: z.string().nullable(),
    /** The LINE user of a step-1 ticket still waiting for step 2, when one was given. */
    pending: z
      .object({
        display_name: z.string().nullable(),
        picture_url: z.string().nullable(),
        expires_at: z.string(),
      })
      .nullable(),
  }),
});
export type LineBindingInfoAnswer = z.infer<typeof LineBindingInfoAnswer>;

export const SetLineBindingSourceBody = z.strictObject({ from: BindingSource });
export type SetLineBindingSourceBody = z.infer<typeof SetLineBindingSourceBody>;
export const LinePictureAnswer = z.object({ picture_url: z.string().nullable() });
export type LinePictureAnswer = z.infer<typeof LinePictureAnswer>;
