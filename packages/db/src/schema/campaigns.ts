import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/**
 * Campaigns with a sign-up (a content page's signup block names one by slug). Open means
 * starts_at <= now < ends_at; times are seeded as Asia/Taipei wall-clock times. capacity null = no limit;
 * signup_count is raised in the sign-up's own transaction, so the limit holds under concurrency.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    campaign_id: serial('campaign_id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    signup_count: integer('signup_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_slug_unique').on(t.slug),
    check('campaigns_window_check', sql`${t.starts_at} < ${t.ends_at}`),
    check('campaigns_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check('campaigns_signup_count_check', sql`${t.signup_count} >= 0`),
  ],
);

/** One sign-up per mobile per campaign, verified by a campaign code; member_id when a member signed up. */
export const campaignSignups = pgTable(
  'campaign_signups',
  {
    signup_id: serial('signup_id').primaryKey(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.campaign_id, { onDelete: 'cascade' }),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_signups_campaign_mobile_unique').on(t.campaign_id, t.mobile),
    index('campaign_signups_member_idx').on(t.member_id),
  ],
);
