import { DEFAULT_SHOP_PORT, readSiteOrigin } from '../../lib/site-origin.ts';
export const LINE_SCOPES = ['profile', 'openid', 'email'];

export interface LineConfig {
  channelId: string;
  channelSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  issuer: string;
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
  authorizeUrl: string;
}

export interface GoogleConfig {
  clientId: string;
  tokenInfoUrl: string;
  userInfoUrl: string;
  authorizeUrl: string;
}

export interface OAuthConfig {
  line: LineConfig | null;
  facebook: FacebookConfig | null;
  google: GoogleConfig | null;
  /** Origins a callback address may have (OAUTH_REDIRECT_ORIGINS; by default the shop's own origin). */
  redirectOrigins: string[];
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** Provider settings from the environment; a provider without its id (and secret) stays off. */
export function readOAuthConfig(env: NodeJS.ProcessEnv): OAuthConfig {
  const lineId = trimmed(env.LINE_CHANNEL_ID);
  const lineSecret = trimmed(env.LINE_CHANNEL_SECRET);
  const facebookId = trimmed(env.FACEBOOK_APP_ID);
  const facebookSecret = trimmed(env.FACEBOOK_APP_SECRET);
  const googleId = trimmed(env.GOOGLE_CLIENT_ID);
  return {
    line:
      lineId && lineSecret
        ? {
            channelId: lineId,
            channelSecret: lineSecret,
            authorizeUrl: trimmed(env.LINE_AUTHORIZE_URL) ?? 'https://access.line.me/oauth2/v2.1/authorize',
            tokenUrl: trimmed(env.LINE_TOKEN_URL) ?? 'https://api.line.me/oauth2/v2.1/token',
            jwksUrl: trimmed(env.LINE_JWKS_URL) ?? 'https://api.line.me/oauth2/v2.1/certs',
            issuer: trimmed(env.LINE_ISSUER) ?? 'https://access.line.me',
          }
        : null,
    facebook:
      facebookId && facebookSecret
        ? {
            appId: facebookId,
            appSecret: facebookSecret,
            graphUrl: (trimmed(env.FACEBOOK_GRAPH_URL) ?? 'https://graph.facebook.com/v21.0').replace(
              /\/+$/,
              '',
            ),
            authorizeUrl:
              trimmed(env.FACEBOOK_AUTHORIZE_URL) ?? 'https://www.facebook.com/v21.0/dialog/oauth',
          }
        : null,
    google: googleId
      ? {
          clientId: googleId,
          tokenInfoUrl: trimmed(env.GOOGLE_TOKENINFO_URL) ?? 'https://oauth2.googleapis.com/tokeninfo',
          userInfoUrl: trimmed(env.GOOGLE_USERINFO_URL) ?? 'https://openidconnect.googleapis.com/v1/userinfo',
          authorizeUrl: trimmed(env.GOOGLE_AUTHORIZE_URL) ?? 'https://accounts.google.com/o/oauth2/v2/auth',
        }
      : null,
    // Only the shop itself unless more origins are named (a storefront on another host in development).
    redirectOrigins: env.OAUTH_REDIRECT_ORIGINS?.trim()
      ? list(env.OAUTH_REDIRECT_ORIGINS)
      : [readSiteOrigin(env, env.PORT ?? DEFAULT_SHOP_PORT)],
  };
}
