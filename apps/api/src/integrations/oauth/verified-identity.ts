/** A person a provider vouched for: the (provider, subject) pair is the identity, the rest is profile. */
export interface VerifiedIdentity {
  provider: 'line' | 'facebook' | 'google';
  subject: string;
  email: string | null;
  displayName: string | null;
  pictureUrl: string | null;
}
