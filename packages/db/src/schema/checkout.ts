// Orders, payments, invoices, coupons, ledgers and checkout reference data (issue 12;
// docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md). Field names follow the spec's orderData and order history row.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { products } from './catalogue.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Coupons: amount off or a rate (percent off), a minimum spend, validity, per-member and total use limits. */
export const coupons = pgTable(
  'coupons',
  {
    coupon_id: serial('coupon_id').primaryKey(),
    coupon_code: text('coupon_code').notNull(),
    coupon_name: text('coupon_name').notNull(),
    /** amount: coupon_value TWD off; rate: coupon_value percent off (10 = 10% off). */
    coupon_kind: text('coupon_kind').notNull(),
    coupon_value: integer('coupon_value').notNull(),
    min_spend: integer('min_spend').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set when the coupon was credited to one member's account; null for a public code. */
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'cascade' }),
    per_member_limit: integer('per_member_limit').notNull().default(1),
    /** Null: no total limit. */
    total_limit: integer('total_limit'),
    /** Uses held by live orders; raised by a conditional update in the order transaction. */
    used_count: integer('used_count').notNull().default(0),
    /** Listed by get-open-coupons; a member claims it once into their wallet before using it. */
    claimable: boolean('claimable').notNull().default(false),
    /** Claims allowed in total (claimable coupons); null: no limit. */
    claim_limit: integer('claim_limit'),
    claimed_count: integer('claimed_count').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.coupon_code),
    index('coupons_member_idx').on(t.member_id),
    check('coupons_kind_check', sql`${t.coupon_kind} in ('amount', 'rate')`),
    check(
      'coupons_value_check',
      sql`${t.coupon_value} > 0 and (${t.coupon_kind} = 'amount' or ${t.coupon_value} < 100)`,
    ),
    check(
      'coupons_used_check',
      sql`${t.used_count} >= 0 and (${t.total_limit} is null or ${t.used_count} <= ${t.total_limit})`,
    ),
    check(
      'coupons_claimed_check',
      sql`${t.claimed_count} >= 0 and (${t.claim_limit} is null or ${t.claimed_count} <= ${t.claim_limit})`,
    ),
  ],
);

