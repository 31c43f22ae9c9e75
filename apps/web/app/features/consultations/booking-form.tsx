// The booking form of /consultation1on1-booking: a new booking, or a change of one (booking_id). One
// Conform form validated by the contract's UpdateConsultationBody; the API's refusals come back beside
// the slot (full, not offered) or at the top (already booked, past the cutoff).
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  CONSULTATION_CONCERNS,
  CONSULTATION_METHODS,
  CONSULTATION_NOTE_MAX_LENGTH,
  CONSULTATION_SKIN_TYPES,
  type ConsultationAnswer,
  type ConsultationBooking,
  consultationCalls,
  UpdateConsultationBody,
} from '@shop/contracts';
import { accountValidationMessages, consultationMessages as m } from '@shop/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { TextField, useHydrated } from '../../components/forms';
import { browserApi } from '../../lib/api.client';
import { isShopperSubmit } from '../../lib/form-focus';
import { describeFailure, formErrorsOf } from '../accounts/account-api';
import { ConcernChecks, RadioGroup } from './booking-choices';
import { initialDay, sameInstant, slotDate } from './consultation-times';
import { focusFirstError } from './focus-first-error';
import { SlotPicker } from './slot-picker';

type Schedule = ConsultationAnswer;

const METHOD_OPTIONS = CONSULTATION_METHODS.map((value) => ({ value, label: m.methods[value] }));
const SKIN_OPTIONS = CONSULTATION_SKIN_TYPES.map((value) => ({ value, label: m.skinTypes[value] }));
const CONCERN_OPTIONS = CONSULTATION_CONCERNS.map((value) => ({ value, label: m.concerns[value] }));

/** Chinese words where zod would answer in English (a choice left empty). */
const bookingErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.path?.[0]) {
    case 'starts_at':
      return m.slotRequired;
    case 'method':
      return m.booking.methodRequired;
    case 'skin_type':
      return m.booking.skinTypeRequired;
    case 'concerns':
      return m.concernsRequired;
    case 'contact_mobile':
      return accountValidationMessages.mobileInvalid;
    default:
      return undefined;
  }
};

/** The API's refusals that are about the chosen slot: said beside it, not at the top. */
const SLOT_REFUSALS = new Set<string>([m.slotFull, m.slotNotOffered, m.slotRequired]);

function replyOf(error: unknown): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const failure = describeFailure(error);
  if (SLOT_REFUSALS.has(failure.message))
    return { formErrors: [], fieldErrors: { ...failure.fieldErrors, starts_at: [failure.message] } };
  return formErrorsOf(failure);
}

/** The slot string of the schedule that is the booking's own start (the API may write it differently). */
function ownSlot(schedule: Schedule, ownStart: string | null): string | null {
  if (!ownStart) return null;
  const slots = schedule.days.flatMap((day) => day.slots);
  return slots.find((slot) => sameInstant(slot.starts_at, ownStart))?.starts_at ?? null;
}

export interface SavedBooking {
  booking: ConsultationBooking;
  changed: boolean;
}

