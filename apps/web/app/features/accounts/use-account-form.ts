import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { accountPagesMessages, accountValidationMessages as m } from '@shop/core';
import { useState } from 'react';
import type { z } from 'zod';
import { describeFailure, formErrorsOf } from './account-api';

/** An empty field reaches the schema as undefined; it gets the field's own message, not zod's. */
const EMPTY_FIELD_MESSAGES: Record<string, string> = {
  account: m.accountRequired,
  password: m.passwordRequired,
  old_password: m.passwordRequired,
  new_password: m.passwordLength,
  mobile: m.mobileInvalid,
  otp: m.otpFormat,
  email: m.emailInvalid,
  name: m.nameRequired,
  member_name: m.nameRequired,
  agree_terms: m.termsRequired,
  birthday: m.birthdayInvalid,
  binding_ticket: accountPagesMessages.lineBindingExpired,
};

const emptyFieldMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type' || issue.input !== undefined) return undefined;
  const field = issue.path?.[0];
  return typeof field === 'string' ? EMPTY_FIELD_MESSAGES[field] : undefined;
};

/**
 * A Conform form validated in the browser by the same zod schema the API checks again; a valid
 * submission goes to `submit` (the API call), and a refused one comes back as the form's errors:
 * the API's message above the form and its field errors under the fields.
 */
export function useAccountForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  submit: (value: z.output<Schema>) => Promise<void>,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue } : {}),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, error: emptyFieldMessage }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      try {
        await submit(submission.value as z.output<Schema>);
      } catch (error) {
        setLastResult(submission.reply(formErrorsOf(describeFailure(error))));
      } finally {
        setBusy(false);
      }
    },
  });
  return { form, fields, busy };
}
