import {
  createHmac,
  createPublicKey,
  type JsonWebKey,
  type KeyObject,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import { fetchProviderJson, ProviderRejectedError } from './http.ts';

/** Seconds of clock difference tolerated between us and the provider. */
const CLOCK_SKEW_SECONDS = 60;
const JWKS_CACHE_MS = 10 * 60 * 1000;

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nonce?: string;
  name?: string;
  picture?: string;
  email?: string;
  [claim: string]: unknown;
}

export interface IdTokenExpectations {
  issuer: string;
  audience: string;
  /** The nonce sent with the authorization request; omitted for tokens not bound to one (login/lineUID). */
  nonce?: string;
  now: Date;
  /** HS256 key: LINE signs web-login ID tokens with the channel secret. */
  hmacSecret?: string;
  /** JSON Web Key Set address for RS256/ES256 tokens (LINE's LIFF tokens, OIDC providers). */
  jwksUrl?: string;
}

/**
 * Checks an ID token's signature, issuer, audience, expiry and nonce, and returns its claims.
 * Only HS256 (with hmacSecret), RS256 and ES256 (with jwksUrl) are accepted; `none` never is.
 */
export async function verifyIdToken(token: string, expect: IdTokenExpectations): Promise<IdTokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new ProviderRejectedError('ID token is not a JWT');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  const claims = decodeJson(encodedPayload);
  const signedPart = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  const signature = Buffer.from(encodedSignature, 'base64url');

  if (!(await signatureMatches(header, signedPart, signature, expect))) {
    throw new ProviderRejectedError('ID token signature does not match');
  }
  checkClaims(claims, expect);
  return claims as IdTokenClaims;
}

async function signatureMatches(
  header: Record<string, unknown>,
  signedPart: Buffer,
  signature: Buffer,
  expect: IdTokenExpectations,
): Promise<boolean> {
  switch (header.alg) {
    case 'HS256': {
      if (!expect.hmacSecret) return false;
      const expected = createHmac('sha256', expect.hmacSecret).update(signedPart).digest();
      return expected.length === signature.length && timingSafeEqual(expected, signature);
    }
    case 'RS256':
    case 'ES256': {
      if (!expect.jwksUrl) return false;
      const key = await jwksKey(
        expect.jwksUrl,
        typeof header.kid === 'string' ? header.kid : null,
        header.alg,
      );
      if (!key) return false;
      return header.alg === 'RS256'
        ? verify('RSA-SHA256', signedPart, key, signature)
        : verify('sha256', signedPart, { key, dsaEncoding: 'ieee-p1363' }, signature);
    }
    default:
      return false;
  }
}

function checkClaims(claims: Record<string, unknown>, expect: IdTokenExpectations): void {
  const nowSeconds = Math.floor(expect.now.getTime() / 1000);
  if (claims.iss !== expect.issuer)
    throw new ProviderRejectedError('ID token issuer is not the expected one');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expect.audience))
    throw new ProviderRejectedError('ID token is meant for another client');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS <= nowSeconds) {
    throw new ProviderRejectedError('ID token has expired');
  }
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_SECONDS > nowSeconds) {
    throw new ProviderRejectedError('ID token is issued in the future');
  }
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new ProviderRejectedError('ID token has no subject');
  if (expect.nonce !== undefined && claims.nonce !== expect.nonce) {
    throw new ProviderRejectedError('ID token nonce does not match');
  }
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderRejectedError('ID token is not readable');
}

interface CachedKeys {
  keys: JsonWebKey[];
  fetchedAt: number;
}
const jwksCache = new Map<string, CachedKeys>();

/** The key of a key set by kid (or the only key of the algorithm); the set is fetched again once for an unknown kid. */
async function jwksKey(url: string, kid: string | null, alg: string): Promise<KeyObject | null> {
  let cached = jwksCache.get(url);
  const fresh = cached !== undefined && Date.now() - cached.fetchedAt < JWKS_CACHE_MS;
  let jwk = cached && fresh ? pickKey(cached.keys, kid, alg) : undefined;
  if (!jwk) {
    const body = await fetchProviderJson(url);
    const keys = Array.isArray(body.keys) ? (body.keys as JsonWebKey[]) : [];
    cached = { keys, fetchedAt: Date.now() };
    jwksCache.set(url, cached);
    jwk = pickKey(keys, kid, alg);
  }
  if (!jwk) return null;
  try {
    return createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return null;
  }
}

function pickKey(keys: JsonWebKey[], kid: string | null, alg: string): JsonWebKey | undefined {
  const kty = alg === 'RS256' ? 'RSA' : 'EC';
  const usable = keys.filter((key) => key.kty === kty && (key.alg === undefined || key.alg === alg));
  if (kid !== null) return usable.find((key) => key.kid === kid);
  return usable.length === 1 ? usable[0] : undefined;
}
