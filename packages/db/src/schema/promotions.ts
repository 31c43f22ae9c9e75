import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalogue.ts';

// Every promotion is open while show = 1 and starts_at <= now < ends_at (instants; the seed and the admin
// give them as Asia/Taipei wall-clock times). Multipliers are numeric(4,3): 0.850 is 85折.

const window = () => ({
  starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
  ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
});

const multiplier = (name: string) => numeric(name, { precision: 4, scale: 3, mode: 'number' });

/** Sale events: 任選 N 件 X 折. A plain sale has one tier (min_count 1); N-for-N events have several. */
export const saleEvents = pgTable('sale_events', {
  saleevent_id: serial('saleevent_id').primaryKey(),
  saleevent_name: text('saleevent_name').notNull(),
  saleevent_type: text('saleevent_type', { enum: ['discount', 'n_for_n'] }).notNull(),
  saleevent_description: text('saleevent_description').notNull().default(''),
  saleevent_banner: text('saleevent_banner').notNull().default(''),
  saleevent_sort: integer('saleevent_sort').notNull().default(0),
  saleevent_show: integer('saleevent_show').notNull().default(1),
  ...window(),
});

export const saleEventTiers = pgTable(
  'sale_event_tiers',
  {
    saleevent_id: integer('saleevent_id')
      .notNull()
      .references(() => saleEvents.saleevent_id),
    /** The tier applies when the matched units are at least this many. */
    min_count: integer('min_count').notNull(),
    sale: multiplier('sale').notNull(),
  },
  (t) => [primaryKey({ columns: [t.saleevent_id, t.min_count] })],
);

export const saleEventProducts = pgTable(
  'sale_event_products',
  {
    saleevent_id: integer('saleevent_id')
      .notNull()
      .references(() => saleEvents.saleevent_id),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.saleevent_id, t.p_id] }), index('sale_event_products_p_idx').on(t.p_id)],
);

/** Match pairs: one unit of zone A (紅標A區) with one of zone B (綠標B區), both at matchpair_sale. */
export const matchPairs = pgTable('match_pairs', {
  matchpair_id: serial('matchpair_id').primaryKey(),
  matchpair_name: text('matchpair_name').notNull(),
  matchpair_sale: multiplier('matchpair_sale').notNull(),
  matchpair_description: text('matchpair_description').notNull().default(''),
  matchpair_banner: text('matchpair_banner').notNull().default(''),
  matchpair_sort: integer('matchpair_sort').notNull().default(0),
  matchpair_show: integer('matchpair_show').notNull().default(1),
  ...window(),
});

export const matchPairProducts = pgTable(
  'match_pair_products',
  {
    matchpair_id: integer('matchpair_id')
      .notNull()
      .references(() => matchPairs.matchpair_id),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    zone: text('zone', { enum: ['a', 'b'] }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchpair_id, t.p_id] }), index('match_pair_products_p_idx').on(t.p_id)],
);

/** Add-on purchases (加價購): a product at addmoney_money once the trigger is met, up to max_per_order. */
export const addMoneyItems = pgTable('add_money_items', {
  addmoney_id: serial('addmoney_id').primaryKey(),
  addmoney_title: text('addmoney_title').notNull(),
  addmoney_money: integer('addmoney_money').notNull(),
  p_id: integer('p_id')
    .notNull()
    .references(() => products.p_id),
  trigger_type: text('trigger_type', { enum: ['subtotal', 'product'] }).notNull(),
  /** Merchandise subtotal needed (trigger_type subtotal). */
  trigger_amount: integer('trigger_amount').notNull().default(0),
  /** Product that must be in the cart (trigger_type product). */
  trigger_p_id: integer('trigger_p_id').references(() => products.p_id),
  max_per_order: integer('max_per_order').notNull().default(1),
  addmoney_sort: integer('addmoney_sort').notNull().default(0),
  addmoney_show: integer('addmoney_show').notNull().default(1),
  ...window(),
});

/**
 * Gift activities of every kind: open gifts (滿額贈 for everyone), category gifts (spend in a category),
 * choice gifts (pick choose_count of the gifts), product gifts (buy a product, get a gift) and buy-gift
 * events (買N送1: buy buy_count units in scope, get gift_count gifts).
 */
export const giftActivities = pgTable('gift_activities', {
  activity_id: serial('activity_id').primaryKey(),
  activity_type: text('activity_type', {
    enum: ['open_gift', 'category', 'choice', 'product', 'buy_gift'],
  }).notNull(),
  activity_name: text('activity_name').notNull(),
  activity_description: text('activity_description').notNull().default(''),
  activity_banner: text('activity_banner').notNull().default(''),
  trigger_type: text('trigger_type', { enum: ['spend', 'count', 'product'] }).notNull(),
  /** Amount in TWD (spend) or units (count); unused for product triggers. */
  trigger_value: integer('trigger_value').notNull().default(0),
  scope_type: text('scope_type', { enum: ['all', 'categories', 'products'] })
    .notNull()
    .default('all'),
  choose_count: integer('choose_count').notNull().default(1),
  buy_count: integer('buy_count').notNull().default(0),
  gift_count: integer('gift_count').notNull().default(1),
  activity_sort: integer('activity_sort').notNull().default(0),
  activity_show: integer('activity_show').notNull().default(1),
  ...window(),
});

