import type { GoogleConfig } from './config.ts';
import { fetchProviderJson, ProviderRejectedError, stringField } from './http.ts';
import type { VerifiedIdentity } from './verified-identity.ts';

/**
 * Checks a Google access token: tokeninfo proves it is live and was issued to our client id (a token
 * issued to another site is refused), userinfo gives the profile of the same subject.
 */
export async function verifyGoogleToken(
  config: GoogleConfig,
  accessToken: string,
): Promise<VerifiedIdentity> {
  const infoUrl = new URL(config.tokenInfoUrl);
  infoUrl.searchParams.set('access_token', accessToken);
  const info = await fetchProviderJson(infoUrl);
  const audience = stringField(info, 'aud') ?? stringField(info, 'azp');
  if (audience !== config.clientId)
    throw new ProviderRejectedError('Google token was issued to another client');
  if (Number(info.expires_in ?? 0) <= 0) throw new ProviderRejectedError('Google token has expired');
  const subject = stringField(info, 'sub');
  if (!subject) throw new ProviderRejectedError('Google token has no subject');

  const profile = await fetchProviderJson(config.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (stringField(profile, 'sub') !== subject)
    throw new ProviderRejectedError('Google profile is of another user');
  const verified =
    profile.email_verified === true || info.email_verified === 'true' || info.email_verified === true;
  return {
    provider: 'google',
    subject,
    email: verified ? (stringField(profile, 'email')?.toLowerCase() ?? null) : null,
    displayName: stringField(profile, 'name'),
    pictureUrl: stringField(profile, 'picture'),
  };
}
