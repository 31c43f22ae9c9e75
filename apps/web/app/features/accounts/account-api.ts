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

/**
 * The errors a refused submission puts on the form: the message above it only when no field already
 * says the same thing beneath itself (a wrong code or a bad number was shown twice).
 */
export function formErrorsOf(failure: CallFailure): {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
} {
  const saidByAField = Object.values(failure.fieldErrors).some((errors) => errors.includes(failure.message));
  return { formErrors: saidByAField ? [] : [failure.message], fieldErrors: failure.fieldErrors };
}

/** A send-code note, unless it is an error the mobile field already shows. */
export function noteToShow<Note extends { text: string; error: boolean }>(
  note: Note | null,
  fieldErrors: readonly string[] | undefined,
): Note | null {
  if (note?.error && fieldErrors?.includes(note.text)) return null;
  return note;
}
