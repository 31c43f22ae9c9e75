import { isApiError } from '@shop/contracts/client';

/**
 * The server's own message for a refused request (400–499 but 404: wrong code, cooldown, fields),
 * otherwise the fallback wording: a missing call or a server failure says nothing useful to a shopper.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.reason !== 'http' || error.status === 404 || error.status >= 500)
    return fallback;
  const { message } = (error.data ?? {}) as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
