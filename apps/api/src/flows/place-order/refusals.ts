// The answers placing an order refuses with: 422 beside the fields, 409 for what others took first.
import { ApiError, ErrorCode } from '../../errors.ts';

export function unprocessable(errors: Record<string, string>): ApiError {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  return new ApiError(422, ErrorCode.validationFailed, Object.values(errors)[0] ?? '', fields);
}

export function conflict(message: string): ApiError {
  return new ApiError(409, ErrorCode.conflict, message);
}
