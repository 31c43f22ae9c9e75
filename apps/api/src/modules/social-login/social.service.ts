import type {
  AuthorizeUrlAnswer,
  AuthProvidersAnswer,
  LineUidLoginBody,
  SocialLoginAnswer,
  SocialProvider,
} from '@shop/contracts';
import type { LineConfig } from '../../integrations/oauth/config.ts';
import { verifyFacebookToken } from '../../integrations/oauth/facebook.ts';
import { verifyGoogleToken } from '../../integrations/oauth/google.ts';
import { ProviderRejectedError } from '../../integrations/oauth/http.ts';
import {
  createLineAuthorization,
  exchangeLineCode,
  verifyLineIdToken,
} from '../../integrations/oauth/line.ts';
import { createTokenFlowUrl } from '../../integrations/oauth/token-flow.ts';
import type { VerifiedIdentity } from '../../integrations/oauth/verified-identity.ts';
import type { AccountsContext, Caller } from '../accounts/index.ts';
import { accountErrors, hashSecret } from '../accounts/index.ts';
import { createSession } from '../sessions/index.ts';
import { consumeThrottle, THROTTLE_RULES } from '../throttles/index.ts';
import { memberOfIdentity, resolveSocialLogin } from './social-identity.ts';
import { insertOAuthState, takeOAuthState } from './social-tickets.repository.ts';

/** A started LINE authorization must come back within this time. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** Callback pages each provider may return to (storefront.md §4.2; /linebinding-step1 for binding). */
const CALLBACK_PATHS: Record<SocialProvider, Record<'login' | 'bind', string[]>> = {
  line: { login: ['/linelogin_callback'], bind: ['/linebinding-step1'] },
  facebook: { login: ['/fblogin_callback'], bind: ['/fblogin_callback'] },
  google: { login: ['/googlelogin_callback'], bind: ['/googlelogin_callback'] },
};

export function authProviders(ctx: AccountsContext): AuthProvidersAnswer {
  const { oauth } = ctx.config;
  return {
    providers: {
      line: oauth.line !== null,
      facebook: oauth.facebook !== null,
      google: oauth.google !== null,
    },
  };
}

export function lineConfig(ctx: AccountsContext): LineConfig {
  const config = ctx.config.oauth.line;
  if (!config) throw accountErrors.providerNotConfigured();
  return config;
}

function checkRedirectUri(
  ctx: AccountsContext,
  provider: SocialProvider,
  purpose: 'login' | 'bind',
  uri: string,
) {
  const url = new URL(uri);
  const origins = ctx.config.oauth.redirectOrigins;
  const pathAllowed = CALLBACK_PATHS[provider][purpose].includes(url.pathname);
  const originAllowed = origins.includes(url.origin);
  if (!pathAllowed || !originAllowed || url.search !== '' || url.hash !== '')
    throw accountErrors.redirectNotAllowed();
}

/**
 * The provider's authorization address. LINE: code flow with state, nonce and PKCE kept server-side
 * (oauth_states). Facebook and Google: token flow; the callback page compares the state itself.
 */
export async function authorizeUrl(
  ctx: AccountsContext,
  provider: SocialProvider,
  query: { redirect_uri: string; purpose: 'login' | 'bind' },
): Promise<AuthorizeUrlAnswer> {
  checkRedirectUri(ctx, provider, query.purpose, query.redirect_uri);
  const { oauth } = ctx.config;
  if (provider === 'facebook' || provider === 'google') {
    const target =
      provider === 'facebook'
        ? oauth.facebook && ({ kind: 'facebook', config: oauth.facebook } as const)
        : oauth.google && ({ kind: 'google', config: oauth.google } as const);
    if (!target) throw accountErrors.providerNotConfigured();
    return createTokenFlowUrl(target, query.redirect_uri);
  }
  const authorization = createLineAuthorization(lineConfig(ctx), query.redirect_uri);
  const now = ctx.now();
  await insertOAuthState(ctx.db, {
    state_hash: hashSecret(authorization.state),
    provider,
    purpose: query.purpose,
    nonce: authorization.nonce,
    code_verifier: authorization.codeVerifier,
    redirect_uri: query.redirect_uri,
    created_at: now,
    expires_at: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
  });
  return { url: authorization.url, state: authorization.state };
}

