import { findUnstorableText } from '@shop/contracts';
import type { z } from 'zod';
import { ApiError, ErrorCode } from '../errors.ts';
import { unstorableTextError } from '../plugins/app/nul-bytes.ts';

/** Validates the text fields of a multipart body; failures answer 422 like any other input. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const unstorable = findUnstorableText(fields);
  if (unstorable !== null) throw unstorableTextError(unstorable);
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'request';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new ApiError(422, ErrorCode.validationFailed, 'The request is not valid.', errors);
}
