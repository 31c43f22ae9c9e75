import { parseCookie } from 'cookie';

/** Cookie values are read as they were written: callers decode what they URL-encoded themselves. */
const keepAsWritten = (value: string) => value;

/** One cookie's raw value from a Cookie header or document.cookie string, or null when it is absent. */
export function readCookie(cookieString: string | null | undefined, name: string): string | null {
  if (!cookieString) return null;
  return parseCookie(cookieString, { decode: keepAsWritten })[name] ?? null;
}
