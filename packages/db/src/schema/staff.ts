import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { orders, payments } from './checkout.ts';

/** The staff roles of the back office (issue 26); what each may do is in packages/core/src/staff. */
export const STAFF_ROLES = ['owner', 'manager', 'customer_service', 'warehouse', 'content_editor'] as const;

/**
 * The shop's staff: accounts of their own, apart from members (docs/decisions/073-back-office-foundation.md).
 * email is stored lower-case; password_hash is argon2id as for members; totp_secret (base32) is set for
 * owners and managers, whose login asks for the code; last_totp_step keeps a code from being used twice.
 */
export const staff = pgTable(
  'staff',
  {
    staff_id: serial('staff_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    password_hash: text('password_hash').notNull(),
    totp_secret: text('totp_secret'),
    /** The TOTP time step (unix time / 30 s) of the last code accepted: a code is taken once only. */
    last_totp_step: integer('last_totp_step'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(t.email),
    check(
      'staff_role_check',
      sql`${t.role} in ('owner', 'manager', 'customer_service', 'warehouse', 'content_editor')`,
    ),
    check(
      'staff_second_factor_check',
      sql`${t.role} not in ('owner', 'manager') or ${t.totp_secret} is not null`,
    ),
  ],
);

/** Staff bearer sessions, apart from members' `sessions`: only the SHA-256 of the token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    session_id: serial('session_id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => staff.staff_id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(t.token_hash),
    index('staff_sessions_staff_idx').on(t.staff_id),
  ],
);

/**
 * Every change made by staff, written in the same transaction as the change: who, when, what, and the
 * subject before and after (null where there is no before or after).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    staff_id: integer('staff_id').references(() => staff.staff_id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    subject_type: text('subject_type').notNull(),
    subject_id: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subject_idx').on(t.subject_type, t.subject_id),
  ],
);

/**
 * The stock ledger of the back office (issue 26, decision 093): every change of a product's stock by
 * staff, with its reason and the stock it left, written in the transaction of the conditional UPDATE
 * that made it (never below 0).
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    adjustment_id: serial('adjustment_id').primaryKey(),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    staff_id: integer('staff_id').references(() => staff.staff_id),
    delta: integer('delta').notNull(),
    stock_after: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_adjustments_product_idx').on(t.p_id, t.adjustment_id),
    check('stock_adjustments_delta_check', sql`${t.delta} <> 0`),
    check('stock_adjustments_stock_after_check', sql`${t.stock_after} >= 0`),
  ],
);

/**
 * Partial refunds made by staff (issue 26, decision 105): each reserves its amount on the captured
 * payment by one conditional UPDATE (refunded_amount + amount < amount paid) before the provider is
 * called, so two at once never return more than was paid. pending → refunded | failed (the reservation
 * given back); manual: the provider cannot refund (ECPay ATM), customer service transfers by hand.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    refund_id: serial('refund_id').primaryKey(),
    ordermain_id: integer('ordermain_id')
      .notNull()
      .references(() => orders.ordermain_id),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.payment_id),
    staff_id: integer('staff_id').references(() => staff.staff_id),
    amount: integer('amount').notNull(),
    /** The chosen lines ({ ordersub_id, quantity }[]), or [] for an amount typed in. */
    lines: jsonb('lines').notNull().default([]),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('pending'),
    failure_reason: text('failure_reason'),
    /** The e-invoice allowance (折讓) number; null when the order has no live invoice or it failed. */
    allowance_number: text('allowance_number'),
    /** Points taken off the order's earned points for this refund (in proportion to the amount). */
    points_reduced: integer('points_reduced').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.ordermain_id),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
    check('order_refunds_state_check', sql`${t.state} in ('pending', 'refunded', 'failed', 'manual')`),
  ],
);
