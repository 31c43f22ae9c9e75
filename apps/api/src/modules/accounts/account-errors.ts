import { AccountErrorCode } from '@shop/contracts';
import { accountErrorMessages as messages } from '@shop/core';
import { ApiError, ErrorCode } from '../../errors.ts';

/** A 429 that also says when to come back (Retry-After header and errors.retry_after_seconds). */
export class RetryLaterError extends ApiError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message, { retry_after_seconds: [String(retryAfterSeconds)] });
  }
}

export const accountErrors = {
  otpInvalid: () =>
    new ApiError(422, AccountErrorCode.otpInvalid, messages.otpInvalid, { otp: [messages.otpInvalid] }),
  otpExpired: () =>
    new ApiError(422, AccountErrorCode.otpExpired, messages.otpExpired, { otp: [messages.otpExpired] }),
  otpLocked: () =>
    new ApiError(429, AccountErrorCode.otpLocked, messages.otpLocked, { otp: [messages.otpLocked] }),
  otpCooldown: (seconds: number) =>
    new RetryLaterError(AccountErrorCode.otpCooldown, messages.otpCooldown(seconds), seconds),
  mobileTaken: () =>
    new ApiError(409, AccountErrorCode.mobileTaken, messages.mobileTaken, { mobile: [messages.mobileTaken] }),
  emailTaken: (field = 'email') =>
    new ApiError(409, AccountErrorCode.emailTaken, messages.emailTaken, { [field]: [messages.emailTaken] }),
  mobileNotRegistered: () =>
    new ApiError(404, AccountErrorCode.mobileNotRegistered, messages.mobileNotRegistered, {
      mobile: [messages.mobileNotRegistered],
    }),
  invalidCredentials: () =>
    new ApiError(401, AccountErrorCode.invalidCredentials, messages.invalidCredentials),
  oldPasswordWrong: () =>
    new ApiError(422, AccountErrorCode.oldPasswordWrong, messages.oldPasswordWrong, {
      old_password: [messages.oldPasswordWrong],
    }),
  tooManyAttempts: (seconds: number) =>
    new RetryLaterError(
      ErrorCode.rateLimited,
      messages.tooManyAttempts(Math.max(1, Math.ceil(seconds / 60))),
      seconds,
    ),
  tooManyRequests: (seconds: number) =>
    new RetryLaterError(ErrorCode.rateLimited, messages.tooManyRequests, seconds),
  birthdayLocked: () =>
    new ApiError(409, AccountErrorCode.birthdayLocked, messages.birthdayLocked, {
      member_birthday: [messages.birthdayLocked],
    }),
  providerNotConfigured: () =>
    new ApiError(404, AccountErrorCode.providerNotConfigured, messages.providerNotConfigured),
  oauthStateInvalid: () => new ApiError(422, AccountErrorCode.oauthStateInvalid, messages.oauthStateInvalid),
  oauthFailed: () => new ApiError(401, AccountErrorCode.oauthFailed, messages.oauthFailed),
  redirectNotAllowed: () =>
    new ApiError(422, AccountErrorCode.redirectNotAllowed, messages.redirectNotAllowed, {
      redirect_uri: [messages.redirectNotAllowed],
    }),
  identityTaken: () => new ApiError(409, AccountErrorCode.identityTaken, messages.identityTaken),
  providerAlreadyBound: () =>
    new ApiError(409, AccountErrorCode.providerAlreadyBound, messages.providerAlreadyBound),
  ticketInvalid: () => new ApiError(422, AccountErrorCode.ticketInvalid, messages.ticketInvalid),
  lineUidNotBound: () => new ApiError(404, AccountErrorCode.lineUidNotBound, messages.lineUidNotBound),
};

/** The constraint name of a unique violation (PostgreSQL 23505), looking through driver wrappers. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
