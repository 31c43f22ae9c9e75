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

/**
 * Tier settings (member-area-and-tools.md §3 "Tiers", PROMOTIONS.md "Tiers"): the spend a level needs
 * in a benefit term and its name. 99 (new website member) has no row: it stands on level 0.
 */
export const memberLevels = pgTable('member_levels', {
  level_id: integer('level_id').primaryKey(),
  level_name: text('level_name').notNull(),
  min_cash: integer('min_cash').notNull(),
});
