import type { AfterLoginRecordKind, RoutineAnswers, RoutinePick } from '@shop/core';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { orders } from './checkout.ts';

/**
 * What the after-login queue attached to a member (storefront.md §4.6): a routine-finder code, a
 * 2025-09 routine record id or a UTM record id (`ref`). The queue may send an action again; one row stays.
 */
export const afterLoginRecords = pgTable(
  'after_login_records',
  {
    record_id: serial('record_id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AfterLoginRecordKind>().notNull(),
    ref: text('ref').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('after_login_records_member_kind_ref_idx').on(t.member_id, t.kind, t.ref)],
);

/**
 * Results of the routine finder (member-area-and-tools.md §2.8): the answers and the picked products of one
 * questionnaire under a random code. A guest's result has no member until bind-customer-routine-finder
 * attaches it; once owned it never changes hands.
 */
export const routineResults = pgTable(
  'routine_results',
  {
    result_id: serial('result_id').primaryKey(),
    code: text('code').notNull(),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<RoutineAnswers>().notNull(),
    /** The picks in step order (RoutinePick of @shop/core). */
    picks: jsonb('picks').$type<RoutinePick[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routine_results_code_idx').on(t.code),
    index('routine_results_member_idx').on(t.member_id, t.created_at),
  ],
);

/**
 * A visit's UTM record (storefront.md §3, §4.6): the tracked parameters of the address it arrived at, the
 * full address and the referrer. A guest's record has no member and keeps the visitor id (X-Visit-ID) it
 * was made under; update-utm attaches it to the member after login, only for that same visitor.
 * The page, click and view events are not here: they go to the monthly partitions of tracking_events
 * (migration 0020, written in batches by the tracking module, not through Drizzle).
 */
export const utmRecords = pgTable(
  'utm_records',
  {
    utm_id: serial('utm_id').primaryKey(),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'set null' }),
    visit_id: text('visit_id'),
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    utm_term: text('utm_term'),
    utm_content: text('utm_content'),
    notification_id: text('notification_id'),
    source: text('source'),
    referer: text('referer'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attached_at: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('utm_records_created_at_idx').on(t.created_at),
    index('utm_records_member_idx').on(t.member_id),
  ],
);

/** The shopping-referral id (lineshipping cookie's ecid, §4.8) each member came with; last seen kept. */
export const lineShoppingMembers = pgTable(
  'line_shopping_members',
  {
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    ecid: text('ecid').notNull(),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('line_shopping_members_member_ecid_idx').on(t.member_id, t.ecid)],
);

/**
 * Uncaught interface errors the storefront reported (notify, §7.9): one row per distinct error (its
 * fingerprint: type, message and stack), with how often and when it was last seen and the latest context.
 */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    report_id: serial('report_id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    component: text('component'),
    info: text('info'),
    path: text('path'),
    url: text('url'),
    ua: text('ua'),
    reported_time: text('reported_time'),
    count: integer('count').notNull().default(1),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_error_reports_fingerprint_idx').on(t.fingerprint),
    index('client_error_reports_last_seen_idx').on(t.last_seen_at),
  ],
);

/**
 * Server-side conversions (issue 25): one row per paid order, written in the transaction that made the
 * order paid and worked by the conversion job, which reports the purchase to each configured ad or
 * analytics platform (GA4, Meta, LINE) until each has taken it, with backoff. `sent_to` lists the
 * platforms done; the platforms de-duplicate with the browser's tag on the order number
 * (docs/decisions/088-server-side-conversions.md).
 */
export const conversionOutbox = pgTable(
  'conversion_outbox',
  {
    outbox_id: serial('outbox_id').primaryKey(),
    ordermain_id: integer('ordermain_id')
      .notNull()
      .references(() => orders.ordermain_id, { onDelete: 'cascade' }),
    /**
     * What the row reports: the purchase to the ad platforms, or a referred order to the shopping-referral
     * program when placed and again with its final amount (docs/decisions/098-referred-orders.md).
     */
    kind: text('kind', { enum: ['purchase', 'referral_created', 'referral_final'] })
      .notNull()
      .default('purchase'),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    sent_to: text('sent_to').array().notNull().default(sql`'{}'::text[]`),
    attempts: integer('attempts').notNull().default(0),
    /** The pg-boss job to make the next try (decision 132); null only for a row from before the queue. */
    job_id: uuid('job_id'),
    /** A try under way holds the row until then; null when none. */
    leased_until: timestamp('leased_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    done_at: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('conversion_outbox_order_kind_idx').on(t.ordermain_id, t.kind)],
);

/**
 * Orders placed by a shopper who carried the shopping-referral cookie (lineshipping, storefront.md §3,
 * §4.8) while it was alive: the program's click id and when the cookie says the click was. Reported to the
 * program through conversion_outbox (kinds referral_created and referral_final).
 */
export const lineShoppingOrders = pgTable(
  'line_shopping_orders',
  {
    ordermain_id: integer('ordermain_id')
      .primaryKey()
      .references(() => orders.ordermain_id, { onDelete: 'cascade' }),
    ecid: text('ecid').notNull(),
    clicked_at: timestamp('clicked_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The amount the final report gave (null until it is sent). */
    final_amount: integer('final_amount'),
  },
  (t) => [index('line_shopping_orders_created_at_idx').on(t.created_at)],
);