export function BookingForm(props: {
  schedule: Schedule;
  /** The booking being changed; null for a new booking. */
  changing: ConsultationBooking | null;
  /** The member's own mobile, the contact number unless changed. */
  mobile: string;
  onSaved: (saved: SavedBooking) => void;
  /** The slot was refused (full, no longer offered): the seats shown are out of date. */
  onSlotRefused: () => void;
}) {
  const { schedule, changing } = props;
  const hydrated = useHydrated();
  const ownStart = changing?.starts_at ?? null;
  const [day, setDay] = useState(() => initialDay(schedule.days, ownStart));
  const [startsAt, setStartsAt] = useState(() => ownSlot(schedule, ownStart));
  const [concerns, setConcerns] = useState<string[]>(() => [...(changing?.concerns ?? [])]);
  const [noteLength, setNoteLength] = useState(changing?.note.length ?? 0);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const [form, fields] = useForm<z.input<typeof UpdateConsultationBody>, UpdateConsultationBody>({
    id: `consultation-${changing?.booking_id ?? 'new'}`,
    lastResult,
    defaultValue: {
      method: changing?.method ?? 'video',
      skin_type: changing?.skin_type,
      note: changing?.note ?? '',
      contact_mobile: changing?.contact_mobile ?? props.mobile,
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: UpdateConsultationBody, error: bookingErrorMap }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      // Enter in a field while the booking is on its way must not send it twice.
      if (submission?.status !== 'success' || sending.current) return;
      sending.current = true;
      setBusy(true);
      try {
        const { booking } = await browserApi().send(consultationCalls.update, { body: submission.value });
        props.onSaved({ booking, changed: changing !== null });
      } catch (error) {
        const reply = replyOf(error);
        setLastResult(submission.reply(reply));
        setAttempt((n) => n + 1);
        if (reply.fieldErrors.starts_at) props.onSlotRefused();
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
  });

  useEffect(() => {
    if (attempt > 0 && formRef.current) focusFirstError(formRef.current);
  }, [attempt]);

  function submit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (isShopperSubmit(event)) setAttempt((n) => n + 1);
  }

  function pickDay(date: string) {
    setDay(date);
    if (startsAt && slotDate(startsAt) !== date) setStartsAt(null);
  }

  function toggleConcern(value: string) {
    setConcerns((list) => (list.includes(value) ? list.filter((c) => c !== value) : [...list, value]));
  }

  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      onSubmit={submit}
      data-testid="consultation-form"
      className="grid gap-6"
    >
      {form.errors && form.errors.length > 0 && (
        <p
          id={form.errorId}
          role="alert"
          tabIndex={-1}
          data-form-error
          data-testid="form-error"
          className="rounded bg-blush-soft px-3 py-2 text-sm text-blush"
        >
          {form.errors[0]}
        </p>
      )}
      {changing && <input type="hidden" name={fields.booking_id.name} value={changing.booking_id} />}
      <SlotPicker
        days={schedule.days}
        ownStart={ownStart}
        day={day}
        onDay={pickDay}
        startsAt={startsAt}
        onStartsAt={setStartsAt}
        field={fields.starts_at}
      />
      <RadioGroup
        legend={m.fields.method}
        field={fields.method}
        options={METHOD_OPTIONS}
        defaultValue={fields.method.initialValue}
        columns="grid-cols-1 sm:grid-cols-3"
      />
      <RadioGroup
        legend={m.fields.skinType}
        field={fields.skin_type}
        options={SKIN_OPTIONS}
        defaultValue={fields.skin_type.initialValue}
        columns="grid-cols-2 sm:grid-cols-5"
      />
      <ConcernChecks
        field={fields.concerns}
        options={CONCERN_OPTIONS}
        picked={concerns}
        onToggle={toggleConcern}
      />
      <NoteField
        field={fields.note}
        length={noteLength}
        onLength={setNoteLength}
        defaultValue={fields.note.initialValue}
      />
      <div data-invalid={fields.contact_mobile.errors ? true : undefined} className="max-w-xs">
        <TextField
          meta={fields.contact_mobile}
          label={m.fields.contactMobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
      </div>
      <button
        type="submit"
        disabled={busy || !hydrated}
        data-testid="consultation-submit"
        className="rounded-full bg-ink px-8 py-3 text-base font-medium tracking-wide text-surface hover:bg-accent-strong disabled:opacity-60 sm:justify-self-start"
      >
        {busy ? m.submitting : changing ? m.submitChange : m.submit}
      </button>
    </form>
  );
}

function NoteField(props: {
  field: { id: string; name: string; errorId: string; errors: string[] | undefined };
  defaultValue: string | undefined;
  length: number;
  onLength: (length: number) => void;
}) {
  const { field } = props;
  const counterId = `${field.id}-count`;
  return (
    <div data-invalid={field.errors ? true : undefined}>
      <label htmlFor={field.id} className="text-sm font-medium text-ink">
        {m.fields.note}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        rows={4}
        maxLength={CONSULTATION_NOTE_MAX_LENGTH}
        defaultValue={props.defaultValue}
        placeholder={m.booking.notePlaceholder}
        onChange={(event) => props.onLength(event.currentTarget.value.length)}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? `${field.errorId} ${counterId}` : counterId}
        className="mt-1 block w-full rounded border border-line bg-surface px-3 py-2.5 text-base text-ink outline-none focus:border-accent aria-[invalid=true]:border-blush"
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs">
        <span>
          {field.errors && (
            <span id={field.errorId} data-testid="error-note" className="text-blush">
              {field.errors[0]}
            </span>
          )}
        </span>
        <span id={counterId} data-testid="note-counter" className="shrink-0 text-ink-faint">
          {m.booking.noteCounter(props.length, CONSULTATION_NOTE_MAX_LENGTH)}
        </span>
      </div>
    </div>
  );
}
