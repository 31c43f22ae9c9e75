// Pieces the account forms share: a labelled field with its error, the form error, the submit button
// and the "send code" button with its visible resend cooldown.

import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { TaiwanMobile } from '@shop/contracts';
import { OTP_RESEND_COOLDOWN_MS, type OtpPurpose, accountPagesMessages as t } from '@shop/core';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { browserApi } from '../../lib/api.client';
import { accountsCalls, describeFailure, noteToShow } from './account-api';

const inputClass =
  'mt-1 block w-full rounded border border-line bg-surface px-3 py-2.5 text-base text-ink outline-none focus:border-accent aria-[invalid=true]:border-blush';

type InputType = 'text' | 'tel' | 'email' | 'password' | 'date';

export function TextField({
  meta,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  inputMode,
  addon,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** Placed beside the input (the send-code button). */
  addon?: ReactNode;
}) {
  const errors = meta.errors ?? [];
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-start gap-2">
        <input
          {...getInputProps(meta, { type })}
          key={meta.key}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          className={inputClass}
        />
        {addon}
      </div>
      {hint && errors.length === 0 && <p className="mt-1 text-xs text-ink-faint">{hint}</p>}
      {errors.length > 0 && (
        <p id={meta.errorId} data-testid={`error-${meta.name}`} className="mt-1 text-xs text-blush">
          {errors[0]}
        </p>
      )}
    </div>
  );
}

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

export function FormError({ errors, id }: { errors: string[] | undefined; id: string }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p
      id={id}
      role="alert"
      data-testid="form-error"
      className="rounded bg-blush-soft px-3 py-2 text-sm text-blush"
    >
      {errors[0]}
    </p>
  );
}

const noSubscription = () => () => {};

/** False in the server's HTML and until hydration: the forms only work once React runs them. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      className="w-full rounded bg-ink py-3 text-base font-medium text-white hover:opacity-90 disabled:opacity-60"
    >
      {busy ? t.submitting : children}
    </button>
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
