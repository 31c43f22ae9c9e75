import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2Tokens } from 'arctic';
import { LINE_SCOPES, type LineConfig } from './config.ts';
import { fetchProviderJson, ProviderRejectedError } from './http.ts';
import { verifyIdToken } from './id-token.ts';
import type { VerifiedIdentity } from './verified-identity.ts';

export interface LineAuthorization {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** LINE Login v2.1 authorization request: code flow, random state and nonce, PKCE (S256), scope 'profile openid email'. */
export function createLineAuthorization(config: LineConfig, redirectUri: string): LineAuthorization {
  const state = generateState();
  const nonce = generateState();
  const codeVerifier = generateCodeVerifier();
  const client = new OAuth2Client(config.channelId, null, redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    config.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    LINE_SCOPES,
  );
  url.searchParams.set('nonce', nonce);
  return { url: url.toString(), state, nonce, codeVerifier };
}

export interface LineCodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  now: Date;
}

/**
 * Trades an authorization code for tokens (LINE takes the channel id and secret in the form body) and
 * returns the identity its ID token vouches for, after checking iss, aud, exp, nonce and signature.
 */
export async function exchangeLineCode(
  config: LineConfig,
  exchange: LineCodeExchange,
): Promise<VerifiedIdentity> {
  const body = await fetchProviderJson(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      client_id: config.channelId,
      client_secret: config.channelSecret,
      code_verifier: exchange.codeVerifier,
    }),
  });
  let idToken: string;
  try {
    idToken = new OAuth2Tokens(body).idToken();
  } catch (cause) {
    throw new ProviderRejectedError('LINE answered without an ID token', { cause });
  }
  return verifyLineIdToken(config, idToken, { nonce: exchange.nonce, now: exchange.now });
}

/** Verifies a LINE ID token: HS256 with the channel secret (web login) or ES256 from LINE's key set (LIFF). */
export async function verifyLineIdToken(
  config: LineConfig,
  idToken: string,
  options: { nonce?: string; now: Date },
): Promise<VerifiedIdentity> {
  const claims = await verifyIdToken(idToken, {
    issuer: config.issuer,
    audience: config.channelId,
    nonce: options.nonce,
    now: options.now,
    hmacSecret: config.channelSecret,
    jwksUrl: config.jwksUrl,
  });
  return {
    provider: 'line',
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    displayName: typeof claims.name === 'string' ? claims.name : null,
    pictureUrl: typeof claims.picture === 'string' ? claims.picture : null,
  };
}
