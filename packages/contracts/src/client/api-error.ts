/**
 * http: the server answered with a non-OK status.
 * network: no answer arrived (status 0).
 * invalid-answer: the answer broke its schema (status 0, data holds the zod issues).
 */
export type ApiErrorReason = 'http' | 'network' | 'invalid-answer';

// Status 0 marks "no usable server verdict", so a caller testing status (401, 404, 409…) never takes a
// network failure or a malformed answer for one; `reason` tells the two apart.
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body, the body text, or the zod issues of an invalid answer. */
  readonly data: unknown;
  readonly reason: ApiErrorReason;

  constructor(status: number, data: unknown, reason: ApiErrorReason = 'http', options?: ErrorOptions) {
    super(describe(status, data, reason), options);
    this.status = status;
    this.data = data;
    this.reason = reason;
  }
}

/**
 * Checked by shape, not by class: the server build bundles its own copy of this module, so an
 * error thrown by the client the server hands to loaders is not an instance of the bundle's class.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const candidate = error as Partial<ApiError>;
  return typeof candidate.status === 'number' && typeof candidate.reason === 'string';
}

function describe(status: number, data: unknown, reason: ApiErrorReason): string {
  if (reason === 'network') return 'Network request failed';
  if (reason === 'invalid-answer') return 'Answer does not match its schema';
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : `Request failed with status ${status}`;
}
