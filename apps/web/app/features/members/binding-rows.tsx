// The four account-binding rows (member-area §2.2): e-mail, LINE, Facebook, Google.
import type { Member, SocialProvider } from '@shop/contracts';
import { memberCenterMessages as t } from '@shop/core';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeFailure } from '../accounts/account-api';
import { startSocialLogin } from '../accounts/social-login';

const PROVIDER_FIELD: Record<SocialProvider, keyof Member> = {
  line: 'member_lineid',
  facebook: 'member_fbid',
  google: 'member_googleid',
};

function Bound({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-accent-strong">
      <Check aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
      {t.bound}
    </span>
  );
}

const actionClass = 'rounded border border-ink px-3 py-1 text-sm text-ink hover:bg-sand disabled:opacity-60';

export function BindingRows({ member }: { member: Member }) {
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function bind(provider: SocialProvider) {
    setBusy(provider);
    setError(null);
    try {
      await startSocialLogin(provider, { purpose: 'bind' });
    } catch (failure) {
      setError(describeFailure(failure).message);
      setBusy(null);
    }
  }

  return (
    <div data-testid="binding-rows">
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        <li className="flex items-center justify-between px-4 py-3" data-testid="binding-email">
          <span className="text-ink">{t.bindings.email}</span>
          {member.member_account ? (
            <Bound label={t.bindings.email} />
          ) : (
            <Link to="/membercenter_modify" className={actionClass}>
              {t.bind}
            </Link>
          )}
        </li>
        {(Object.keys(PROVIDER_FIELD) as SocialProvider[]).map((provider) => (
          <li
            key={provider}
            className="flex items-center justify-between px-4 py-3"
            data-testid={`binding-${provider}`}
          >
            <span className="text-ink">{t.bindings[provider]}</span>
            {member[PROVIDER_FIELD[provider]] ? (
              <Bound label={t.bindings[provider]} />
            ) : (
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void bind(provider)}
                className={actionClass}
              >
                {t.bind}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-2 text-sm text-blush">
          {error}
        </p>
      )}
    </div>
  );
}
