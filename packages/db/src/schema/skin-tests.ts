// Skin tests, the body test, the evergreen trial and dated shop activities (issue 24;
// docs/decisions/065-skin-test-records-and-coupon.md … 068-shop-activities-and-bought-counts.md).
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { products } from './catalogue.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes (PostgreSQL bytea): a kept analysis photo, re-encoded, served only to its member. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A finding of the analysis (member-area-and-tools.md §3 "Analysis result"): name, 0–100, feedback. */
export interface FaceTestFinding {
  name: string;
  value: number;
  feedback: string;
}

/** The products a record recommended, by step group (step 0 = advanced mode only). */
export interface FaceTestPickGroup {
  step: number;
  step_key: string;
  p_ids: number[];
}

/**
 * One saved skin-analyzer result (face-test play record). kind standard: customer-routine (scores,
 * selections, the 3/5-step routine); campaign_202509: customer-routine-202509 (letters and concern numbers).
 * member_id is null for a guest's campaign record until it is bound after login. image: the photo, only
 * when the member ticked to keep it, re-encoded to WebP without metadata.
 */
export const faceTestRecords = pgTable(
  'face_test_records',
  {
    record_id: serial('record_id').primaryKey(),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    skin_type: text('skin_type'),
    q1: integer('q1'),
    q2: integer('q2'),
    selections: jsonb('selections').$type<Record<string, unknown>>().notNull(),
    findings: jsonb('findings').$type<FaceTestFinding[]>().notNull().default([]),
    picks: jsonb('picks').$type<FaceTestPickGroup[]>().notNull().default([]),
    image: bytes('image'),
    created_at: createdAt(),
  },
  (t) => [
    index('face_test_records_member_idx').on(t.member_id, t.created_at),
    check('face_test_records_kind_check', sql`${t.kind} in ('standard', 'campaign_202509')`),
  ],
);

/** One play of the body skin test (/body-skin-checkup) by a member: the answers and the result key. */
export const bodyTestRecords = pgTable(
  'body_test_records',
  {
    record_id: serial('record_id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    result_key: text('result_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('body_test_records_member_idx').on(t.member_id, t.created_at)],
);

/**
 * The evergreen trial (activity type 28): trial products a member takes for points, within the activity's
 * dates, at most max_per_product of each and once per activity (storefront.md §2.9 item 6, §3).
 */
export const evergreenTrails = pgTable(
  'evergreen_trails',
  {
    activity_id: serial('activity_id').primaryKey(),
    activity_name: text('activity_name').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    max_per_product: integer('max_per_product').notNull().default(1),
    max_products: integer('max_products').notNull().default(2),
    created_at: createdAt(),
  },
  (t) => [
    check('evergreen_trails_window_check', sql`${t.starts_at} < ${t.ends_at}`),
    check('evergreen_trails_limits_check', sql`${t.max_per_product} > 0 and ${t.max_products} > 0`),
  ],
);

export const evergreenTrailProducts = pgTable(
  'evergreen_trail_products',
  {
    activity_id: integer('activity_id')
      .notNull()
      .references(() => evergreenTrails.activity_id, { onDelete: 'cascade' }),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    point: integer('point').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activity_id, t.p_id] }),
    check('evergreen_trail_products_point_check', sql`${t.point} > 0`),
  ],
);

/**
 * Dated shop activities read by is-activity-open and singles-day-coupons (storefront.md §4.9). An activity
 * with a coupon hands each member one coupon of coupon_value TWD off coupon_min_spend, valid
 * coupon_valid_days days, while starts_at <= now < ends_at.
 */
export const shopActivities = pgTable(
  'shop_activities',
  {
    activity_key: text('activity_key').primaryKey(),
    activity_title: text('activity_title').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    coupon_value: integer('coupon_value'),
    coupon_min_spend: integer('coupon_min_spend').notNull().default(0),
    coupon_valid_days: integer('coupon_valid_days'),
    created_at: createdAt(),
  },
  (t) => [
    check('shop_activities_window_check', sql`${t.starts_at} < ${t.ends_at}`),
    check(
      'shop_activities_coupon_check',
      sql`(${t.coupon_value} is null) = (${t.coupon_valid_days} is null) and (${t.coupon_value} is null or (${t.coupon_value} > 0 and ${t.coupon_valid_days} > 0))`,
    ),
  ],
);
