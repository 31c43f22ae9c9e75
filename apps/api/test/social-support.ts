// Local stand-ins for LINE (oauth2-mock-server), Google and Facebook used by the social tests.
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import type { FacebookConfig, GoogleConfig, LineConfig } from '../src/integrations/oauth/config.ts';
import type { AccountsTestApp } from './accounts-support.ts';

export const LINE_CHANNEL_ID = '1650000000';
export const SHOP_ORIGIN = 'https://shop.example.test';
export const LINE_CALLBACK = `${SHOP_ORIGIN}/linelogin_callback`;
export const LINE_BINDING_CALLBACK = `${SHOP_ORIGIN}/linebinding-step1`;

export interface LineMock {
  server: OAuth2Server;
  config: LineConfig;
  /** Claims merged into the next ID token (sub, name, picture, or a wrong nonce / aud / exp). */
  nextIdToken: Record<string, unknown>;
  stop(): Promise<void>;
}

/** A LINE-like OIDC provider: code flow with PKCE, RS256 ID tokens carrying the nonce, JWKS at /jwks. */
export async function startLineMock(): Promise<LineMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url!;
  const mock: LineMock = {
    server,
    config: {
      channelId: LINE_CHANNEL_ID,
      channelSecret: 'line-channel-secret',
      authorizeUrl: `${url}/authorize`,
      tokenUrl: `${url}/token`,
      jwksUrl: `${url}/jwks`,
      issuer: url,
    },
    nextIdToken: {},
    stop: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token) => {
    // Only the ID token carries our channel id as its audience; the access token is left alone.
    if (token.payload.aud !== LINE_CHANNEL_ID) return;
    Object.assign(token.payload, { name: 'LINE 使用者', ...mock.nextIdToken });
    mock.nextIdToken = {};
  });
  return mock;
}

/** Starts a LINE authorization through the API and lets the mock "log the user in": the callback's code and state. */
export async function authorizeWithLine(
  t: AccountsTestApp,
  purpose: 'login' | 'bind',
  redirectUri = purpose === 'login' ? LINE_CALLBACK : LINE_BINDING_CALLBACK,
): Promise<{ code: string; state: string; redirect_uri: string }> {
  // The mock stamps its ID tokens with the real time.
  t.clock.catchUp();
  const query = new URLSearchParams({ redirect_uri: redirectUri, purpose });
  const started = await t.call('GET', `oauth/line/authorize-url?${query}`);
  if (started.statusCode !== 200)
    throw new Error(`authorize-url answered ${started.statusCode}: ${started.body}`);
  const { url, state } = started.json() as { url: string; state: string };
  const response = await fetch(url, { redirect: 'manual' });
  const back = new URL(response.headers.get('location')!);
  if (back.searchParams.get('state') !== state) throw new Error('the mock lost the state');
  return { code: back.searchParams.get('code')!, state, redirect_uri: redirectUri };
}

export interface FakeProfile {
  sub: string;
  name: string;
  email: string;
  /** Google: the client the token was issued to; Facebook: the app. */
  issuedTo: string;
}

export interface SocialFakes {
  google: GoogleConfig;
  facebook: FacebookConfig;
  googleTokens: Map<string, FakeProfile>;
  facebookTokens: Map<string, FakeProfile>;
  stop(): Promise<void>;
}

export const GOOGLE_CLIENT_ID = 'shop-web.apps.googleusercontent.test';
export const FACEBOOK_APP_ID = '888000111';
const FACEBOOK_APP_SECRET = 'facebook-app-secret';

/** Google tokeninfo/userinfo and Facebook debug_token/me, checking what the real endpoints check. */
export async function startSocialFakes(): Promise<SocialFakes> {
  const googleTokens = new Map<string, FakeProfile>();
  const facebookTokens = new Map<string, FakeProfile>();
  const app: FastifyInstance = Fastify();

  app.get('/google/tokeninfo', async (request, reply) => {
    const profile = googleTokens.get((request.query as { access_token?: string }).access_token ?? '');
    if (!profile) return reply.code(400).send({ error: 'invalid_token', error_description: 'Invalid Value' });
    return {
      azp: profile.issuedTo,
      aud: profile.issuedTo,
      sub: profile.sub,
      scope: 'openid email profile',
      exp: String(Math.floor(Date.now() / 1000) + 3599),
      expires_in: '3599',
      email: profile.email,
      email_verified: 'true',
    };
  });
  app.get('/google/userinfo', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const profile = googleTokens.get(token);
    if (!profile) return reply.code(401).send({ error: 'invalid_request' });
    return {
      sub: profile.sub,
      name: profile.name,
      email: profile.email,
      email_verified: true,
      picture: null,
    };
  });
  app.get('/facebook/debug_token', async (request, reply) => {
    const query = request.query as { input_token?: string; access_token?: string };
    if (query.access_token !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
      return reply
        .code(400)
        .send({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException' } });
    }
    const profile = facebookTokens.get(query.input_token ?? '');
    if (!profile) return { data: { is_valid: false, error: { message: 'Malformed access token' } } };
    return {
      data: {
        app_id: profile.issuedTo,
        type: 'USER',
        is_valid: true,
        user_id: profile.sub,
        scopes: ['email'],
      },
    };
  });
  app.get('/facebook/me', async (request, reply) => {
    const query = request.query as { access_token?: string; appsecret_proof?: string };
    const token = query.access_token ?? '';
    const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
    const profile = facebookTokens.get(token);
    if (!profile || query.appsecret_proof !== proof)
      return reply.code(400).send({ error: { type: 'OAuthException' } });
    return { id: profile.sub, name: profile.name, email: profile.email };
  });

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    google: {
      clientId: GOOGLE_CLIENT_ID,
      tokenInfoUrl: `${base}/google/tokeninfo`,
      userInfoUrl: `${base}/google/userinfo`,
      authorizeUrl: `${base}/google/auth`,
    },
    facebook: {
      appId: FACEBOOK_APP_ID,
      appSecret: FACEBOOK_APP_SECRET,
      graphUrl: `${base}/facebook`,
      authorizeUrl: `${base}/facebook/dialog/oauth`,
    },
    googleTokens,
    facebookTokens,
    stop: () => app.close(),
  };
}
