import { DATABASE_INT_MAX } from '@shop/core';
import { z } from 'zod';

/** Body of every non-2xx answer (ARCHITECTURE.md §3). */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A positive integer id taken from a path segment. */
export const IdParam = z.object({ id: z.coerce.number().int().positive().max(DATABASE_INT_MAX) });
export type IdParam = z.infer<typeof IdParam>;

export const KeywordParam = z.object({ keyword: z.string().trim().min(1).max(19) });
export type KeywordParam = z.infer<typeof KeywordParam>;

/** /healthz (the process answers) and /readyz (its database answers too). */
export const HealthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof HealthAnswer>;

/** NUL (U+0000): no text of the shop holds one, and PostgreSQL refuses it in text columns. */
const NUL = '\u0000';
export const NUL_BYTE_MESSAGE = 'Text may not contain a NUL character.';

/** The dotted path of the first string holding a NUL character in an input value, or null. */
export function findNulByte(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'request' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulByte(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
