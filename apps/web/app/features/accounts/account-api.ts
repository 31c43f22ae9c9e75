// The account calls as the browser sends them, typed by the contracts' call table.
import { type AccountCallDefinition, accountsCalls, ErrorBody } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { accountPagesMessages } from '@shop/core';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.client';

type BodyOf<Body> = Body extends z.ZodType ? z.input<Body> : undefined;

/** Sends one account call with its body and checks the answer against its schema. */
export function sendAccountCall<Params, Answer extends z.ZodType, Body extends z.ZodType | undefined>(
  definition: AccountCallDefinition<Params, Answer, Body>,
  params: Params,
  body?: BodyOf<Body>,
): Promise<z.output<Answer>> {
  return browserApi().request(definition.method, definition.path(params), {
    // The client always declares a JSON body (storefront.md §7.1) and the API refuses an empty one.
    body: body === undefined && definition.method !== 'GET' ? {} : body,
    answer: definition.answer,
    auth: definition.auth,
  }) as Promise<z.output<Answer>>;
}

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
