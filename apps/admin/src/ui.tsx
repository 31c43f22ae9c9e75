import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { CallError } from './api.ts';

export function Loading({ label = '載入中…' }: { label?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}

export function ErrorNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="error" role="alert">
      {message}
    </p>
  );
}

export function Field({
  label,
  id,
  error,
  children,
}: {
  label: string;
  id: string;
  error?: string[] | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error?.length ? (
        <span className="field-error" id={`${id}-error`}>
          {error.join('、')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The inputs the staff actions ask for, each with its label, rules and browser hints: the reason every
 * change of money, stock or an account records (2–200 characters), and the staff member's own password
 * asked again before a refund or an export.
 */
const LABELLED_INPUTS = {
  reason: { label: '原因', required: true, minLength: 2, maxLength: 200 },
  password: { label: '您的密碼', type: 'password', autoComplete: 'current-password', required: true },
} as const satisfies Record<string, { label: string } & InputHTMLAttributes<HTMLInputElement>>;

/** One labelled input of LABELLED_INPUTS; its error is tied to it (aria-invalid, aria-describedby). */
export function LabelledInput({
  kind,
  id,
  value,
  onChange,
  error,
}: {
  kind: keyof typeof LABELLED_INPUTS;
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string[] | undefined;
}) {
  const { label, ...rules } = LABELLED_INPUTS[kind];
  return (
    <Field label={label} id={id} error={error}>
      <input
        id={id}
        {...rules}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error?.length ? true : undefined}
        aria-describedby={error?.length ? `${id}-error` : undefined}
      />
    </Field>
  );
}

/**
 * A back-stage call sent from a form: busy while it runs, its Chinese message and field messages if refused.
 * `messageOf` words a refusal the form knows better (null: the form handled it and shows no message); `fail`
 * shows the form's own check before any call.
 */
export function useStaffCall(messageOf: (e: CallError) => string | null = (e) => e.message) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const run = async <T,>(work: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      return await work();
    } catch (e) {
      setError(e instanceof CallError ? messageOf(e) : '發生錯誤，請稍後再試');
      setFields(e instanceof CallError ? e.fields : {});
      return null;
    } finally {
      setBusy(false);
    }
  };
  const fail = (message: string) => {
    setError(message);
    setFields({});
  };
  return { busy, error, fields, run, fail };
}

/** A refusal of the form's fields (422 naming fields, the password not among them) in general words. */
export function fieldsRefusal(e: CallError, message = '請檢查欄位內容'): string {
  return e.status === 422 && Object.keys(e.fields).length > 0 && !e.fields.password ? message : e.message;
}

/**
 * The end of a form that changes something after the staff's own password: the reason, the password, the
 * confirm button (busy while the call runs) and 返回.
 */
export function ReasonPasswordConfirm({
  id,
  reason,
  onReason,
  password,
  onPassword,
  fields,
  busy,
  confirm,
  danger = true,
  onClose,
}: {
  id: string;
  reason: string;
  onReason: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  fields: Record<string, string[]>;
  busy: boolean;
  confirm: string;
  danger?: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <LabelledInput
        kind="reason"
        id={`${id}-reason`}
        value={reason}
        onChange={onReason}
        error={fields.reason}
      />
      <LabelledInput
        kind="password"
        id={`${id}-password`}
        value={password}
        onChange={onPassword}
        error={fields.password}
      />
      <div className="actions">
        <button type="submit" className={danger ? 'danger' : undefined} disabled={busy}>
          {busy ? '處理中…' : confirm}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          返回
        </button>
      </div>
    </>
  );
}
