// 我的諮詢預約: the member's bookings (the spec's /{hash} history page, here below the form), each with
// its Taipei time, method and status; 變更預約 and 取消預約 while it is still before the cutoff.
import type { ConsultationBooking } from '@shop/contracts';
import { consultationMessages as m } from '@shop/core';
import { bookingWhen } from './consultation-times';

const STATUS_BADGE: Record<ConsultationBooking['status'], string> = {
  booked: 'bg-accent-soft text-accent-strong',
  cancelled: 'bg-sand text-ink-soft',
  completed: 'bg-sand text-ink',
};

export function BookingHistory(props: {
  bookings: readonly ConsultationBooking[];
  /** The booking the form is changing, if any. */
  changingId: number | null;
  busyId: number | null;
  onChange: (booking: ConsultationBooking) => void;
  onCancel: (booking: ConsultationBooking) => void;
}) {
  if (props.bookings.length === 0)
    return (
      <p
        data-testid="consultation-history-empty"
        className="rounded-xl bg-sand px-6 py-8 text-center text-sm text-ink-soft"
      >
        {m.historyEmpty}
      </p>
    );
  return (
    <ul
      data-testid="consultation-history"
      className="divide-y divide-line rounded-2xl border border-line bg-surface"
    >
      {props.bookings.map((booking) => (
        <BookingRow
          key={booking.booking_id}
          booking={booking}
          changing={booking.booking_id === props.changingId}
          busy={booking.booking_id === props.busyId}
          onChange={() => props.onChange(booking)}
          onCancel={() => props.onCancel(booking)}
        />
      ))}
    </ul>
  );
}

function BookingRow(props: {
  booking: ConsultationBooking;
  changing: boolean;
  busy: boolean;
  onChange: () => void;
  onCancel: () => void;
}) {
  const { booking } = props;
  const when = bookingWhen(booking.starts_at);
  const details = [m.skinTypes[booking.skin_type], booking.concerns.map((c) => m.concerns[c]).join('、')];
  return (
    <li
      data-testid="consultation-booking"
      data-booking-id={booking.booking_id}
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span data-testid="consultation-when" className="font-semibold text-ink">
            {when}
          </span>
          <span
            data-testid="consultation-status"
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_BADGE[booking.status]}`}
          >
            {m.statuses[booking.status]}
          </span>
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          <span data-testid="consultation-method">{m.methods[booking.method]}</span>
          <span aria-hidden>・</span>
          {details.filter(Boolean).join('・')}
        </p>
      </div>
      {booking.changeable && (
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            data-testid="consultation-change"
            aria-label={`${m.change} ${when}`}
            aria-pressed={props.changing}
            disabled={props.busy}
            onClick={props.onChange}
            className="rounded-full border border-ink px-4 py-1.5 text-sm text-ink hover:bg-sand aria-pressed:bg-sand disabled:opacity-50"
          >
            {m.change}
          </button>
          <button
            type="button"
            data-testid="consultation-cancel"
            aria-label={`${m.cancel} ${when}`}
            disabled={props.busy}
            onClick={props.onCancel}
            className="rounded-full border border-line px-4 py-1.5 text-sm text-blush hover:border-blush disabled:opacity-50"
          >
            {m.cancel}
          </button>
        </div>
      )}
    </li>
  );
}
