// /register: mobile verified by a one-time code, e-mail, password, name and birthday (storefront.md §2.2).
// A social login that found no member arrives here with an identity ticket, linked on registration.

import { getFormProps, getInputProps } from '@conform-to/react';
import { accountsCalls, RegisterBody, type SocialProfile } from '@shop/contracts';
import { pagesMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { FieldError, FormError, SubmitButton, TextField } from '../../components/forms';
import { AuthCard, MobileCodeFields } from '../../features/accounts/form-controls';
import { completeLogin } from '../../features/accounts/session';
import { useAccountForm } from '../../features/accounts/use-account-form';
import { browserApi } from '../../lib/api.client';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(t.registerTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, follow' },
];

/** Navigation state a social callback hands over when the identity has no member yet. */
export interface RegisterState {
  identityTicket: string;
  profile: SocialProfile;
}

function readRegisterState(state: unknown): RegisterState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { identityTicket, profile } = state as Partial<RegisterState>;
  return typeof identityTicket === 'string' && profile ? { identityTicket, profile } : null;
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const social = readRegisterState(useLocation().state);
  const { form, fields, busy } = useAccountForm('register', RegisterBody, async (value) => {
    const { token } = await browserApi().send(accountsCalls.register, { body: value });
    navigate(completeLogin(token, 'register'), { replace: true });
  });

  return (
    <AuthCard title={t.registerTitle}>
      {social && (
        <p
          data-testid="social-register-notice"
          className="mb-4 rounded bg-accent-soft px-3 py-2 text-sm text-ink"
        >
          {t.socialRegisterNotice(t.providerNames[social.profile.provider])}
        </p>
      )}
      <form {...getFormProps(form)} className="grid gap-4" data-testid="register-form">
        <FormError errors={form.errors} id={form.errorId} />
        {social && (
          <input
            {...getInputProps(fields.identity_ticket, { type: 'hidden' })}
            key={fields.identity_ticket.key}
            defaultValue={social.identityTicket}
          />
        )}
        <MobileCodeFields mobile={fields.mobile} otp={fields.otp} purpose="register" />
        <TextField meta={fields.email} label={t.emailLabel} type="email" autoComplete="email" />
        <TextField
          meta={fields.password}
          label={t.passwordLabel}
          type="password"
          autoComplete="new-password"
          hint={t.passwordHint}
        />
        <TextField meta={fields.name} label={t.nameLabel} autoComplete="name" />
        <TextField
          meta={fields.birthday}
          label={t.birthdayLabel}
          type="date"
          autoComplete="bday"
          hint={t.birthdayHint}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              {...getInputProps(fields.agree_terms, { type: 'checkbox' })}
              key={fields.agree_terms.key}
              aria-describedby={fields.agree_terms.errors ? fields.agree_terms.errorId : undefined}
              className="mt-0.5 size-5 shrink-0 accent-ink"
            />
            <span>
              {t.agreeTermsParts[0]}
              <Link to="/qa/q5-4" target="_blank" className="text-accent-strong underline">
                {t.memberTerms}
              </Link>
              {t.agreeTermsParts[1]}
              <Link to="/qa/q5-3" target="_blank" className="text-accent-strong underline">
                {t.privacyPolicy}
              </Link>
            </span>
          </label>
          <FieldError
            id={fields.agree_terms.errorId}
            name={fields.agree_terms.name}
            errors={fields.agree_terms.errors}
          />
        </div>
        <SubmitButton busy={busy}>{t.registerSubmit}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t.haveAccount}
        <Link to="/login" className="ml-1 text-accent-strong underline">
          {t.goLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
