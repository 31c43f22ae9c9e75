import type {
  ConsultationAnswer,
  ConsultationBooking,
  ConsultationBookingAnswer,
  ConsultationHistoryAnswer,
  UpdateConsultationBody,
} from '@shop/contracts';
import {
  type BookingStatus,
  beforeCutoff,
  bookingStatus,
  CONSULTATION_CUTOFF_MS,
  CONSULTATION_MINUTES,
  CONSULTATION_SEATS,
  consultationDays,
  isOfferedStart,
  consultationMessages as m,
} from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode, notFound } from '../../errors.ts';
import type { BookingDetails, BookingRow } from './consultations.repository.ts';
import * as repository from './consultations.repository.ts';

const HOUR_MS = 3_600_000;

function conflict(message: string): ApiError {
  return new ApiError(409, ErrorCode.conflict, message);
}

/** get-one-by-one: every start still open, with the seats left. */
export async function consultationSlots(db: Database, now: Date): Promise<ConsultationAnswer> {
  const days = consultationDays(now);
  const starts = days.flatMap((day) => day.starts);
  const first = starts[0];
  const last = starts.at(-1);
  const booked = first && last ? await repository.bookedSeatsBetween(db, first, last) : new Map();
  const remaining = (start: Date) => Math.max(0, CONSULTATION_SEATS - (booked.get(start.getTime()) ?? 0));
  return {
    duration_minutes: CONSULTATION_MINUTES,
    cutoff_hours: CONSULTATION_CUTOFF_MS / HOUR_MS,
    days: days.map((day) => ({
      date: day.date,
      slots: day.starts.map((start) => ({ starts_at: start.toISOString(), remaining: remaining(start) })),
    })),
  };
}

/** get-one-by-one/member-history: the upcoming booking first, then the rest, the latest start first. */
export async function memberBookings(
  db: Database,
  memberId: number,
  now: Date,
): Promise<ConsultationHistoryAnswer> {
  const bookings = (await repository.selectMemberBookings(db, memberId)).map((row) => bookingOf(row, now));
  const upcoming = bookings.filter((booking) => booking.status === 'booked');
  const others = bookings.filter((booking) => booking.status !== 'booked');
  return { bookings: [...upcoming, ...others] };
}

/**
 * update-one-by-one: without booking_id a new booking, else that booking moved or edited. A start must be
 * one the schedule offers (422); the seat and the member's one booking are held by the database's unique
 * indexes, so concurrent requests cannot overbook (409).
 */
export async function saveBooking(
  db: Database,
  memberId: number,
  body: UpdateConsultationBody,
  now: Date,
): Promise<ConsultationBookingAnswer> {
  const startsAt = new Date(body.starts_at);
  const details = detailsOf(body);
  const row =
    body.booking_id === undefined
      ? await book(db, memberId, offeredStart(startsAt, now), details, now)
      : await changeBooking(db, memberId, body.booking_id, startsAt, details, now);
  return { booking: bookingOf(row, now) };
}

/** cancel-one-by-one: the booking cancelled before its cutoff; its seat is free again. */
export async function cancelBooking(
  db: Database,
  memberId: number,
  bookingId: number,
  now: Date,
): Promise<ConsultationBookingAnswer> {
  const row = await repository.inTransaction(db, async (tx) => {
    await lockChangeable(tx, memberId, bookingId, now);
    return repository.markCancelled(tx, bookingId, now);
  });
  return { booking: bookingOf(row, now) };
}

async function book(
  db: Database,
  memberId: number,
  startsAt: Date,
  details: BookingDetails,
  now: Date,
): Promise<BookingRow> {
  try {
    return await repository.inTransaction(db, async (tx) => {
      // A consultation that has started no longer holds the member's one booking.
      await repository.completeStartedBookings(tx, memberId, now);
      const row = await repository.insertIntoFreeSeat(
        tx,
        { ...details, member_id: memberId, starts_at: startsAt },
        now,
      );
      if (!row) throw conflict(m.slotFull);
      return row;
    });
  } catch (error) {
    if (repository.isSecondBooking(error)) throw conflict(m.alreadyBooked);
    throw error;
  }
}

async function changeBooking(
  db: Database,
  memberId: number,
  bookingId: number,
  startsAt: Date,
  details: BookingDetails,
  now: Date,
): Promise<BookingRow> {
  return repository.inTransaction(db, async (tx) => {
    // The booking's own state answers first: inside its cutoff it says so, not that its start is gone.
    const current = await lockChangeable(tx, memberId, bookingId, now);
    if (current.starts_at.getTime() === startsAt.getTime()) {
      return repository.updateBookingDetails(tx, bookingId, details, now);
    }
    const moved = await repository.moveToFreeSeat(tx, bookingId, offeredStart(startsAt, now), details, now);
    if (!moved) throw conflict(m.slotFull);
    return moved;
  });
}

/** The member's booking, locked, when it may still be changed: else 404, or 409 with the reason. */
async function lockChangeable(
  tx: Database,
  memberId: number,
  bookingId: number,
  now: Date,
): Promise<BookingRow> {
  const row = await repository.lockMemberBooking(tx, memberId, bookingId);
  if (!row) throw notFound(m.bookingNotFound);
  const status = statusOf(row, now);
  if (status === 'cancelled') throw conflict(m.alreadyCancelled);
  if (!isChangeable(row, now)) throw conflict(m.pastCutoff);
  return row;
}

/** The start when the schedule offers it at `now`; else 422 beside starts_at. */
function offeredStart(startsAt: Date, now: Date): Date {
  if (isOfferedStart(startsAt, now)) return startsAt;
  throw new ApiError(422, ErrorCode.validationFailed, m.slotNotOffered, { starts_at: [m.slotNotOffered] });
}

function detailsOf(body: UpdateConsultationBody): BookingDetails {
  return {
    method: body.method,
    skin_type: body.skin_type,
    concerns: body.concerns,
    note: body.note,
    contact_mobile: body.contact_mobile,
  };
}

function statusOf(row: BookingRow, now: Date): BookingStatus {
  if (row.status === 'completed') return 'completed';
  return bookingStatus(row.status === 'cancelled' ? 'cancelled' : 'booked', row.starts_at, now);
}

function isChangeable(row: BookingRow, now: Date): boolean {
  return statusOf(row, now) === 'booked' && beforeCutoff(row.starts_at, now);
}

// The columns hold only what UpdateConsultationBody let through, so their values are the contract's.
function bookingOf(row: BookingRow, now: Date): ConsultationBooking {
  return {
    booking_id: row.booking_id,
    starts_at: row.starts_at.toISOString(),
    method: row.method as ConsultationBooking['method'],
    skin_type: row.skin_type as ConsultationBooking['skin_type'],
    concerns: row.concerns as ConsultationBooking['concerns'],
    note: row.note,
    contact_mobile: row.contact_mobile,
    status: statusOf(row, now),
    changeable: isChangeable(row, now),
    created_at: row.created_at.toISOString(),
  };
}
