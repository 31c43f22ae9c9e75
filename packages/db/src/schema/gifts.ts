// Member gifts of the gift claim zone (member-area-and-tools.md §2.5, §3 "Gift", "Monthly gift", §4, §5;
// docs/decisions/032-gift-claim-zone-gift3-5-member-gifts-and.md). Birthday, renewal, upgrade and monthly gifts share one table and one
// id sequence, so a gift cart line's gift3_id names one gift whatever its type.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { products } from './catalogue.ts';
import { orders } from './checkout.ts';

/** gift_type: 1 birthday, 2 renewal, 3 upgrade, 4 monthly (§9). level_ids: the tiers it is for. */
export const memberGifts = pgTable(
  'member_gifts',
  {
    gift3_id: serial('gift3_id').primaryKey(),
    gift_type: integer('gift_type').notNull(),
    level_ids: integer('level_ids').array().notNull(),
    gift3_title: text('gift3_title').notNull(),
    gift3_subtitle: text('gift3_subtitle').notNull().default(''),
    gift3_content: text('gift3_content').notNull().default(''),
    /** Birthday/upgrade/renewal image; the monthly gift's desktop banner. */
    gift3_image: text('gift3_image').notNull().default(''),
    /** The monthly gift's phone banner. */
    gift3_image_mobile: text('gift3_image_mobile').notNull().default(''),
    /** Days (Asia/Taipei) the gift is offered, both included. */
    gift3_dt1: date('gift3_dt1', { mode: 'string' }).notNull(),
    gift3_dt2: date('gift3_dt2', { mode: 'string' }).notNull(),
    gift3_selectcount: integer('gift3_selectcount').notNull().default(1),
    gift3_a_count: integer('gift3_a_count').notNull().default(0),
    gift3_b_count: integer('gift3_b_count').notNull().default(0),
    gift3_a_title: text('gift3_a_title').notNull().default(''),
    gift3_b_title: text('gift3_b_title').notNull().default(''),
    /** Points credited after a birthday claim (tiers 2–3 only; §6). */
    award_points: integer('award_points').notNull().default(0),
  },
  (t) => [
    check('member_gifts_type_check', sql`${t.gift_type} in (1, 2, 3, 4)`),
    check('member_gifts_counts_check', sql`${t.gift3_selectcount} >= 0 and ${t.award_points} >= 0`),
    index('member_gifts_type_idx').on(t.gift_type, t.gift3_dt1),
  ],
);

/** The products of a gift, each with the gift's own stock of it (never below 0) and its section (1 A, 2 B). */
export const memberGiftProducts = pgTable(
  'member_gift_products',
  {
    gift3_id: integer('gift3_id')
      .notNull()
      .references(() => memberGifts.gift3_id, { onDelete: 'cascade' }),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    /** The name shown (may carry the 【{tier}{type}】 prefix the page drops). */
    p_name: text('p_name').notNull(),
    p_spec: text('p_spec').notNull().default('0'),
    /** 1 section A, 2 section B; null: a gift without sections (the fallback grid). */
    gift3p_type: integer('gift3p_type'),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gift3_id, t.p_id] }),
    check('member_gift_products_stock_check', sql`${t.stock} >= 0`),
    check('member_gift_products_section_check', sql`${t.gift3p_type} is null or ${t.gift3p_type} in (1, 2)`),
  ],
);

/**
 * One claim of a gift: the member's gift cart holds its lines until an order takes them. period_key says
 * which once-per-member chance it used (birthday:2026, monthly:2026-11, upgrade:{event}, renewal:{event}),
 * and the unique key lets each be used once, however many requests race.
 */
export const giftClaims = pgTable(
  'gift_claims',
  {
    claim_id: serial('claim_id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    gift3_id: integer('gift3_id')
      .notNull()
      .references(() => memberGifts.gift3_id),
    gift_type: integer('gift_type').notNull(),
    period_key: text('period_key').notNull(),
    claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order that took the claim out of the gift cart; null while it waits there (given back on cancel/expiry). */
    ordermain_id: integer('ordermain_id').references(() => orders.ordermain_id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('gift_claims_once_unique').on(t.member_id, t.gift_type, t.period_key),
    index('gift_claims_member_idx').on(t.member_id),
    index('gift_claims_order_idx').on(t.ordermain_id),
  ],
);

/** The gift cart lines: products of one claim (quantity 0/1 each; §9). */
export const giftClaimLines = pgTable(
  'gift_claim_lines',
  {
    claim_id: integer('claim_id')
      .notNull()
      .references(() => giftClaims.claim_id, { onDelete: 'cascade' }),
    p_id: integer('p_id').notNull(),
    quantity: integer('quantity').notNull(),
    p_name: text('p_name').notNull(),
    p_spec: text('p_spec').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.claim_id, t.p_id] }),
    check('gift_claim_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Points credited after a birthday claim, once per member and period however often the gift is removed and claimed again. */
export const giftPointAwards = pgTable(
  'gift_point_awards',
  {
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    period_key: text('period_key').notNull(),
    points: integer('points').notNull(),
    awarded_at: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.member_id, t.period_key] })],
);