/** Products of a gift activity: its scope or trigger products, and the gifts with their own stock. */
export const giftActivityProducts = pgTable(
  'gift_activity_products',
  {
    activity_id: integer('activity_id')
      .notNull()
      .references(() => giftActivities.activity_id),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    role: text('role', { enum: ['scope', 'gift'] }).notNull(),
    gift_stock: integer('gift_stock').notNull().default(0),
    gift_quantity: integer('gift_quantity').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activity_id, t.p_id, t.role] }),
    index('gift_activity_products_p_idx').on(t.p_id),
  ],
);

export const giftActivityCategories = pgTable(
  'gift_activity_categories',
  {
    activity_id: integer('activity_id')
      .notNull()
      .references(() => giftActivities.activity_id),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.category_id),
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.category_id] })],
);

/** Threshold activities (滿額折 / 滿額贈): ordered levels over a product scope; the best reached level applies. */
export const thresholdActivities = pgTable('threshold_activities', {
  activity_id: serial('activity_id').primaryKey(),
  activity_title: text('activity_title').notNull(),
  activity_description: text('activity_description').notNull().default(''),
  scope_type: text('scope_type', { enum: ['all', 'categories', 'products'] })
    .notNull()
    .default('all'),
  activity_sort: integer('activity_sort').notNull().default(0),
  activity_show: integer('activity_show').notNull().default(1),
  ...window(),
});

export const thresholdLevels = pgTable(
  'threshold_levels',
  {
    level_id: serial('level_id').primaryKey(),
    activity_id: integer('activity_id')
      .notNull()
      .references(() => thresholdActivities.activity_id),
    threshold: integer('threshold').notNull(),
    kind: text('kind', { enum: ['amount_off', 'rate', 'gift'] }).notNull(),
    /** TWD off (amount_off), a multiplier in thousandths (rate: 900 = 9折) or the gift quantity (gift). */
    value: integer('value').notNull(),
    gift_p_id: integer('gift_p_id').references(() => products.p_id),
    gift_stock: integer('gift_stock').notNull().default(0),
  },
  (t) => [uniqueIndex('threshold_levels_unique').on(t.activity_id, t.threshold, t.kind)],
);

export const thresholdActivityProducts = pgTable(
  'threshold_activity_products',
  {
    activity_id: integer('activity_id')
      .notNull()
      .references(() => thresholdActivities.activity_id),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.p_id] })],
);

export const thresholdActivityCategories = pgTable(
  'threshold_activity_categories',
  {
    activity_id: integer('activity_id')
      .notNull()
      .references(() => thresholdActivities.activity_id),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.category_id),
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.category_id] })],
);

/** Routine kits: a set of products sold as one cart line at routinekit_price. */
export const routineKits = pgTable('routine_kits', {
  routinekit_id: serial('routinekit_id').primaryKey(),
  routinekit_name: text('routinekit_name').notNull(),
  routinekit_description: text('routinekit_description').notNull().default(''),
  routinekit_image: text('routinekit_image').notNull().default(''),
  routinekit_skin_type: text('routinekit_skin_type').notNull().default(''),
  routinekit_price: integer('routinekit_price').notNull(),
  routinekit_stock: integer('routinekit_stock').notNull().default(0),
  routinekit_sort: integer('routinekit_sort').notNull().default(0),
  routinekit_show: integer('routinekit_show').notNull().default(1),
  ...window(),
});

export const routineKitItems = pgTable(
  'routine_kit_items',
  {
    routinekit_id: integer('routinekit_id')
      .notNull()
      .references(() => routineKits.routinekit_id),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    step: integer('step').notNull(),
    step_text: text('step_text').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.routinekit_id, t.p_id] })],
);

/** Bonus events multiply the points earned on orders placed while they run. */
export const bonusEvents = pgTable('bonus_events', {
  bonus_id: serial('bonus_id').primaryKey(),
  bonus_name: text('bonus_name').notNull(),
  bonus_description: text('bonus_description').notNull().default(''),
  bonus_banner: text('bonus_banner').notNull().default(''),
  point_multiplier: numeric('point_multiplier', { precision: 4, scale: 2, mode: 'number' }).notNull(),
  bonus_show: integer('bonus_show').notNull().default(1),
  ...window(),
});

/** Products of the point zone (/pc-point): point is the list price in points, dpoint the offer (0 = none). */
export const pointExchanges = pgTable(
  'point_exchanges',
  {
    exchange_id: serial('exchange_id').primaryKey(),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    point: integer('point').notNull(),
    dpoint: integer('dpoint').notNull().default(0),
    exchange_sort: integer('exchange_sort').notNull().default(0),
    exchange_show: integer('exchange_show').notNull().default(1),
    ...window(),
  },
  (t) => [index('point_exchanges_p_idx').on(t.p_id)],
);

/** DTC personalised routines (get-dtc-personalize/{id}): step groups for one skin profile. */
export const dtcPersonalizes = pgTable('dtc_personalizes', {
  dtc_id: serial('dtc_id').primaryKey(),
  dtc_title: text('dtc_title').notNull(),
  dtc_intro: text('dtc_intro').notNull().default(''),
  skin_type: text('skin_type').notNull(),
  /** Product offered as a free trial with the routine (member-area-and-tools.md §7: the trial product). */
  trial_p_id: integer('trial_p_id').references(() => products.p_id),
  dtc_show: integer('dtc_show').notNull().default(1),
});

export const dtcPersonalizeSteps = pgTable(
  'dtc_personalize_steps',
  {
    dtc_id: integer('dtc_id')
      .notNull()
      .references(() => dtcPersonalizes.dtc_id),
    /** 0 = advanced mode only. */
    step: integer('step').notNull(),
    step_text: text('step_text').notNull(),
    advanced_step_text: text('advanced_step_text').notNull().default(''),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dtc_id, t.step, t.p_id] })],
);
