import { createHmac } from 'node:crypto';
import type { FacebookConfig } from './config.ts';
import { fetchProviderJson, ProviderRejectedError, stringField } from './http.ts';
import type { VerifiedIdentity } from './verified-identity.ts';

/**
 * Checks a Facebook user access token with the Graph API: debug_token (with the app token) proves it is
 * valid and was issued to our app; /me (with appsecret_proof) gives the profile of the same user.
 */
export async function verifyFacebookToken(
  config: FacebookConfig,
  accessToken: string,
): Promise<VerifiedIdentity> {
  const debugUrl = new URL(`${config.graphUrl}/debug_token`);
  debugUrl.searchParams.set('input_token', accessToken);
  debugUrl.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  const debug = await fetchProviderJson(debugUrl);
  const data = (debug.data ?? {}) as Record<string, unknown>;
  if (data.is_valid !== true) throw new ProviderRejectedError('Facebook token is not valid');
  if (String(data.app_id) !== config.appId)
    throw new ProviderRejectedError('Facebook token belongs to another app');
  const userId = data.user_id === undefined ? null : String(data.user_id);
  if (!userId) throw new ProviderRejectedError('Facebook token has no user');

  const meUrl = new URL(`${config.graphUrl}/me`);
  meUrl.searchParams.set('fields', 'id,name,email,picture.type(large)');
  meUrl.searchParams.set('access_token', accessToken);
  meUrl.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', config.appSecret).update(accessToken).digest('hex'),
  );
  const me = await fetchProviderJson(meUrl);
  if (String(me.id) !== userId) throw new ProviderRejectedError('Facebook profile is of another user');
  const picture = ((me.picture as { data?: { url?: unknown } } | undefined)?.data?.url ?? null) as
    | string
    | null;
  return {
    provider: 'facebook',
    subject: userId,
    email: stringField(me, 'email')?.toLowerCase() ?? null,
    displayName: stringField(me, 'name'),
    pictureUrl: typeof picture === 'string' ? picture : null,
  };
}
