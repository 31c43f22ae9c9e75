// /forgot-password (path ours): a member who forgot the password proves the number with an SMS code
// and sets a new password; every session ends, and the member logs in again (FAQ q3-2).
import { getFormProps } from '@conform-to/react';
import { membersCalls, ResetPasswordBody } from '@shop/contracts';
import { profileMessages as p, pagesMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField } from '../../components/forms';
import { AuthCard, MobileCodeFields } from '../../features/accounts/form-controls';
import { useAccountForm } from '../../features/accounts/use-account-form';
import { browserApi } from '../../lib/api.client';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(p.forgotPasswordTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, follow' },
];

export default function ForgotPasswordPage() {
  const [done, setDone] = useState(false);
  const { form, fields, busy } = useAccountForm('reset-password', ResetPasswordBody, async (value) => {
    await browserApi().send(membersCalls.resetPassword, { body: value });
    setDone(true);
  });
  return (
    <AuthCard title={p.forgotPasswordTitle}>
      {done ? (
        <div className="grid gap-4 text-center">
          <p role="status" data-testid="reset-done" className="text-ink">
            {p.resetDone}
          </p>
          <Link to="/login" className="rounded bg-ink py-3 text-base font-medium text-white hover:opacity-90">
            {t.goLogin}
          </Link>
        </div>
      ) : (
        <form {...getFormProps(form)} className="grid gap-4" data-testid="reset-password-form">
          <p className="text-sm text-ink-soft">{p.forgotPasswordIntro}</p>
          <FormError errors={form.errors} id={form.errorId} />
          <MobileCodeFields mobile={fields.mobile} otp={fields.otp} purpose="reset-password" />
          <TextField
            meta={fields.new_password}
            label={p.newPasswordLabel}
            type="password"
            autoComplete="new-password"
            hint={t.passwordHint}
          />
          <SubmitButton busy={busy}>{p.resetSubmit}</SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-ink-soft">
        <Link to="/login" className="text-accent-strong underline">
          {t.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
