import { CONSULTATION_SEATS } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { uniqueViolation } from '../accounts/index.ts';

const { consultationBookings: bookings, CONSULTATION_BOOKING_INDEXES } = schema;

export type BookingRow = typeof bookings.$inferSelect;
/** What the member fills in besides the start. */
export type BookingDetails = Pick<
  BookingRow,
  'method' | 'skin_type' | 'concerns' | 'note' | 'contact_mobile'
>;

const isBooked = eq(bookings.status, 'booked');
const SEATS = Array.from({ length: CONSULTATION_SEATS }, (_, index) => index + 1);

/** Runs work in one transaction (PGlite and PostgreSQL alike). */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}

/** Whether an error is the refusal of a member's second booked consultation. */
export function isSecondBooking(error: unknown): boolean {
  return uniqueViolation(error) === CONSULTATION_BOOKING_INDEXES.member;
}

/** Booked seats per start (epoch ms) between two instants, both included: one query for the whole window. */
export async function bookedSeatsBetween(db: Database, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ starts_at: bookings.starts_at, booked: count() })
    .from(bookings)
    .where(and(isBooked, gte(bookings.starts_at, from), lte(bookings.starts_at, to)))
    .groupBy(bookings.starts_at);
  return new Map(rows.map((row) => [row.starts_at.getTime(), row.booked]));
}

/** The member's bookings, the latest start first. */
export async function selectMemberBookings(db: Database, memberId: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.member_id, memberId))
    .orderBy(desc(bookings.starts_at), desc(bookings.booking_id));
}

/** One of the member's bookings, locked until the transaction ends; null when it is not theirs. */
export async function lockMemberBooking(
  tx: Database,
  memberId: number,
  bookingId: number,
): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.booking_id, bookingId), eq(bookings.member_id, memberId)))
    .for('update');
  return row ?? null;
}

/** Marks the member's booked consultations that have started as completed, so they no longer count as upcoming. */
export async function completeStartedBookings(tx: Database, memberId: number, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'completed', updated_at: now })
    .where(and(eq(bookings.member_id, memberId), isBooked, lte(bookings.starts_at, now)));
}

/**
 * Books the first free seat of a start; null when every seat is taken. A seat another transaction is
 * taking makes this one wait for it and then try the next, so two members never share a seat. A member
 * who holds a booked consultation already is refused by the member index (isSecondBooking).
 */
export async function insertIntoFreeSeat(
  tx: Database,
  booking: BookingDetails & { member_id: number; starts_at: Date },
  now: Date,
): Promise<BookingRow | null> {
  for (const seat of SEATS) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...booking, seat, status: 'booked', created_at: now, updated_at: now })
      .onConflictDoNothing({ target: [bookings.starts_at, bookings.seat], where: sql`status = 'booked'` })
      .returning();
    if (row) return row;
  }
  return null;
}

/** Moves a booking to the first free seat of another start, with its new details; null when the start is full. */
export async function moveToFreeSeat(
  tx: Database,
  bookingId: number,
  startsAt: Date,
  details: BookingDetails,
  now: Date,
): Promise<BookingRow | null> {
  for (const seat of SEATS) {
    try {
      // A savepoint per seat: a taken seat fails the update without aborting the whole transaction.
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .update(bookings)
          .set({ ...details, starts_at: startsAt, seat, updated_at: now })
          .where(eq(bookings.booking_id, bookingId))
          .returning();
        return row!;
      });
    } catch (error) {
      if (uniqueViolation(error) !== CONSULTATION_BOOKING_INDEXES.seat) throw error;
    }
  }
  return null;
}

export async function updateBookingDetails(
  tx: Database,
  bookingId: number,
  details: BookingDetails,
  now: Date,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...details, updated_at: now })
    .where(eq(bookings.booking_id, bookingId))
    .returning();
  return row!;
}

export async function markCancelled(tx: Database, bookingId: number, now: Date): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
    .where(eq(bookings.booking_id, bookingId))
    .returning();
  return row!;
}
