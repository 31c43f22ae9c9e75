// What a failed account call tells its form.
import { accountsCalls, ErrorBody } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { accountPagesMessages } from '@shop/core';

export { accountsCalls };

/** What a failed call tells the form: its message and, for a 422, the fields at fault. */
export interface CallFailure {
  status: number;
  code: string | null;
  message: string;
  fieldErrors: Record<string, string[]>;
}

export function describeFailure(error: unknown): CallFailure {
  if (isApiError(error)) {
    const body = ErrorBody.safeParse(error.data);
    if (body.success) {
      return {
        status: error.status,
        code: body.data.code,
        message: body.data.message,
        fieldErrors: body.data.errors ?? {},
      };
    }
    return { status: error.status, code: null, message: accountPagesMessages.requestFailed, fieldErrors: {} };
  }
  return { status: 0, code: null, message: accountPagesMessages.requestFailed, fieldErrors: {} };
}