/** Orders (ordermain). Amounts are integer TWD; ordermain_total is what the shopper pays. */
export const orders = pgTable(
  'orders',
  {
    ordermain_id: serial('ordermain_id').primaryKey(),
    ordermain_sn: text('ordermain_sn').notNull(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id),
    ordermain_status: integer('ordermain_status').notNull().default(0),
    /** Order date (member-area order history row). */
    ordermain_dt1: timestamp('ordermain_dt1', { withTimezone: true }).notNull().defaultNow(),
    merchandise_total: integer('merchandise_total').notNull(),
    discount_total: integer('discount_total').notNull().default(0),
    coupon_discount: integer('coupon_discount').notNull().default(0),
    addon_total: integer('addon_total').notNull().default(0),
    freight: integer('freight').notNull().default(0),
    points_used: integer('points_used').notNull().default(0),
    credit_used: integer('credit_used').notNull().default(0),
    ordermain_total: integer('ordermain_total').notNull(),
    /** Points the order earns once its appreciation period is over. */
    points: integer('points').notNull().default(0),
    /** Points and spend credited (after the appreciation period). */
    ispoints: boolean('ispoints').notNull().default(false),
    coupon_id: integer('coupon_id').references(() => coupons.coupon_id),
    ship_method: text('ship_method').notNull(),
    recipient_name: text('recipient_name').notNull(),
    ordermain_mobile: text('ordermain_mobile').notNull(),
    ordermain_email: text('ordermain_email').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    address: text('address').notNull().default(''),
    store_id: text('store_id'),
    store_name: text('store_name'),
    /** Logistics provider's shipment id and the 7-ELEVEN pickup (寄件) number once a shipment exists. */
    logistics_id: text('logistics_id'),
    pickup_number: text('pickup_number'),
    /** Home delivery: the carrier's tracking number staff enter when they mark the order shipped. */
    tracking_number: text('tracking_number'),
    invoice_type: text('invoice_type').notNull(),
    carrier_num: text('carrier_num'),
    donate_code: text('donate_code'),
    tax_number: text('tax_number'),
    invoice_title: text('invoice_title'),
    pay_method: text('pay_method').notNull(),
    /** The Idempotency-Key header of the submit; one order per member and key. */
    idempotency_key: text('idempotency_key'),
    /**
     * Placed through checkout: the deferred trigger orders_take_stock takes its lines' product stock at
     * COMMIT (migration 0012; docs/decisions/037-checkout-throughput-and-answer-serialization.md). Rows written otherwise take none.
     */
    takes_stock: boolean('takes_stock').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    /** When the order reached the shopper (`deliver` or `collectCash`); the referral program's 7 days count from it. */
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_sn_idx').on(t.ordermain_sn),
    unique('orders_member_idempotency_key').on(t.member_id, t.idempotency_key),
    index('orders_member_idx').on(t.member_id, t.ordermain_dt1),
    // The back office's order list: newest first, paged by (ordermain_dt1, ordermain_id) keyset.
    index('orders_listing_idx').on(t.ordermain_dt1, t.ordermain_id),
    index('orders_status_listing_idx').on(t.ordermain_status, t.ordermain_dt1, t.ordermain_id),
    index('orders_mobile_idx').on(t.ordermain_mobile),
    // The back office's search by part of a recipient's name (decision 128): ilike through trigrams.
    index('orders_recipient_name_trgm').using('gin', t.recipient_name.op('gin_trgm_ops')),
    index('orders_unpaid_expiry_idx').on(t.expires_at).where(sql`${t.ordermain_status} = 0`),
    check('orders_ship_method_check', sql`${t.ship_method} in ('home', 'seven', 'family', 'hilife', 'hk')`),
    check(
      'orders_pay_method_check',
      sql`${t.pay_method} in ('sandbox', 'card', 'applepay', 'googlepay', 'linepay', 'cod', 'atm', 'jkopay')`,
    ),
    check(
      'orders_invoice_type_check',
      sql`${t.invoice_type} in ('member', 'mobile', 'citizen', 'donate', 'company')`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.ordermain_total} >= 0 and ${t.merchandise_total} >= 0 and ${t.points_used} >= 0 and ${t.credit_used} >= 0 and ${t.freight} >= 0`,
    ),
  ],
);

/** Order lines (ordersubs) with the price paid per unit at the time of the order. */
export const orderLines = pgTable(
  'order_lines',
  {
    ordersub_id: serial('ordersub_id').primaryKey(),
    ordermain_id: integer('ordermain_id')
      .notNull()
      .references(() => orders.ordermain_id, { onDelete: 'cascade' }),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    p_name: text('p_name').notNull(),
    /** Unit price paid (after item-level offers); 0 for gifts. */
    p_price: integer('p_price').notNull(),
    /** The product's list price when ordered, for the struck-through display. */
    list_price: integer('list_price').notNull(),
    ordersub_count: integer('ordersub_count').notNull(),
    /** regular, addon, gift, point (paid in points) or member_gift (a claimed member gift; its stock is the gift's). */
    line_kind: text('line_kind').notNull().default('regular'),
    /** Which offer priced the line (e.g. saleevent:3), for the order detail. */
    offer_ref: text('offer_ref'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.ordermain_id),
    check('order_lines_count_check', sql`${t.ordersub_count} > 0 and ${t.p_price} >= 0`),
    check(
      'order_lines_kind_check',
      sql`${t.line_kind} in ('regular', 'addon', 'gift', 'point', 'member_gift')`,
    ),
  ],
);

/** One payment attempt of an order; a re-pay makes a new row. */
export const payments = pgTable(
  'payments',
  {
    payment_id: serial('payment_id').primaryKey(),
    ordermain_id: integer('ordermain_id')
      .notNull()
      .references(() => orders.ordermain_id),
    provider: text('provider').notNull(),
    /** Our unguessable reference sent to the provider as its order id (and the sandbox page's token). */
    payment_ref: text('payment_ref').notNull(),
    /** The provider's transaction id, as text: LINE Pay ids exceed 2^53. */
    provider_transaction_id: text('provider_transaction_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('TWD'),
    /**
     * The attempt's state (packages/core order-machine.ts): pending → capturing → paid | failed;
     * pending → cancelled; paid → refunded | refund_failed.
     */
    state: text('state').notNull().default('pending'),
    refunded_amount: integer('refunded_amount').notNull().default(0),
    /**
     * ATM transfer (ECPay ChoosePayment=ATM): the bank code, virtual account and deadline ECPay's
     * PaymentInfoURL notice gave (docs/decisions/089-atm-virtual-account-through-ecpay.md).
     */
    atm_bank_code: text('atm_bank_code'),
    atm_account: text('atm_account'),
    atm_pay_by: timestamp('atm_pay_by', { withTimezone: true }),
    failure_reason: text('failure_reason'),
    created_at: createdAt(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_ref_idx').on(t.payment_ref),
    uniqueIndex('payments_provider_tx_idx').on(t.provider, t.provider_transaction_id),
    index('payments_order_idx').on(t.ordermain_id),
    // At most one attempt in flight per order: a second re-pay cannot open another (docs/decisions/
    // order-payment-state-machine.md).
    uniqueIndex('payments_one_in_flight_idx')
      .on(t.ordermain_id)
      .where(sql`${t.state} in ('pending', 'capturing')`),
    check(
      'payments_state_check',
      sql`${t.state} in ('pending', 'capturing', 'paid', 'failed', 'cancelled', 'refunded', 'refund_failed')`,
    ),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.refunded_amount} between 0 and ${t.amount}`),
  ],
);

