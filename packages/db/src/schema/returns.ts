// Return requests (申請退貨, issue 23): one per order (member-area §9), with the shopper's reason and up to
// three photos kept out of the public uploads; the shop answers it from the back-office.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { orders } from './checkout.ts';

export const returnRequests = pgTable(
  'return_requests',
  {
    return_id: serial('return_id').primaryKey(),
    ordermain_id: integer('ordermain_id')
      .notNull()
      .references(() => orders.ordermain_id),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id),
    reason: text('reason').notNull(),
    /** File names under DATA_DIR/uploads/returns (re-encoded WebP); never served publicly. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** requested, then accepted or declined by the shop. */
    state: text('state', { enum: ['requested', 'accepted', 'declined'] })
      .notNull()
      .default('requested'),
    /** The shop's answer to the shopper. */
    reply: text('reply').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('return_requests_order_idx').on(t.ordermain_id),
    index('return_requests_state_idx').on(t.state, t.created_at),
    check('return_requests_photos_check', sql`cardinality(${t.photos}) <= 3`),
  ],
);
