import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
  /** Points earned per NT$ 100 paid (a percentage), credited after the appreciation period. */
  point_rate: integer('point_rate').notNull().default(1),
});

/**
 * What the tier job did to a member's tier: upgrade (spend reached a higher level), renew (tier 3
 * reached its own min_cash again, or any tier kept at term end), downgrade (term ended short of the
 * tier's min_cash). One event per member, kind and term start, so a repeated run writes nothing twice;
 * the gift zone reads upgrade and renewal events from here.
 */
export const memberTierEvents = pgTable(
  'member_tier_events',
  {
    event_id: serial('event_id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    from_tier: integer('from_tier').notNull(),
    to_tier: integer('to_tier').notNull(),
    /** The Taipei day the new term starts. */
    term_start: date('term_start', { mode: 'string' }).notNull(),
    /** The benefit-year spend that decided it. */
    spend: integer('spend').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_tier_events_once').on(t.member_id, t.kind, t.term_start),
    index('member_tier_events_member_idx').on(t.member_id, t.created_at),
    check('member_tier_events_kind_check', sql`${t.kind} in ('upgrade', 'renew', 'downgrade')`),
  ],
);