/** The local invoice issuer's number ranges (字軌): numbers are taken by a conditional update. */
export const invoiceTracks = pgTable(
  'invoice_tracks',
  {
    /** Two capitals, e.g. AB. */
    track: text('track').notNull(),
    /** The two-month period, e.g. 2026-11 (its first month). */
    period: text('period').notNull(),
    start_no: integer('start_no').notNull(),
    end_no: integer('end_no').notNull(),
    next_no: integer('next_no').notNull(),
  },
  (t) => [
    unique('invoice_tracks_key').on(t.track, t.period),
    check('invoice_tracks_range_check', sql`${t.next_no} between ${t.start_no} and ${t.end_no} + 1`),
  ],
);

/** Issued e-invoices; a cancel voids the invoice, a partial refund adds an allowance (折讓). */
export const invoices = pgTable(
  'invoices',
  {
    invoice_id: serial('invoice_id').primaryKey(),
    ordermain_id: integer('ordermain_id')
      .notNull()
      .references(() => orders.ordermain_id),
    provider: text('provider').notNull(),
    /** e.g. AB12345678 */
    invoice_number: text('invoice_number').notNull(),
    track: text('track').notNull(),
    /** The 4-digit random code printed on the invoice. */
    random_number: text('random_number').notNull(),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('issued'),
    allowance_amount: integer('allowance_amount').notNull().default(0),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.invoice_number),
    // One live invoice per order: a second issue for the same order (a replayed payment) collides here.
    uniqueIndex('invoices_live_order_idx').on(t.ordermain_id).where(sql`${t.state} <> 'voided'`),
    check('invoices_state_check', sql`${t.state} in ('issued', 'voided', 'allowance')`),
    check('invoices_allowance_check', sql`${t.allowance_amount} between 0 and ${t.amount}`),
  ],
);

/** A coupon held by an order; released_at set when the order is cancelled or expires. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    coupon_use_id: serial('coupon_use_id').primaryKey(),
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.coupon_id),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id),
    ordermain_id: integer('ordermain_id')
      .notNull()
      .references(() => orders.ordermain_id),
    created_at: createdAt(),
    released_at: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('coupon_uses_member_idx').on(t.coupon_id, t.member_id),
    unique('coupon_uses_order_key').on(t.ordermain_id, t.coupon_id),
  ],
);

/**
 * A member's balance ledger: append-only, each entry numbered (seq) per member and carrying the balance
 * after it. Two writers computing the same next seq collide on the unique key, so entries are serial per
 * member and balance_after (checked ≥ 0) is always the running sum: a balance never goes below zero.
 */
