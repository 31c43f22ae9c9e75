// One-on-one consultation bookings (member-area-and-tools.md §2.11, §4 "Consultation booking";
// docs/decisions/048-one-on-one-consultation-the-api.md). The database, not a read before the write, keeps a seat to one
// member and a member to one upcoming booking: both are partial unique indexes over the booked rows.
import { CONSULTATION_SEATS } from '@shop/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/** Names of the unique indexes, for telling which one a refused write hit. */
export const CONSULTATION_BOOKING_INDEXES = {
  /** Two members never hold the same seat of a start. */
  seat: 'consultation_bookings_seat_unique',
  /** A member holds one booked consultation at a time. */
  member: 'consultation_bookings_member_unique',
} as const;

/**
 * status: booked, cancelled, or completed (a booked one whose start has passed, stored so when the member
 * books again, so it no longer holds the member's one booking). seat: which advisor of the start.
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    booking_id: serial('booking_id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    seat: smallint('seat').notNull(),
    method: text('method').notNull(),
    skin_type: text('skin_type').notNull(),
    concerns: text('concerns').array().notNull().default([]),
    note: text('note').notNull().default(''),
    contact_mobile: text('contact_mobile').notNull(),
    status: text('status').notNull().default('booked'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex(CONSULTATION_BOOKING_INDEXES.seat).on(t.starts_at, t.seat).where(sql`${t.status} = 'booked'`),
    uniqueIndex(CONSULTATION_BOOKING_INDEXES.member).on(t.member_id).where(sql`${t.status} = 'booked'`),
    index('consultation_bookings_member_idx').on(t.member_id, t.starts_at),
    check('consultation_bookings_status_check', sql`${t.status} in ('booked', 'cancelled', 'completed')`),
    // A literal: a bound parameter has no place in DDL.
    check(
      'consultation_bookings_seat_check',
      sql`${t.seat} between 1 and ${sql.raw(String(CONSULTATION_SEATS))}`,
    ),
  ],
);
