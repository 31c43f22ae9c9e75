// Member balances beside the ledgers (issue 13): coupons a member claimed, one-off point awards and gift
// vouchers (禮券). docs/decisions/025-member-balances-coupons-points-shopping-credit-gift-vouchers.md.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { coupons, orders } from './checkout.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A claimable coupon taken into one member's wallet: once per member (unique key). */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    claim_id: serial('claim_id').primaryKey(),
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.coupon_id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('coupon_claims_member_coupon').on(t.member_id, t.coupon_id),
    index('coupon_claims_coupon_idx').on(t.coupon_id),
  ],
);

/** Point awards that happen once per member and key (an activity, a birthday year). */
export const pointAwards = pgTable(
  'point_awards',
  {
    award_id: serial('award_id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    award_key: text('award_key').notNull(),
    points: integer('points').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('point_awards_member_key').on(t.member_id, t.award_key),
    check('point_awards_points_check', sql`${t.points} > 0`),
  ],
);

/** Point-award activities (a landing page's award): open between starts_at and ends_at. */
export const pointActivities = pgTable(
  'point_activities',
  {
    activity_id: serial('activity_id').primaryKey(),
    activity_key: text('activity_key').notNull(),
    title: text('title').notNull(),
    points: integer('points').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('point_activities_key_idx').on(t.activity_key),
    check('point_activities_points_check', sql`${t.points} > 0`),
  ],
);

/** A gift voucher (禮券) of one member: an amount paid like cash once; used_at set by one conditional update. */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    voucher_id: serial('voucher_id').primaryKey(),
    voucher_no: text('voucher_no').notNull(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    voucher_name: text('voucher_name').notNull(),
    amount: integer('amount').notNull(),
    min_spend: integer('min_spend').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ordermain_id: integer('ordermain_id').references(() => orders.ordermain_id),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_no_idx').on(t.voucher_no),
    index('gift_vouchers_member_idx').on(t.member_id, t.ends_at),
    check('gift_vouchers_amount_check', sql`${t.amount} > 0 and ${t.min_spend} >= 0`),
  ],
);
