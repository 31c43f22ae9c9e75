// /linebinding-step1 (onlybody): log in with LINE for binding, then bind-line. A logged-in member is
// bound at once; a LINE user already bound is logged in; otherwise step 2 asks for the mobile + code.

import { pagesMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountsCalls, describeFailure } from '../../features/accounts/account-api';
import { AuthCard } from '../../features/accounts/form-controls';
import { completeLogin, loadMemberData } from '../../features/accounts/session';
import { startSocialLogin } from '../../features/accounts/social-login';
import { browserApi } from '../../lib/api.client';
import { SessionKey, storage } from '../../lib/storage';

export const meta = () => [
  { title: pagesMessages.titleWithBrand(t.lineBindingTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const LINE_BINDING_STEP1_PATH = '/linebinding-step1';
export const LINE_BINDING_STEP2_PATH = '/linebinding-step2';

/** Navigation state of step 2. */
export interface BindingStep2State {
  bindingTicket: string;
  displayName: string | null;
}

type Phase = 'start' | 'working' | 'bound';

export default function LineBindingStep1() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('start');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const code = query.get('code');
    const state = query.get('state');
    if (!code || !state) {
      // The binding source ({from}) survives the trip to LINE in the session.
      const from = query.get('from');
      if (from) storage.setSession(SessionKey.lineBindingFrom, from);
      return;
    }
    if (started.current) return;
    started.current = true;
    setPhase('working');
    const from = storage.getSession(SessionKey.lineBindingFrom) ?? undefined;
    storage.removeSession(SessionKey.lineBindingFrom);
    browserApi()
      .send(accountsCalls.bindLine, {
        body: {
          code,
          state,
          redirect_uri: `${window.location.origin}${LINE_BINDING_STEP1_PATH}`,
          from,
        },
      })
      .then((answer) => {
        if (answer.status === 'bound') {
          void loadMemberData();
          setPhase('bound');
        } else if (answer.status === 'already_bound') {
          navigate(completeLogin(answer.token, 'social'), { replace: true });
        } else {
          const next: BindingStep2State = {
            bindingTicket: answer.binding_ticket,
            displayName: answer.profile.display_name,
          };
          navigate(LINE_BINDING_STEP2_PATH, { replace: true, state: next });
        }
      })
      .catch((failure) => {
        setError(describeFailure(failure).message);
        setPhase('start');
      });
  }, [navigate]);

  async function begin() {
    setError(null);
    try {
      await startSocialLogin('line', {
        purpose: 'bind',
        redirectUri: `${window.location.origin}${LINE_BINDING_STEP1_PATH}`,
      });
    } catch (failure) {
      setError(describeFailure(failure).message);
    }
  }

  return (
    <AuthCard title={t.lineBindingTitle}>
      {error && (
        <p
          role="alert"
          data-testid="form-error"
          className="mb-4 rounded bg-blush-soft px-3 py-2 text-sm text-blush"
        >
          {error}
        </p>
      )}
      {phase === 'bound' ? (
        <div className="grid gap-4 text-center">
          <p data-testid="binding-done" className="text-ink">
            {t.lineBindingDone}
          </p>
          <Link to="/membercenter" className="rounded bg-ink py-3 text-sm text-white">
            {t.goMemberCenter}
          </Link>
        </div>
      ) : phase === 'working' ? (
        <p className="text-center text-ink-soft">{t.callbackWorking}</p>
      ) : (
        <div className="grid gap-4">
          <p className="text-sm text-ink-soft">{t.lineBindingStep1Intro}</p>
          <button
            type="button"
            data-testid="line-binding-start"
            onClick={() => void begin()}
            className="rounded bg-[#06c755] py-3 text-sm font-medium text-white"
          >
            {t.lineBindingStart}
          </button>
        </div>
      )}
    </AuthCard>
  );
}