/** Runs a provider check; a refusal or an unreachable provider is a 401 OAUTH_FAILED (logged, not shown). */
export async function verifiedBy(
  ctx: AccountsContext,
  check: () => Promise<VerifiedIdentity>,
): Promise<VerifiedIdentity> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof ProviderRejectedError)) throw error;
    ctx.log.warn({ reason: error.message }, 'social login refused');
    throw accountErrors.oauthFailed();
  }
}

/** Takes the LINE authorization back by its state, then trades the code for a verified identity. */
export async function verifyLineCallback(
  ctx: AccountsContext,
  callback: { code: string; state: string; redirect_uri: string },
  purpose: 'login' | 'bind',
  caller: Caller,
): Promise<VerifiedIdentity> {
  const config = lineConfig(ctx);
  await consumeThrottle(ctx, THROTTLE_RULES.socialLoginsPerIp, caller.ip, accountErrors.tooManyRequests);
  const now = ctx.now();
  const started = await takeOAuthState(ctx.db, hashSecret(callback.state), 'line', purpose, now);
  if (!started || started.redirect_uri !== callback.redirect_uri) throw accountErrors.oauthStateInvalid();
  return verifiedBy(ctx, () =>
    exchangeLineCode(config, {
      code: callback.code,
      redirectUri: started.redirect_uri,
      codeVerifier: started.code_verifier,
      nonce: started.nonce,
      now,
    }),
  );
}

export async function loginWithLine(
  ctx: AccountsContext,
  body: { code: string; state: string; redirect_uri: string; mode: 'login' | 'bind' },
  caller: Caller,
): Promise<SocialLoginAnswer> {
  const identity = await verifyLineCallback(ctx, body, 'login', caller);
  return resolveSocialLogin(ctx, identity, body.mode, caller);
}

/** Token flow: the server asks the provider whether the access token is live and was issued to our app. */
export async function loginWithAccessToken(
  ctx: AccountsContext,
  provider: 'facebook' | 'google',
  body: { access_token: string; mode: 'login' | 'bind' },
  caller: Caller,
): Promise<SocialLoginAnswer> {
  const { facebook, google } = ctx.config.oauth;
  if (provider === 'facebook' ? !facebook : !google) throw accountErrors.providerNotConfigured();
  await consumeThrottle(ctx, THROTTLE_RULES.socialLoginsPerIp, caller.ip, accountErrors.tooManyRequests);
  const identity = await verifiedBy(ctx, () =>
    provider === 'facebook' && facebook
      ? verifyFacebookToken(facebook, body.access_token)
      : verifyGoogleToken(google!, body.access_token),
  );
  return resolveSocialLogin(ctx, identity, body.mode, caller);
}

/**
 * login/lineUID: a LINE user id alone proves nothing, so it must come with a LINE ID token (LIFF or
 * LINE Login) issued to our channel whose subject is that id; and the id must already be bound.
 */
export async function loginWithLineUid(
  ctx: AccountsContext,
  body: LineUidLoginBody,
  caller: Caller,
): Promise<string> {
  const config = lineConfig(ctx);
  await consumeThrottle(ctx, THROTTLE_RULES.socialLoginsPerIp, caller.ip, accountErrors.tooManyRequests);
  const identity = await verifiedBy(ctx, () => verifyLineIdToken(config, body.id_token, { now: ctx.now() }));
  if (identity.subject !== body.lineUID) throw accountErrors.oauthFailed();
  const memberId = await memberOfIdentity(ctx, identity);
  if (memberId === null) throw accountErrors.lineUidNotBound();
  return createSession(ctx.db, memberId, ctx.now(), caller.device);
}
