// /fblogin_callback, /googlelogin_callback (token flow: access_token in the hash) and /linelogin_callback
// (code flow: code and state in the query). On success the shopper returns to the saved last page
// (storefront.md §2.2, §2.3, §4.2); an identity without a member goes on to /register.

import type { SocialLoginAnswer, SocialProvider } from '@shop/contracts';
import { pagesMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountsCalls, describeFailure } from '../../features/accounts/account-api';
import { completeLogin } from '../../features/accounts/session';
import { CALLBACK_PATH_OF, callbackUrl } from '../../features/accounts/social-login';
import { browserApi } from '../../lib/api.client';
import { SessionKey, storage } from '../../lib/storage';
import type { RegisterState } from './register';

export const meta = () => [
  { title: pagesMessages.titleWithBrand(t.loginTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

function providerOf(pathname: string): SocialProvider | null {
  const entry = Object.entries(CALLBACK_PATH_OF).find(([, path]) => path === pathname.replace(/\/+$/, ''));
  return entry ? (entry[0] as SocialProvider) : null;
}

/** Sends what the provider handed back; null when the address holds nothing usable. */
function exchange(provider: SocialProvider, location: Location): Promise<SocialLoginAnswer> | null {
  if (provider === 'line') {
    const query = new URLSearchParams(location.search);
    const code = query.get('code');
    const state = query.get('state');
    if (!code || !state) return null;
    return browserApi().send(accountsCalls.loginWithLine, {
      body: {
        code,
        state,
        redirect_uri: callbackUrl('line'),
        mode: 'login',
      },
    });
  }
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const accessToken = fragment.get('access_token');
  const expectedState = storage.getSession(SessionKey.oauthState);
  storage.removeSession(SessionKey.oauthState);
  // The state we sent must come back: anything else is a login someone else started.
  if (!accessToken || !expectedState || fragment.get('state') !== expectedState) return null;
  const call = provider === 'facebook' ? accountsCalls.loginWithFacebook : accountsCalls.loginWithGoogle;
  return browserApi().send(call, { body: { access_token: accessToken, mode: 'login' } });
}

export default function SocialCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code and the token are single use: never send them twice.
    if (started.current) return;
    started.current = true;
    const provider = providerOf(window.location.pathname);
    const pending = provider ? exchange(provider, window.location) : null;
    if (!pending) {
      setError(t.callbackInvalid);
      return;
    }
    pending
      .then((answer) => {
        if (answer.status === 'logged_in') {
          navigate(completeLogin(answer.token, 'social'), { replace: true });
        } else if (answer.status === 'needs_registration') {
          const state: RegisterState = { identityTicket: answer.identity_ticket, profile: answer.profile };
          navigate('/register', { replace: true, state });
        } else {
          navigate('/membercenter', { replace: true });
        }
      })
      .catch((failure) => setError(describeFailure(failure).message));
  }, [navigate]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      {error ? (
        <>
          <p role="alert" data-testid="callback-error" className="text-ink">
            {error}
          </p>
          <Link to="/login" replace className="rounded bg-ink px-6 py-2 text-sm text-white">
            {t.backToLogin}
          </Link>
        </>
      ) : (
        <p className="text-ink-soft">{t.callbackWorking}</p>
      )}
    </div>
  );
}
