// How the consultation pages write a slot's day and time: always the Taipei wall clock, whatever the
// shopper's own time zone.
import type { ConsultationAnswer, ConsultationBooking } from '@shop/contracts';
import { consultationMessages as m, taipeiDate, taipeiDateTime } from '@shop/core';

type Day = ConsultationAnswer['days'][number];

/** 'YYYY-MM-DD HH:mm' in Taipei. */
export function bookingWhen(startsAt: string): string {
  return taipeiDateTime(new Date(startsAt));
}

/** 'HH:mm' in Taipei. */
export function slotTime(startsAt: string): string {
  return bookingWhen(startsAt).slice(-5);
}

/** The Taipei day (YYYY-MM-DD) a slot starts on. */
export function slotDate(startsAt: string): string {
  return taipeiDate(new Date(startsAt));
}

/** A date chip's two lines: '11/26' and '週四'. */
export function dayChipLabel(date: string): { monthDay: string; weekday: string } {
  const [, month, day] = date.split('-');
  const weekday = m.booking.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  return { monthDay: `${Number(month)}/${Number(day)}`, weekday };
}

export const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** A slot can be picked when a seat is left, or when it is the booking being changed (its own seat). */
export function isPickable(slot: Day['slots'][number], ownStart: string | null): boolean {
  return slot.remaining > 0 || (ownStart !== null && sameInstant(slot.starts_at, ownStart));
}

/** Whether any slot of the schedule can be picked at all. */
export function hasPickableSlot(days: readonly Day[], ownStart: string | null): boolean {
  return days.some((day) => day.slots.some((slot) => isPickable(slot, ownStart)));
}

/** The day a form opens on: the booking's own day when changing one, else the first day with a seat. */
export function initialDay(days: readonly Day[], ownStart: string | null): string | null {
  if (ownStart) {
    const own = slotDate(ownStart);
    if (days.some((day) => day.date === own)) return own;
  }
  const open = days.find((day) => day.slots.some((slot) => isPickable(slot, ownStart)));
  return open?.date ?? days[0]?.date ?? null;
}

/** The member's booking still to come (one at most), if any. */
export function upcomingBooking(bookings: readonly ConsultationBooking[]): ConsultationBooking | null {
  return bookings.find((booking) => booking.status === 'booked') ?? null;
}
