// Social login (storefront.md §4.2): a full-page redirect to the provider, back to {origin}/…_callback.

import type { AuthProvidersAnswer, SocialProvider } from '@shop/contracts';
import { accountPagesMessages as t } from '@shop/core';
import { useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { SessionKey, storage } from '../../lib/storage';
import { accountsCalls, describeFailure } from './account-api';

export const CALLBACK_PATH_OF: Record<SocialProvider, string> = {
  line: '/linelogin_callback',
  facebook: '/fblogin_callback',
  google: '/googlelogin_callback',
};

export function callbackUrl(provider: SocialProvider, origin: string = window.location.origin): string {
  return `${origin}${CALLBACK_PATH_OF[provider]}`;
}

/**
 * Asks the API for the provider's authorization address and leaves for it. The API keeps the state of
 * the LINE code flow; for the token flows the browser keeps it to compare on return.
 */
export async function startSocialLogin(
  provider: SocialProvider,
  options: { purpose?: 'login' | 'bind'; redirectUri?: string } = {},
): Promise<void> {
  const { url, state } = await browserApi().send(accountsCalls.authorizeUrl, {
    params: { provider },
    query: {
      redirect_uri: options.redirectUri ?? callbackUrl(provider),
      purpose: options.purpose ?? 'login',
    },
  });
  if (provider !== 'line') storage.setSession(SessionKey.oauthState, state);
  window.location.assign(url);
}

const buttonStyle: Record<SocialProvider, string> = {
  line: 'bg-[#06c755] text-white',
  facebook: 'bg-[#1877f2] text-white',
  google: 'border border-line bg-surface text-ink',
};

/** One button per provider the API says is configured; none at all when none is. */
export function SocialButtons({ providers }: { providers: AuthProvidersAnswer['providers'] }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const shown = (Object.keys(CALLBACK_PATH_OF) as SocialProvider[]).filter((provider) => providers[provider]);
  if (shown.length === 0) return null;

  async function go(provider: SocialProvider) {
    setBusy(provider);
    setError(null);
    try {
      await startSocialLogin(provider);
    } catch (failure) {
      setError(describeFailure(failure).message);
      setBusy(null);
    }
  }

  return (
    <div className="mt-6" data-testid="social-buttons">
      <p className="mb-3 text-center text-xs text-ink-faint">{t.orSocial}</p>
      <div className="grid gap-2">
        {shown.map((provider) => (
          <button
            key={provider}
            type="button"
            data-testid={`social-${provider}`}
            disabled={busy !== null}
            onClick={() => void go(provider)}
            className={`rounded py-2.5 text-sm font-medium disabled:opacity-60 ${buttonStyle[provider]}`}
          >
            {t.socialButtons[provider]}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-center text-xs text-blush">
          {error}
        </p>
      )}
    </div>
  );
}
