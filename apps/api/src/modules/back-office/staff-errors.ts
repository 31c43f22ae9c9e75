import { staffMessages } from '@shop/contracts/back-stage';
import { ApiError, ErrorCode } from '../../errors.ts';
import { RetryLaterError } from '../accounts/index.ts';

export const StaffErrorCode = {
  invalidCredentials: 'STAFF_INVALID_CREDENTIALS',
  totpRequired: 'STAFF_TOTP_REQUIRED',
  totpInvalid: 'STAFF_TOTP_INVALID',
  passwordWrong: 'STAFF_PASSWORD_WRONG',
} as const;

export const staffErrors = {
  unauthenticated: () => new ApiError(401, ErrorCode.unauthenticated, staffMessages.unauthenticated),
  forbidden: () => new ApiError(403, ErrorCode.forbidden, staffMessages.forbidden),
  invalidCredentials: () =>
    new ApiError(401, StaffErrorCode.invalidCredentials, staffMessages.invalidCredentials),
  totpRequired: () =>
    new ApiError(422, StaffErrorCode.totpRequired, staffMessages.totpRequired, {
      totp: [staffMessages.totpRequired],
    }),
  totpInvalid: () =>
    new ApiError(422, StaffErrorCode.totpInvalid, staffMessages.totpInvalid, {
      totp: [staffMessages.totpInvalid],
    }),
  passwordWrong: () =>
    new ApiError(422, StaffErrorCode.passwordWrong, staffMessages.passwordWrong, {
      password: [staffMessages.passwordWrong],
    }),
  tooManyAttempts: (seconds: number) =>
    new RetryLaterError(
      ErrorCode.rateLimited,
      staffMessages.tooManyAttempts(Math.max(1, Math.ceil(seconds / 60))),
      seconds,
    ),
  notFound: (message: string) => new ApiError(404, ErrorCode.notFound, message),
  conflict: (message: string) => new ApiError(409, ErrorCode.conflict, message),
};
