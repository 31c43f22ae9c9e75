// /linebinding-step2 (onlybody): the member's mobile and a code (purpose bind-line) finish the binding
// started in step 1, and log the member in.

import { getFormProps, getInputProps } from '@conform-to/react';
import { accountsCalls, JoinLineBindingBody } from '@shop/contracts';
import { pagesMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormError, SubmitButton } from '../../components/forms';
import { AuthCard, MobileCodeFields } from '../../features/accounts/form-controls';
import { completeLogin } from '../../features/accounts/session';
import { useAccountForm } from '../../features/accounts/use-account-form';
import { browserApi } from '../../lib/api.client';
import { type BindingStep2State, LINE_BINDING_STEP1_PATH } from './line-binding-step1';

export const meta = () => [
  { title: pagesMessages.titleWithBrand(t.lineBindingTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

function readState(state: unknown): BindingStep2State | null {
  if (typeof state !== 'object' || state === null) return null;
  const { bindingTicket, displayName } = state as Partial<BindingStep2State>;
  return typeof bindingTicket === 'string' ? { bindingTicket, displayName: displayName ?? null } : null;
}

export default function LineBindingStep2() {
  const navigate = useNavigate();
  const binding = readState(useLocation().state);
  const { form, fields, busy } = useAccountForm('line-binding', JoinLineBindingBody, async (value) => {
    const { token } = await browserApi().send(accountsCalls.joinLineBinding, { body: value });
    navigate(completeLogin(token), { replace: true });
  });

  if (!binding) {
    return (
      <AuthCard title={t.lineBindingTitle}>
        <div className="grid gap-4 text-center">
          <p data-testid="binding-expired" className="text-ink">
            {t.lineBindingExpired}
          </p>
          <Link to={LINE_BINDING_STEP1_PATH} replace className="rounded bg-ink py-3 text-sm text-white">
            {t.lineBindingRestart}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.lineBindingTitle}>
      <p className="mb-2 text-sm text-ink-soft">{t.lineBindingStep2Intro}</p>
      {binding.displayName && (
        <p className="mb-4 text-sm text-ink">{t.lineBindingProfile(binding.displayName)}</p>
      )}
      <form {...getFormProps(form)} className="grid gap-4" data-testid="line-binding-form">
        <FormError errors={form.errors} id={form.errorId} />
        <input
          {...getInputProps(fields.binding_ticket, { type: 'hidden' })}
          key={fields.binding_ticket.key}
          defaultValue={binding.bindingTicket}
        />
        <MobileCodeFields mobile={fields.mobile} otp={fields.otp} purpose="bind-line" />
        <SubmitButton busy={busy}>{t.lineBindingSubmit}</SubmitButton>
      </form>
    </AuthCard>
  );
}
