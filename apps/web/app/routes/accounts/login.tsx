// /login: password login and OTP login; returns to the saved last page (storefront.md §2.2, §2.3).

import { getFormProps } from '@conform-to/react';
import { accountsCalls, LoginBody, OtpLoginBody } from '@shop/contracts';
import { pagesMessages, profileMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField } from '../../components/forms';
import { AuthCard, MobileCodeFields } from '../../features/accounts/form-controls';
import { completeLogin } from '../../features/accounts/session';
import { SocialButtons } from '../../features/accounts/social-login';
import { useAccountForm } from '../../features/accounts/use-account-form';
import { isReturnablePath } from '../../lib/access-guard';
import { browserApi } from '../../lib/api.client';
import { LocalKey, storage } from '../../lib/storage';
import type { Route } from './+types/login';

const NO_PROVIDERS = { line: false, facebook: false, google: false };

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(t.loginTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, follow' },
];

/** Which social buttons to show; a failure shows none (storefront.md §8, logged only). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { providers } = await context.api.send(accountsCalls.authProviders);
    return { providers };
  } catch (error) {
    console.error('[login] auth-providers failed', error);
    return { providers: NO_PROVIDERS };
  }
}

function useLoginDone() {
  const navigate = useNavigate();
  return (token: string) => {
    navigate(completeLogin(token), { replace: true });
  };
}

function PasswordLogin() {
  const done = useLoginDone();
  const { form, fields, busy } = useAccountForm('login-password', LoginBody, async (value) => {
    const { token } = await browserApi().send(accountsCalls.login, { body: value });
    done(token);
  });
  return (
    <form {...getFormProps(form)} className="grid gap-4" data-testid="password-login">
      <FormError errors={form.errors} id={form.errorId} />
      <TextField
        meta={fields.account}
        label={t.accountLabel}
        placeholder={t.accountPlaceholder}
        autoComplete="username"
      />
      <TextField
        meta={fields.password}
        label={t.passwordLabel}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton busy={busy}>{t.loginSubmit}</SubmitButton>
      <p className="text-right text-sm">
        <Link to="/forgot-password" data-testid="forgot-password" className="text-accent-strong underline">
          {profileMessages.forgotPassword}
        </Link>
      </p>
    </form>
  );
}

function OtpLogin() {
  const done = useLoginDone();
  const { form, fields, busy } = useAccountForm('login-otp', OtpLoginBody, async (value) => {
    const { token } = await browserApi().send(accountsCalls.loginWithOtp, { body: value });
    done(token);
  });
  return (
    <form {...getFormProps(form)} className="grid gap-4" data-testid="otp-login">
      <FormError errors={form.errors} id={form.errorId} />
      <MobileCodeFields mobile={fields.mobile} otp={fields.otp} purpose="login" />
      <SubmitButton busy={busy}>{t.loginSubmit}</SubmitButton>
    </form>
  );
}

const tabClass =
  'flex-1 border-b-2 border-transparent pb-2 text-sm text-ink-soft data-[state=active]:border-ink data-[state=active]:font-medium data-[state=active]:text-ink';

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirect');

  // ?redirect= names the page to return to; one containing /login is never kept (§5).
  useEffect(() => {
    if (isReturnablePath(redirectTo)) storage.set(LocalKey.lastPageBeforeLogin, redirectTo);
  }, [redirectTo]);

  return (
    <AuthCard title={t.loginTitle}>
      <Tabs.Root defaultValue="password">
        <Tabs.List className="mb-6 flex gap-4" aria-label={t.loginTitle}>
          <Tabs.Trigger value="password" className={tabClass} data-testid="tab-password">
            {t.tabPassword}
          </Tabs.Trigger>
          <Tabs.Trigger value="otp" className={tabClass} data-testid="tab-otp">
            {t.tabOtp}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password">
          <PasswordLogin />
        </Tabs.Content>
        <Tabs.Content value="otp">
          <OtpLogin />
        </Tabs.Content>
      </Tabs.Root>
      <SocialButtons providers={loaderData.providers} />
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t.noAccount}
        <Link to="/register" className="ml-1 text-accent-strong underline">
          {t.goRegister}
        </Link>
      </p>
    </AuthCard>
  );
}
