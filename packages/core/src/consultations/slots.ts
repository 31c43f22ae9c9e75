// When a one-on-one consultation (member-area §2.11) can be booked, changed or cancelled. The spec shows
// no schedule; ours is docs/decisions/048-one-on-one-consultation-the-api.md. Taiwan keeps no daylight saving, so a
// Taipei wall-clock time is always +08:00.
import { taipeiDate } from '../dates/taipei.ts';

/** Each consultation takes this long. */
export const CONSULTATION_MINUTES = 45;
/** Advisors on duty: bookings one slot holds. */
export const CONSULTATION_SEATS = 2;
/** Slots open this many Taipei days ahead, today included. */
export const CONSULTATION_DAYS_AHEAD = 14;
/** A booking is made, changed or cancelled online up to this long before it starts. */
export const CONSULTATION_CUTOFF_MS = 2 * 3_600_000;
/** Start times (Taipei) on the days the advisors work. */
export const CONSULTATION_TIMES = ['10:00', '11:00', '14:00', '15:00', '16:00', '17:00', '19:00', '20:00'];
/** Days without consultations: Sunday (getUTCDay of the Taipei date). */
const CLOSED_WEEKDAYS = new Set([0]);

const DAY_MS = 86_400_000;

/** The instant of a Taipei date and wall-clock time. */
export function taipeiInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/** Whether a booking starting at `startsAt` may still be made, changed or cancelled at `now`. */
export function beforeCutoff(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CONSULTATION_CUTOFF_MS;
}

export interface ConsultationDay {
  /** YYYY-MM-DD in Taipei. */
  date: string;
  /** Start instants still bookable that day (past the cutoff from now), earliest first. */
  starts: Date[];
}

/** The bookable days from today (Taipei) on, each with its start times after the cutoff; closed days left out. */
export function consultationDays(now: Date): ConsultationDay[] {
  const today = taipeiDate(now);
  const days: ConsultationDay[] = [];
  for (let offset = 0; offset < CONSULTATION_DAYS_AHEAD; offset++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
    if (CLOSED_WEEKDAYS.has(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
    const starts = CONSULTATION_TIMES.map((time) => taipeiInstant(date, time)).filter((start) =>
      beforeCutoff(start, now),
    );
    if (starts.length > 0) days.push({ date, starts });
  }
  return days;
}

/** Whether `startsAt` is one of the start times offered at `now`. */
export function isOfferedStart(startsAt: Date, now: Date): boolean {
  const time = startsAt.getTime();
  return consultationDays(now).some((day) => day.starts.some((start) => start.getTime() === time));
}

export type BookingStatus = 'booked' | 'cancelled' | 'completed';

/** A booked consultation whose start has passed counts as held. */
export function bookingStatus(stored: 'booked' | 'cancelled', startsAt: Date, now: Date): BookingStatus {
  if (stored === 'cancelled') return 'cancelled';
  return startsAt <= now ? 'completed' : 'booked';
}
