// /membercenter_changepassword: the current password is required; the member's other sessions end.
import { getFormProps } from '@conform-to/react';
import { accountsCalls, ChangePasswordBody } from '@shop/contracts';
import { memberPageTitles, profileMessages as p, accountPagesMessages as t } from '@shop/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField } from '../../components/forms';
import { loadMemberData } from '../../features/accounts/session';
import { useAccountForm } from '../../features/accounts/use-account-form';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.changePassword);

export async function clientLoader() {
  return { member: await loadMemberData() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={t.memberLoading} />;
}

function PasswordForm() {
  const [saved, setSaved] = useState(false);
  const { form, fields, busy } = useAccountForm('member-password', ChangePasswordBody, async (value) => {
    setSaved(false);
    await browserApi().send(accountsCalls.changePassword, { body: value });
    form.reset();
    setSaved(true);
  });
  return (
    <form {...getFormProps(form)} className="grid max-w-md gap-4" data-testid="password-form">
      <p className="text-sm text-ink-soft">{p.passwordIntro}</p>
      <FormError errors={form.errors} id={form.errorId} />
      {saved && (
        <p
          role="status"
          data-testid="password-saved"
          className="rounded bg-sand px-3 py-2 text-sm text-accent-strong"
        >
          {p.passwordSaved}
        </p>
      )}
      <TextField
        meta={fields.old_password}
        label={p.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        meta={fields.new_password}
        label={p.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint}
      />
      <SubmitButton busy={busy}>{p.passwordSubmit}</SubmitButton>
    </form>
  );
}

export default function ChangePasswordPage({ loaderData }: Route.ComponentProps) {
  const noPassword = loaderData.member?.has_password === false;
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.changePassword} />
      {noPassword ? (
        <p className="max-w-md text-sm text-ink-soft">
          {p.noPasswordYet}
          <Link to="/forgot-password" className="ml-1 text-accent-strong underline">
            {p.forgotPassword}
          </Link>
        </p>
      ) : (
        <PasswordForm />
      )}
    </section>
  );
}
