const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function readBearerToken(header: string | undefined): string | null {
  return header ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}
