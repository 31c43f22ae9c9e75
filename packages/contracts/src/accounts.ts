// Account and login calls (storefront.md §7.6, member-area-and-tools.md §7 "Member account").
// The field schemas validate the forms in the browser and the same bodies again in the API.
import {
  EMAIL_MAX_LENGTH,
  isCommonPassword,
  isPlausibleBirthday,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_TIERS,
  accountValidationMessages as m,
  OTP_PURPOSES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TAIWAN_MOBILE_PATTERN,
} from '@shop/core';
import { z } from 'zod';

/** Codes of the account calls' error answers, beside the general ones (ARCHITECTURE.md §3). */
export const AccountErrorCode = {
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  /** Too many wrong tries: the code is dead, a new one is needed. */
  otpLocked: 'OTP_LOCKED',
  /** A code for this number and purpose was sent less than the cooldown ago. */
  otpCooldown: 'OTP_COOLDOWN',
  mobileTaken: 'MOBILE_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  mobileNotRegistered: 'MOBILE_NOT_REGISTERED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  oldPasswordWrong: 'OLD_PASSWORD_WRONG',
  birthdayLocked: 'BIRTHDAY_LOCKED',
  providerNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  oauthStateInvalid: 'OAUTH_STATE_INVALID',
  oauthFailed: 'OAUTH_FAILED',
  redirectNotAllowed: 'REDIRECT_NOT_ALLOWED',
  identityTaken: 'IDENTITY_TAKEN',
  providerAlreadyBound: 'PROVIDER_ALREADY_BOUND',
  ticketInvalid: 'TICKET_INVALID',
  lineUidNotBound: 'LINE_UID_NOT_BOUND',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

// Field schemas ------------------------------------------------------------------------------

export const TaiwanMobile = z.string().trim().regex(TAIWAN_MOBILE_PATTERN, { error: m.mobileInvalid });
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: m.emailTooLong })
  .pipe(z.email({ error: m.emailInvalid }));
/** A new password: 8–64 characters and not one of the most common ones. Never trimmed. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordLength })
  .refine((password) => !isCommonPassword(password), { error: m.passwordTooCommon });
/** A password typed to log in: only bounded, so old passwords keep working. */
export const EnteredPassword = z
  .string()
  .min(1, { error: m.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordLength });
export const OtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: m.otpFormat });
export const OtpPurpose = z.enum(OTP_PURPOSES);
export const MemberName = z
  .string()
  .trim()
  .min(1, { error: m.nameRequired })
  .max(MEMBER_NAME_MAX_LENGTH, { error: m.nameTooLong });
/** YYYY-MM-DD, a real date between 1900-01-01 and today (Taipei). */
export const Birthday = z
  .string()
  .trim()
  .refine((value) => isPlausibleBirthday(value), { error: m.birthdayInvalid });
/** What a login form takes as the account: a mobile number or an e-mail. */
export const LoginAccount = z
  .string()
  .trim()
  .min(1, { error: m.accountRequired })
  .max(EMAIL_MAX_LENGTH, { error: m.accountInvalid })
  .refine((value) => TAIWAN_MOBILE_PATTERN.test(value) || z.email().safeParse(value).success, {
    error: m.accountInvalid,
  });
/** An opaque ticket handed out by a social login or a LINE binding step. */
export const Ticket = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/);

// Shared answers -----------------------------------------------------------------------------

export const OkAnswer = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof OkAnswer>;
export const TokenAnswer = z.object({ token: z.string() });
export type TokenAnswer = z.infer<typeof TokenAnswer>;

/** The member as get-member answers it (member-area-and-tools.md §3 "Member"). */
export const Member = z.object({
  member_id: z.number().int(),
  member_account: z.string().nullable(),
  member_mobile: z.string(),
  member_name: z.string(),
  member_birthday: z.string().nullable(),
  member_nowtier2025: z.literal([...MEMBER_TIERS]),
  buytotal2025: z.number().int(),
  member_lineid: z.string().nullable(),
  member_fbid: z.string().nullable(),
  member_googleid: z.string().nullable(),
  line_binding_source: z.string().nullable(),
  /** The member's LINE picture, or null. */
  picture_url: z.string().nullable(),
  has_password: z.boolean(),
});
export type Member = z.infer<typeof Member>;

// OTP ----------------------------------------------------------------------------------------

export const SendOtpBody = z.strictObject({ mobile: TaiwanMobile, purpose: OtpPurpose });
export type SendOtpBody = z.infer<typeof SendOtpBody>;
export const SendOtpAnswer = z.object({
  /** The code dies this many seconds after it was sent. */
  expires_in_seconds: z.number().int(),
  /** A new code for the same number and purpose can be asked for after this many seconds. */
  resend_after_seconds: z.number().int(),
});
export type SendOtpAnswer = z.infer<typeof SendOtpAnswer>;

