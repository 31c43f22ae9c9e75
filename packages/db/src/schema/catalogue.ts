import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The 11 product series of the shop (storefront.md §2.2). */
export const SERIES_SLUGS = [
  'exfoliate',
  'clinical',
  'c-plus',
  'boost',
  'resist-oily',
  'resist-dry',
  'clear',
  'skin-balancing',
  'skin-recovery',
  'calm',
  'omega+complex',
] as const;

export const series = pgTable('series', {
  series_slug: text('series_slug').primaryKey(),
  series_name: text('series_name').notNull(),
  series_description: text('series_description').notNull().default(''),
  series_sort: integer('series_sort').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    p_id: serial('p_id').primaryKey(),
    p_name: text('p_name').notNull(),
    p_img: text('p_img').notNull(),
    p_price: integer('p_price').notNull(),
    discounted_price: integer('discounted_price').notNull(),
    p_spec: text('p_spec').notNull().default(''),
    p_description: text('p_description').notNull().default(''),
    series_slug: text('series_slug')
      .notNull()
      .references(() => series.series_slug),
    stock: integer('stock').notNull().default(0),
    p_show: integer('p_show').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_series_idx').on(t.series_slug),
    index('products_name_trgm').using('gin', t.p_name.op('gin_trgm_ops')),
  ],
);

/** A sell page: the page a product is sold from, reached at /{href}. */
export const sells = pgTable(
  'sells',
  {
    sell_id: serial('sell_id').primaryKey(),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    sell_name: text('sell_name').notNull(),
    sell_image: text('sell_image').notNull(),
    href: text('href').notNull(),
    sell_keywords: text('sell_keywords').notNull().default(''),
    comments_total: integer('comments_total').notNull().default(0),
    sell_show: integer('sell_show').notNull().default(1),
  },
  (t) => [
    uniqueIndex('sells_href_unique').on(t.href),
    index('sells_name_trgm').using('gin', t.sell_name.op('gin_trgm_ops')),
    index('sells_keywords_trgm').using('gin', t.sell_keywords.op('gin_trgm_ops')),
  ],
);

export const hotProducts = pgTable('hot_products', {
  p_id: integer('p_id')
    .primaryKey()
    .references(() => products.p_id),
  hot_sort: integer('hot_sort').notNull().default(0),
});
