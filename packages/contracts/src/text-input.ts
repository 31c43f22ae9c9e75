import { NUL_BYTE_MESSAGE } from './common.ts';

/**
 * A lone UTF-16 surrogate (half of a pair, sent as a `\ud800` escape in JSON): no text of the shop holds
 * one, PostgreSQL refuses it in jsonb and UTF-8 cannot encode it.
 */
export const LONE_SURROGATE_MESSAGE =
  'Text may not contain a lone UTF-16 surrogate (an unpaired \\uD800–\\uDFFF).';

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface UnstorableText {
  /** The dotted path of the field ('request' for the value itself). */
  field: string;
  message: string;
}

function textProblem(text: string): string | null {
  if (text.includes(NUL)) return NUL_BYTE_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** The first string (or object key) in an input value that holds a NUL or a lone surrogate, or null. */
export function findUnstorableText(value: unknown, path = ''): UnstorableText | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message === null ? null : { field: path || 'request', message };
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const keyMessage = textProblem(key);
    if (keyMessage !== null) return { field: path || 'request', message: keyMessage };
    const found = findUnstorableText(item, at);
    if (found !== null) return found;
  }
  return null;
}