function ledgerTable(name: 'point_ledger' | 'credit_ledger') {
  return pgTable(
    name,
    {
      entry_id: bigserial('entry_id', { mode: 'number' }).primaryKey(),
      member_id: integer('member_id')
        .notNull()
        .references(() => members.member_id, { onDelete: 'cascade' }),
      seq: integer('seq').notNull(),
      delta: integer('delta').notNull(),
      balance_after: integer('balance_after').notNull(),
      /** opening, order, order-cancel, earned, campaign, refund, expired, exchange, adjustment */
      reason: text('reason').notNull(),
      ordermain_id: integer('ordermain_id').references(() => orders.ordermain_id),
      /** Credit grants that lapse (購物金 with an expiry); null: never. */
      expires_at: timestamp('expires_at', { withTimezone: true }),
      note: text('note').notNull().default(''),
      created_at: createdAt(),
    },
    (t) => [
      unique(`${name}_member_seq`).on(t.member_id, t.seq),
      check(`${name}_balance_check`, sql`${t.balance_after} >= 0`),
      check(`${name}_delta_check`, sql`${t.delta} <> 0`),
      index(`${name}_order_idx`).on(t.ordermain_id),
    ],
  );
}

/** Points (pc-point): 1 point pays NT$ 1. */
export const pointLedger = ledgerTable('point_ledger');
/** Shopping credit (購物金 / cashback credit). */
export const creditLedger = ledgerTable('credit_ledger');

/**
 * The shipment step of an order ready to ship (7-ELEVEN paid online, or cash on pickup): one row per
 * order (the key), written when the order becomes ready, worked by the shipment job until the provider
 * has created the shipment (docs/decisions/041-shipments-created-automatically.md).
 */
export const shipments = pgTable(
  'shipments',
  {
    ordermain_id: integer('ordermain_id')
      .primaryKey()
      .references(() => orders.ordermain_id),
    /** The number the provider knows the shipment by (ECPay's MerchantTradeNo, unique per shipment). */
    merchant_trade_no: text('merchant_trade_no').notNull(),
    /** Cash the store collects (取貨付款); 0 when paid online. */
    collect_amount: integer('collect_amount').notNull(),
    shipment_state: text('shipment_state', { enum: ['pending', 'created', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The pg-boss job (pgboss.job id) that is to make the next try (decision 132): a run of any other job
     * for this row does nothing. Null only for a row from before the queue, until the start gives it one.
     */
    job_id: uuid('job_id'),
    /** A try under way holds the row until then (so no other run calls the provider); null when none. */
    leased_until: timestamp('leased_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: createdAt(),
    /** When the provider created the shipment, or the step was skipped or given up. */
    done_at: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shipments_trade_no_idx').on(t.merchant_trade_no)],
);

/**
 * Convenience stores offered by the store picker, by chain (seven: 7-ELEVEN, family: 全家, hilife: 萊爾富;
 * seeded; a logistics provider's map may add more). Store ids are unique within a chain only.
 */
export const sevenElevenStores = pgTable(
  'seven_eleven_stores',
  {
    chain: text('chain', { enum: ['seven', 'family', 'hilife'] })
      .notNull()
      .default('seven'),
    store_id: text('store_id').notNull(),
    store_name: text('store_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    zipcode: text('zipcode').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chain, t.store_id] }),
    index('seven_eleven_stores_area_idx').on(t.chain, t.city, t.district),
  ],
);

/** Company names by 統一編號 (get-company-name-by-sn). */
export const companyNames = pgTable('company_names', {
  tax_number: text('tax_number').primaryKey(),
  company_name: text('company_name').notNull(),
});

/** Invoice donation organisations (get-donate). */
export const donationOrganisations = pgTable('donation_organisations', {
  donate_code: text('donate_code').primaryKey(),
  donate_name: text('donate_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * The built-in sandbox payment provider's own records (it stands where a card company's server would):
 * the shopper's decision on its hosted page, and whether the shop has confirmed the payment once.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    payment_ref: text('payment_ref').primaryKey(),
    order_sn: text('order_sn').notNull(),
    amount: integer('amount').notNull(),
    confirm_url: text('confirm_url').notNull(),
    cancel_url: text('cancel_url').notNull(),
    /** approve or decline; null until the shopper decides. */
    decision: text('decision'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    refunded_amount: integer('refunded_amount').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [check('sandbox_payments_decision_check', sql`${t.decision} in ('approve', 'decline')`)],
);
