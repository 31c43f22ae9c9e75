// The storefront's one form kit (STYLE.md "One form kit"): a field with its label and error, the error
// line, the form's error, the submit button. Accounts, members, consultations and checkout all use it.
import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { accountPagesMessages as t } from '@shop/core';
import { type ReactNode, useSyncExternalStore } from 'react';

const inputClass =
  'mt-1 block w-full rounded border border-line bg-surface px-3 py-2.5 text-base text-ink focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-[invalid=true]:border-blush';

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
      <FieldError id={meta.errorId} name={meta.name} errors={errors} />
    </div>
  );
}

/** A field's error under its control; nothing while the field is valid. */
export function FieldError({ id, name, errors }: { id: string; name: string; errors: string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} data-testid={`error-${name}`} className="mt-1 text-xs text-blush">
      {errors[0]}
    </p>
  );
}

type Field = FieldMetadata<string | undefined>;

/**
 * A field: its label above the control and, for a form field, its error under it. The control spreads
 * `fieldControl(field)` so its id, name and error wiring match the label and the error line.
 */
export function LabelledField({
  htmlFor,
  label,
  field,
  className,
  hidden,
  note,
  children,
}: {
  htmlFor: string;
  label: string;
  /** The form field whose error shows under the control. */
  field?: Field;
  className?: string;
  hidden?: boolean;
  /** A line under the error (the company-name lookup). */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className} hidden={hidden}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {field && <FieldError id={field.errorId} name={field.name} errors={field.errors} />}
      {note}
    </div>
  );
}

/** id, name and the error's aria for a field's control; `describedBy` is read while there is no error. */
export function fieldControl(field: Field, describedBy?: string) {
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': field.errors ? true : undefined,
    'aria-describedby': field.errors ? field.errorId : describedBy,
  } as const;
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
