import { generateState, OAuth2Client } from 'arctic';
import type { FacebookConfig, GoogleConfig } from './config.ts';

const FACEBOOK_SCOPES = ['public_profile', 'email'];
const GOOGLE_SCOPES = ['openid', 'email', 'profile'];

/**
 * The full-page redirect of the token flow (storefront.md §4.2): the provider comes back to the callback
 * page with access_token and state in the hash; the page compares the state and posts the token.
 */
export function createTokenFlowUrl(
  provider: { kind: 'facebook'; config: FacebookConfig } | { kind: 'google'; config: GoogleConfig },
  redirectUri: string,
): { url: string; state: string } {
  const state = generateState();
  const clientId = provider.kind === 'facebook' ? provider.config.appId : provider.config.clientId;
  const scopes = provider.kind === 'facebook' ? FACEBOOK_SCOPES : GOOGLE_SCOPES;
  const url = new OAuth2Client(clientId, null, redirectUri).createAuthorizationURL(
    provider.config.authorizeUrl,
    state,
    scopes,
  );
  url.searchParams.set('response_type', 'token');
  return { url: url.toString(), state };
}
