import { z } from 'zod';

/** Body of every non-2xx answer (ARCHITECTURE.md §3). */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A positive integer id taken from a path segment. */
export const IdParam = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof IdParam>;

export const KeywordParam = z.object({ keyword: z.string().trim().min(1).max(19) });
export type KeywordParam = z.infer<typeof KeywordParam>;

/** /healthz: the process answers and its database does. */
export const HealthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof HealthAnswer>;
