import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/** Site messages to one member (storefront.md §3 "Message"); read_at null means unread. */
export const messages = pgTable(
  'messages',
  {
    sno: serial('sno').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_member_idx').on(t.member_id, t.created_at)],
);
