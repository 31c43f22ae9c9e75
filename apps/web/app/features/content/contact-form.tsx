// The contact form (storefront.md §7.6 multipart post-contact-us). The browser posts straight to the
// API; the size and type hints are only hints: the server checks the size (413) and the file's magic
// bytes, and its verdict is the one shown.
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { CONTACT_FILE_MAX_BYTES, CONTACT_MAX_FILES, CONTACT_TYPES, contentPageCalls } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { contentMessages } from '@shop/core';
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { isShopperSubmit, revealFocusedField } from '../../lib/form-focus';
import { apiErrorMessage } from './api-error-message';
import { parseContactForm } from './contact-validation';

const m = contentMessages.contact;
const BYTES_PER_MB = 1024 * 1024;
const MAX_MB = CONTACT_FILE_MAX_BYTES / BYTES_PER_MB;
/** What the file picker offers; the server checks the bytes themselves (CONTACT_FILE_TYPES). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];
// The bounds of ContactUsFields, repeated as input attributes so the browser stops most mistakes early.
const EMAIL_MAX = 120;
const PHONE_MAX = 20;
const ORDER_SN_MAX = 30;
const MESSAGE_MAX = 2000;
const INPUT =
  'mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-[invalid=true]:border-blush';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'error'; message: string; fields: Record<string, string[]> };
type FieldErrors = Record<string, string[]>;

/** A hint about the chosen files, or null when they look acceptable. */
export function fileHint(files: readonly { size: number; type: string }[]): string | null {
  if (files.length > CONTACT_MAX_FILES) return m.tooManyFiles(CONTACT_MAX_FILES);
  if (files.some((file) => file.type !== '' && !ACCEPTED_TYPES.includes(file.type))) return m.fileWrongType;
  if (files.some((file) => file.size > CONTACT_FILE_MAX_BYTES)) return m.fileTooLarge(MAX_MB);
  return null;
}

function failure(error: unknown): Status {
  if (isApiError(error) && error.status === 413)
    return { kind: 'error', message: m.serverTooLarge, fields: {} };
  if (isApiError(error) && error.status === 422) {
    const errors = (error.data as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    return { kind: 'error', message: m.serverFields, fields: errors };
  }
  return { kind: 'error', message: apiErrorMessage(error, m.serverError), fields: {} };
}

function FieldError({ name, errors }: { name: string; errors: string[] | null | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={`contact-error-${name}`} data-testid={`contact-error-${name}`} className="mt-1 text-xs text-blush">
      {errors.join('、')}
    </p>
  );
}

export function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [hint, setHint] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const accepted = useRef(false);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    setHint(fileHint([...(event.target.files ?? [])]));
  }

  async function send(element: HTMLFormElement, reply: (errors: FieldErrors) => SubmissionResult<string[]>) {
    const body = new FormData(element);
    // An empty file input still sends an empty part; leave it out.
    const files = body.getAll('file').filter((file) => file instanceof File && file.size > 0);
    body.delete('file');
    for (const file of files) body.append('file', file);
    setStatus({ kind: 'sending' });
    try {
      await browserApi().send(contentPageCalls.contactUs, { body });
      element.reset();
      setHint(null);
      setStatus({ kind: 'done' });
    } catch (error) {
      const failed = failure(error);
      // The typed values stay in the inputs; the server's field errors go beside them.
      if (failed.kind === 'error') setLastResult(reply(failed.fields));
      setStatus(failed);
    }
  }

  const [form, fields] = useForm({
    id: 'contact',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseContactForm(formData),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      accepted.current = true;
      void send(event.currentTarget, (fieldErrors) => submission.reply({ fieldErrors }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!isShopperSubmit(event)) return form.onSubmit(event);
    accepted.current = false;
    form.onSubmit(event);
    if (!accepted.current) {
      setStatus({ kind: 'error', message: m.serverFields, fields: {} });
      revealFocusedField(event.currentTarget);
    }
  }

  const errorsOf = (name: string): string[] | undefined =>
    (fields as Record<string, { errors?: string[] } | undefined>)[name]?.errors;

  if (status.kind === 'done') {
    return (
      <p data-testid="contact-success" role="status" className="rounded-xl bg-accent-soft p-6 text-center">
        {m.success}
      </p>
    );
  }

  /** The attributes every field control carries: its name, error state and style. */
  const control = (name: string) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errorsOf(name)?.length ? true : undefined,
    'aria-describedby': errorsOf(name)?.length ? `contact-error-${name}` : undefined,
    className: INPUT,
  });
  const field = (name: string, label: string, input: ReactNode) => (
    <label htmlFor={`contact-${name}`} className="block text-sm">
      {label}
      {input}
      <FieldError name={name} errors={errorsOf(name)} />
    </label>
  );
  return (
    <form
      {...getFormProps(form)}
      data-testid="contact-form"
      onSubmit={submit}
      encType="multipart/form-data"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('contact_name', m.name, <input {...control('contact_name')} required autoComplete="name" />)}
        {field(
          'contact_phone',
          m.mobile,
          <input
            {...control('contact_phone')}
            type="tel"
            inputMode="tel"
            maxLength={PHONE_MAX}
            pattern="[0-9+\-() ]*"
            autoComplete="tel"
          />,
        )}
      </div>
      {field(
        'contact_email',
        m.email,
        <input
          {...control('contact_email')}
          type="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
        />,
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'contact_type',
          m.subject,
          <select {...control('contact_type')} required defaultValue={CONTACT_TYPES[0]}>
            {CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {m.types[type] ?? type}
              </option>
            ))}
          </select>,
        )}
        {field(
          'ordermain_sn',
          m.orderNumber,
          <input {...control('ordermain_sn')} maxLength={ORDER_SN_MAX} pattern="[A-Za-z0-9\-]*" />,
        )}
      </div>
      {field(
        'contact_content',
        m.message,
        <textarea
          {...control('contact_content')}
          required
          rows={6}
          aria-describedby={`${errorsOf('contact_content')?.length ? 'contact-error-contact_content ' : ''}contact-content-hint`}
        />,
      )}
      <p id="contact-content-hint" className="-mt-4 text-xs text-ink-soft">
        {m.messageHint(MESSAGE_MAX)}
      </p>
      <div className="text-sm">
        <label htmlFor="contact-file">{m.file}</label>
        <input
          id="contact-file"
          name="file"
          type="file"
          multiple
          accept={ACCEPTED_TYPES.join(',')}
          onChange={onFile}
          aria-describedby="contact-file-hint"
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2"
        />
        <p
          id="contact-file-hint"
          data-testid="contact-file-hint"
          className={`mt-1 text-xs ${hint ? 'text-blush' : 'text-ink-faint'}`}
        >
          {hint ?? m.fileHint(CONTACT_MAX_FILES, MAX_MB)}
        </p>
        <FieldError name="file" errors={errorsOf('file')} />
      </div>
      {status.kind === 'error' && (
        <p data-testid="contact-error" role="alert" className="rounded-lg bg-sand p-3 text-sm text-blush">
          {status.message}
        </p>
      )}
      <button
        type="submit"
        data-testid="contact-submit"
        disabled={status.kind === 'sending'}
        className="w-full rounded-full bg-ink py-3 text-sm font-medium tracking-wide text-surface hover:bg-accent-strong disabled:opacity-60 sm:w-auto sm:px-12"
      >
        {status.kind === 'sending' ? m.sending : m.submit}
      </button>
    </form>
  );
}