// Register, login, logout --------------------------------------------------------------------

export const RegisterBody = z
  .strictObject({
    mobile: TaiwanMobile,
    otp: OtpCode,
    email: Email,
    password: NewPassword,
    name: MemberName,
    birthday: Birthday,
    /** The 會員條款/隱私權政策 consent box (issue 23): registration without it is refused. */
    agree_terms: z.boolean({ error: m.termsRequired }).refine((agreed) => agreed, { error: m.termsRequired }),
    /** From a social login that found no member: the identity is linked to the new member. */
    identity_ticket: Ticket.optional(),
  })
  .refine((body) => body.password !== body.mobile, { error: m.passwordSameAsMobile, path: ['password'] });
export type RegisterBody = z.infer<typeof RegisterBody>;
export const RegisterAnswer = z.object({ token: z.string(), member: Member });
export type RegisterAnswer = z.infer<typeof RegisterAnswer>;

export const LoginBody = z.strictObject({ account: LoginAccount, password: EnteredPassword });
export type LoginBody = z.infer<typeof LoginBody>;
export const OtpLoginBody = z.strictObject({ mobile: TaiwanMobile, otp: OtpCode });
export type OtpLoginBody = z.infer<typeof OtpLoginBody>;

export const IsLoginAnswer = z.object({ isLogin: z.boolean() });
export type IsLoginAnswer = z.infer<typeof IsLoginAnswer>;
export const GetMemberAnswer = z.object({ data: Member });
export type GetMemberAnswer = z.infer<typeof GetMemberAnswer>;

/**
 * update-member: an allow-list; any other field is refused (422), so nothing can be mass-assigned.
 * A new mobile number needs a code sent to it with purpose change-mobile.
 */
export const UpdateMemberBody = z
  .strictObject({
    member_name: MemberName.optional(),
    member_birthday: Birthday.optional(),
    member_account: Email.optional(),
    member_mobile: TaiwanMobile.optional(),
    otp: OtpCode.optional(),
  })
  .refine((body) => body.member_mobile === undefined || body.otp !== undefined, {
    error: m.mobileNeedsOtp,
    path: ['otp'],
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: m.nothingToUpdate });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

/**
 * The profile page's form (/membercenter_modify): the name is required there, so a cleared name is said
 * beside the field instead of being left out of update-member and reported saved (issue 23).
 */
export const ProfileFormBody = z.strictObject({
  member_name: MemberName,
  member_birthday: Birthday.optional(),
  member_account: Email.optional(),
});
export type ProfileFormBody = z.infer<typeof ProfileFormBody>;

export const ChangePasswordBody = z
  .strictObject({ old_password: EnteredPassword, new_password: NewPassword })
  .refine((body) => body.old_password !== body.new_password, {
    error: m.passwordUnchanged,
    path: ['new_password'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const IsMobileExistBody = z.strictObject({ mobile: TaiwanMobile });
export type IsMobileExistBody = z.infer<typeof IsMobileExistBody>;
export const IsEmailExistBody = z.strictObject({ email: Email });
export type IsEmailExistBody = z.infer<typeof IsEmailExistBody>;
export const ExistsAnswer = z.object({ exists: z.boolean() });
export type ExistsAnswer = z.infer<typeof ExistsAnswer>;

// Messages and roles -------------------------------------------------------------------------

export const MessagesQuery = z.strictObject({
  type: z.literal('unread').optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;
export const MessageItem = z.object({
  sno: z.number().int(),
  subject: z.string(),
  content: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type MessageItem = z.infer<typeof MessageItem>;
/** get-messages → data.messages: total (the unread count with type=unread) and the items. */
export const MessagesAnswer = z.object({
  messages: z.object({ total: z.number().int(), data: z.array(MessageItem) }),
});
export type MessagesAnswer = z.infer<typeof MessagesAnswer>;

/** member-role-mapping: 'member', the tier role (tier-0 … tier-3, new-member) and any granted roles. */
export const MemberRolesAnswer = z.object({ roles: z.array(z.string()) });
export type MemberRolesAnswer = z.infer<typeof MemberRolesAnswer>;

/** The latest text message to a number, from the outbox; a development aid, off unless SMS_OUTBOX_READABLE=true. */
export const DevLatestSmsQuery = z.strictObject({ mobile: TaiwanMobile });
export const DevLatestSmsAnswer = z.object({
  mobile: z.string(),
  body: z.string(),
  purpose: z.string(),
  /** The 6-digit code found in the body, or null. */
  code: z.string().nullable(),
  created_at: z.string(),
});
export type DevLatestSmsAnswer = z.infer<typeof DevLatestSmsAnswer>;
