// /consultation1on1-booking once loaded: the form (new booking or change mode) with its notices, and
// the member's bookings below it. Saving or cancelling reloads the page's data, so the seats and the
// list are the server's.
import { type ConsultationAnswer, type ConsultationBooking, consultationCalls } from '@shop/contracts';
import { consultationMessages as m } from '@shop/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { browserApi } from '../../lib/api.client';
import { describeFailure } from '../accounts/account-api';
import { LoadFailed, MemberNotice } from '../members/member-notice';
import { BookingForm, type SavedBooking } from './booking-form';
import { BookingHistory } from './booking-history';
import { bookingWhen, hasPickableSlot, upcomingBooking } from './consultation-times';

type Notice = { text: string; tone: 'done' | 'error' };

function focusSoon(ref: RefObject<HTMLElement | null>) {
  requestAnimationFrame(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

export function BookingPage(props: {
  schedule: ConsultationAnswer | null;
  bookings: ConsultationBooking[] | null;
  mobile: string;
}) {
  const revalidator = useRevalidator();
  const dialogs = useDialogs();
  const [changing, setChanging] = useState<ConsultationBooking | null>(null);
  // A new key remounts the form: empty after a booking, filled with the booking when changing one.
  const [formKey, setFormKey] = useState(0);
  const [formNotice, setFormNotice] = useState<Notice | null>(null);
  const [historyNotice, setHistoryNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const formNoticeRef = useRef<HTMLParagraphElement>(null);
  const historyNoticeRef = useRef<HTMLParagraphElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ to: 'heading' | 'form-notice' | 'history-notice' } | null>(
    null,
  );

  useEffect(() => {
    if (!focusTarget) return;
    const refs = { heading: formHeading, 'form-notice': formNoticeRef, 'history-notice': historyNoticeRef };
    focusSoon(refs[focusTarget.to]);
  }, [focusTarget]);

  function openForm(booking: ConsultationBooking | null) {
    setChanging(booking);
    setFormNotice(null);
    setFormKey((key) => key + 1);
    setFocusTarget({ to: 'heading' });
  }

  function saved({ changed }: SavedBooking) {
    setChanging(null);
    setFormKey((key) => key + 1);
    setFormNotice({ text: changed ? m.changed : m.booked, tone: 'done' });
    setHistoryNotice(null);
    setFocusTarget({ to: 'form-notice' });
    void revalidator.revalidate();
  }

  async function cancel(booking: ConsultationBooking) {
    const confirmed = await dialogs.confirm({
      description: `${m.cancelConfirm}\n${bookingWhen(booking.starts_at)}`,
      confirmLabel: m.cancel,
      cancelLabel: m.booking.keepBooking,
    });
    if (!confirmed) return;
    setBusyId(booking.booking_id);
    try {
      await browserApi().send(consultationCalls.cancel, { body: { booking_id: booking.booking_id } });
      setHistoryNotice({ text: m.cancelled, tone: 'done' });
      if (changing?.booking_id === booking.booking_id) {
        setChanging(null);
        setFormKey((key) => key + 1);
      }
      await revalidator.revalidate();
    } catch (error) {
      setHistoryNotice({ text: describeFailure(error).message, tone: 'error' });
    } finally {
      setBusyId(null);
      // The row's buttons are gone once it is cancelled: the notice takes the focus instead.
      setFocusTarget({ to: 'history-notice' });
    }
  }

  const upcoming = props.bookings ? upcomingBooking(props.bookings) : null;
  return (
    <>
      <section
        aria-labelledby="consultation-form-title"
        className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <h2
          id="consultation-form-title"
          ref={formHeading}
          tabIndex={-1}
          className="mb-4 text-lg font-semibold text-ink"
        >
          {changing ? m.change : m.booking.newTitle}
        </h2>
        {formNotice && <NoticeLine notice={formNotice} ref={formNoticeRef} testId="consultation-notice" />}
        {changing ? (
          <div
            data-testid="consultation-changing"
            className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink"
          >
            <span>{m.booking.changing(bookingWhen(changing.starts_at))}</span>
            <button
              type="button"
              data-testid="consultation-back-to-new"
              onClick={() => openForm(null)}
              className="rounded-full border border-ink px-4 py-1.5 text-ink hover:bg-surface"
            >
              {m.booking.backToNew}
            </button>
          </div>
        ) : (
          upcoming?.changeable && (
            <div
              data-testid="consultation-upcoming"
              className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sand px-4 py-3 text-sm text-ink"
            >
              <span>{m.booking.hasUpcoming(bookingWhen(upcoming.starts_at))}</span>
              <button
                type="button"
                onClick={() => openForm(upcoming)}
                className="rounded-full border border-ink px-4 py-1.5 text-ink hover:bg-surface"
              >
                {m.change}
              </button>
            </div>
          )
        )}
        <FormArea
          key={formKey}
          schedule={props.schedule}
          changing={changing}
          mobile={props.mobile}
          onSaved={saved}
          onSlotRefused={() => void revalidator.revalidate()}
        />
      </section>
      <section aria-labelledby="consultation-history-title" className="mt-10">
        <h2 id="consultation-history-title" className="mb-4 text-lg font-semibold text-ink">
          {m.historyTitle}
        </h2>
        {historyNotice && (
          <NoticeLine notice={historyNotice} ref={historyNoticeRef} testId="consultation-history-notice" />
        )}
        {props.bookings ? (
          <BookingHistory
            bookings={props.bookings}
            changingId={changing?.booking_id ?? null}
            busyId={busyId}
            onChange={openForm}
            onCancel={(booking) => void cancel(booking)}
          />
        ) : (
          <LoadFailed message={m.loadFailed} />
        )}
      </section>
    </>
  );
}

function FormArea(props: {
  schedule: ConsultationAnswer | null;
  changing: ConsultationBooking | null;
  mobile: string;
  onSaved: (saved: SavedBooking) => void;
  onSlotRefused: () => void;
}) {
  const { schedule, changing } = props;
  if (!schedule) return <LoadFailed message={m.loadFailed} />;
  if (!hasPickableSlot(schedule.days, changing?.starts_at ?? null))
    return (
      <MemberNotice testId="consultation-no-slots">
        <p role="status">{m.noSlots}</p>
      </MemberNotice>
    );
  return (
    <BookingForm
      schedule={schedule}
      changing={changing}
      mobile={props.mobile}
      onSaved={props.onSaved}
      onSlotRefused={props.onSlotRefused}
    />
  );
}

function NoticeLine({
  notice,
  ref,
  testId,
}: {
  notice: Notice;
  ref: RefObject<HTMLParagraphElement | null>;
  testId: string;
}) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`mb-5 rounded-xl px-4 py-3 text-sm ${
        notice.tone === 'error' ? 'bg-blush-soft text-blush' : 'bg-accent-soft text-accent-strong'
      }`}
    >
      {notice.text}
    </p>
  );
}
