import {
  createRemoteJWKSet,
  type JWSHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { ProviderRejectedError } from './http.ts';

/** Seconds of clock difference tolerated between us and the provider. */
const CLOCK_SKEW_SECONDS = 60;
const JWKS_CACHE_MS = 10 * 60 * 1000;
const HMAC_ALGORITHMS = ['HS256'];
const KEY_SET_ALGORITHMS = ['RS256', 'ES256'];

export interface IdTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  nonce?: string;
  name?: string;
  picture?: string;
  email?: string;
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
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyFor(expect), {
      algorithms: [
        ...(expect.hmacSecret ? HMAC_ALGORITHMS : []),
        ...(expect.jwksUrl ? KEY_SET_ALGORITHMS : []),
      ],
      issuer: expect.issuer,
      audience: expect.audience,
      currentDate: expect.now,
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (cause) {
    throw new ProviderRejectedError(`ID token refused: ${(cause as Error).message}`, { cause });
  }
  checkClaims(payload, expect);
  return payload as IdTokenClaims;
}

/** The checks jwtVerify leaves to us: a non-empty subject, an issue time not in the future, the nonce. */
function checkClaims(claims: JWTPayload, expect: IdTokenExpectations): void {
  const nowSeconds = Math.floor(expect.now.getTime() / 1000);
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new ProviderRejectedError('ID token has no subject');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_SECONDS > nowSeconds) {
    throw new ProviderRejectedError('ID token is issued in the future');
  }
  if (expect.nonce !== undefined && claims.nonce !== expect.nonce) {
    throw new ProviderRejectedError('ID token nonce does not match');
  }
}

/** The channel secret for HS256 tokens, the provider's key set for the others. */
function keyFor(expect: IdTokenExpectations): JWTVerifyGetKey {
  return async (header: JWSHeaderParameters, token) => {
    if (header.alg === 'HS256' && expect.hmacSecret) return new TextEncoder().encode(expect.hmacSecret);
    if (!expect.jwksUrl) throw new ProviderRejectedError('ID token algorithm is not accepted');
    return keySetAt(expect.jwksUrl)(header, token);
  };
}

// One key set per address: jose keeps its keys and fetches them again once for an unknown kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetAt(url: string): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(url);
  if (keySet === undefined) {
    keySet = createRemoteJWKSet(new URL(url), { cacheMaxAge: JWKS_CACHE_MS });
    keySets.set(url, keySet);
  }
  return keySet;
}
