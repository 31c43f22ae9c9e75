import type { ErrorBody } from '@shop/contracts';

/** Codes of the error answers (ARCHITECTURE.md §3); the storefront branches on these, not on messages. */
export const ErrorCode = {
  validationFailed: 'VALIDATION_FAILED',
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An error a service throws on purpose; the error handler answers it as it is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: ErrorBody['errors'],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export function notFound(message: string): ApiError {
  return new ApiError(404, ErrorCode.notFound, message);
}

export function unauthenticated(message = 'Authentication required'): ApiError {
  return new ApiError(401, ErrorCode.unauthenticated, message);
}
