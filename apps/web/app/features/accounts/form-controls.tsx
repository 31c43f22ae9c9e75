// Pieces the account forms share: the mobile number with its "send code" button and visible resend
// cooldown, and the card around an account page. Fields, errors and the submit button: components/forms.

import type { FieldMetadata } from '@conform-to/react';
import { TaiwanMobile } from '@shop/contracts';
import { OTP_RESEND_COOLDOWN_MS, type OtpPurpose, accountPagesMessages as t } from '@shop/core';
import { type ReactNode, useEffect, useState } from 'react';
import { TextField, useHydrated } from '../../components/forms';
import { browserApi } from '../../lib/api.client';
import { accountsCalls, describeFailure, noteToShow } from './account-api';

/** The mobile number with its send-code button and the one-time code: the same pair on every form that verifies a number. */
export function MobileCodeFields({
  mobile,
  otp,
  purpose,
}: {
  mobile: FieldMetadata<string | undefined>;
  otp: FieldMetadata<string | undefined>;
  purpose: OtpPurpose;
}) {
  return (
    <>
      <TextField
        meta={mobile}
        label={t.mobileLabel}
        type="tel"
        inputMode="tel"
        placeholder={t.mobilePlaceholder}
        autoComplete="tel-national"
        addon={<SendOtpButton purpose={purpose} fieldErrors={mobile.errors} />}
      />
      <TextField
        meta={otp}
        label={t.otpLabel}
        inputMode="numeric"
        placeholder={t.otpPlaceholder}
        autoComplete="one-time-code"
      />
    </>
  );
}

/** Seconds left of the resend cooldown, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

const DEFAULT_COOLDOWN_SECONDS = OTP_RESEND_COOLDOWN_MS / 1000;

/**
 * POST send-otp for the mobile number typed in the same form (field `mobile`), then a visible
 * countdown before it can be sent again. A number given as `mobile` is used instead of the field.
 */
export function SendOtpButton({
  purpose,
  mobile,
  fieldErrors,
}: {
  purpose: OtpPurpose;
  mobile?: string;
  /** What the mobile field shows beneath itself: the note does not say it a second time. */
  fieldErrors?: string[];
}) {
  const [left, setLeft] = useCountdown();
  const [busy, setBusy] = useState(false);
  const [rawNote, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const note = noteToShow(rawNote, fieldErrors);
  const [sentOnce, setSentOnce] = useState(false);
  const hydrated = useHydrated();

  async function send(form: HTMLFormElement | null) {
    const typed = mobile ?? (form?.elements.namedItem('mobile') as HTMLInputElement | null)?.value ?? '';
    const parsed = TaiwanMobile.safeParse(typed);
    if (!parsed.success) {
      setNote({ text: parsed.error.issues[0]?.message ?? t.requestFailed, error: true });
      return;
    }
    setBusy(true);
    try {
      const answer = await browserApi().send(accountsCalls.sendOtp, {
        body: {
          mobile: parsed.data,
          purpose,
        },
      });
      setLeft(answer.resend_after_seconds || DEFAULT_COOLDOWN_SECONDS);
      setSentOnce(true);
      setNote({ text: t.otpSent(parsed.data), error: false });
    } catch (error) {
      setNote({ text: describeFailure(error).message, error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="shrink-0">
      <button
        type="button"
        data-testid="send-otp"
        disabled={busy || left > 0 || !hydrated}
        onClick={(event) => void send(event.currentTarget.form)}
        className="mt-1 min-w-28 rounded border border-ink px-3 py-2.5 text-sm text-ink hover:bg-sand disabled:border-line disabled:text-ink-faint"
      >
        {left > 0 ? t.resendIn(left) : sentOnce ? t.resendOtp : t.sendOtp}
      </button>
      {note && (
        <p
          data-testid="otp-note"
          role={note.error ? 'alert' : 'status'}
          className={`mt-1 max-w-40 text-xs ${note.error ? 'text-blush' : 'text-accent-strong'}`}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 lg:py-16">
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-widest text-ink">{title}</h1>
      <div className="rounded-lg border border-line bg-surface p-6 shadow-sm">{children}</div>
    </div>
  );
}
