// The back office's client: one function sends any back-stage call of the contracts table, with the
// staff token kept for the browser tab only (sessionStorage), apart from any member login.
import { pathOf, withQuery } from '@shop/contracts';
import { BACK_STAGE_BASE_PATH, type BackStageCall } from '@shop/contracts/back-stage';
import type { z } from 'zod';

const TOKEN_KEY = 'mireva-staff-token';

export function staffToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}
export function keepStaffToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** An answer other than 2xx: the server's Chinese message, its code and the messages by field. */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface SendInput<C extends BackStageCall> {
  params?: In<C['params']>;
  query?: In<C['query']>;
  body?: In<C['body']>;
}

/** Called when the server says the session is over (401): the app shows the login again. */
let onSignedOut: () => void = () => {};
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

export async function send<C extends BackStageCall>(
  call: C,
  input: SendInput<C> = {},
): Promise<z.output<C['answer']>> {
  const path = withQuery(
    `${BACK_STAGE_BASE_PATH}/${pathOf(call, (input.params ?? {}) as Record<string, unknown>)}`,
    (input.query ?? {}) as Record<string, unknown>,
  );
  const token = staffToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
    });
  } catch {
    throw new CallError(0, 'NETWORK', '無法連線到伺服器，請檢查網路後再試一次');
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    if (response.status === 401 && call.auth === 'required') {
      keepStaffToken(null);
      onSignedOut();
    }
    throw new CallError(
      response.status,
      String(json.code ?? 'ERROR'),
      String(json.message ?? '發生錯誤，請稍後再試'),
      (json.errors as Record<string, string[]>) ?? {},
    );
  }
  return json as z.output<C['answer']>;
}

/**
 * Sends a call whose answer is a file (the order export) and hands it to the browser as a download;
 * a refusal comes back as a CallError with the server's message, as for any call.
 */
export async function download<C extends BackStageCall>(call: C, input: SendInput<C>, fallbackName: string) {
  const token = staffToken();
  let response: Response;
  try {
    response = await fetch(
      `${BACK_STAGE_BASE_PATH}/${pathOf(call, (input.params ?? {}) as Record<string, unknown>)}`,
      {
        method: call.method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(input.body ?? {}),
      },
    );
  } catch {
    throw new CallError(0, 'NETWORK', '無法連線到伺服器，請檢查網路後再試一次');
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 401) {
      keepStaffToken(null);
      onSignedOut();
    }
    throw new CallError(
      response.status,
      String(json.code ?? 'ERROR'),
      String(json.message ?? '發生錯誤，請稍後再試'),
      (json.errors as Record<string, string[]>) ?? {},
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
