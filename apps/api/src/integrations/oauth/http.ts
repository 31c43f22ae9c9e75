const PROVIDER_TIMEOUT_MS = 8000;

/** A provider refused a token or code, or answered something we cannot use. */
export class ProviderRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderRejectedError';
  }
}

/** GET or POST to a provider and read a JSON object; anything else is a ProviderRejectedError. */
export async function fetchProviderJson(
  url: string | URL,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ProviderRejectedError(`provider unreachable: ${new URL(url).origin}`, { cause });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ProviderRejectedError(`provider answered HTTP ${response.status} without JSON`, { cause });
  }
  if (!response.ok) throw new ProviderRejectedError(`provider answered HTTP ${response.status}`);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProviderRejectedError('provider answered something other than a JSON object');
  }
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
