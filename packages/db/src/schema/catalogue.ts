import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { learns } from './content.ts';

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
    /** Further images of the product page gallery (file names), after p_img. */
    p_gallery: text('p_gallery').array().notNull().default([]),
    /** How to use it (plain text, one step a line). */
    p_usage: text('p_usage').notNull().default(''),
    /** The full ingredient list as printed on the pack (INCI names). */
    p_ingredients: text('p_ingredients').notNull().default(''),
    /** 1: a trial (sample) product offered to the online skin test (test-product-list). */
    p_trial: integer('p_trial').notNull().default(0),
    /** Skin types the product suits (dry, oily, combination, sensitive, normal): the list filter. */
    skin_types: text('skin_types').array().notNull().default([]),
    /** Concerns it addresses (acne, pores, dullness, aging, dryness, redness): the list filter. */
    concerns: text('concerns').array().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_series_idx').on(t.series_slug),
    index('products_name_trgm').using('gin', t.p_name.op('gin_trgm_ops')),
    index('products_skin_types_idx').using('gin', t.skin_types),
    index('products_concerns_idx').using('gin', t.concerns),
    index('products_price_idx').on(t.discounted_price),
    index('products_created_idx').on(t.created_at),
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
    /** Sum of the stars of all comments counted in comments_total: rating = rating_sum / comments_total. */
    rating_sum: integer('rating_sum').notNull().default(0),
    /** Page copy (sanitized HTML, member-area-and-tools.md §3). */
    sell_description: text('sell_description').notNull().default(''),
    sell_feature: text('sell_feature').notNull().default(''),
    sell_effect: text('sell_effect').notNull().default(''),
    sell_application: text('sell_application').notNull().default(''),
    seo_title: text('seo_title').notNull().default(''),
    seo_description: text('seo_description').notNull().default(''),
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

/**
 * Product types for /{category} and /{category}/{subcategory}: a top category has no parent;
 * category_path is its slug, or "{parent slug}/{slug}" for a subcategory.
 */
export const categories = pgTable(
  'categories',
  {
    category_id: serial('category_id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.category_id),
    category_slug: text('category_slug').notNull(),
    category_path: text('category_path').notNull(),
    category_name: text('category_name').notNull(),
    category_description: text('category_description').notNull().default(''),
    category_image: text('category_image').notNull().default(''),
    category_sort: integer('category_sort').notNull().default(0),
    category_show: integer('category_show').notNull().default(1),
    seo_title: text('seo_title').notNull().default(''),
    seo_description: text('seo_description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('categories_path_unique').on(t.category_path),
    index('categories_parent_idx').on(t.parent_id),
  ],
);

/** Which subcategories a product is listed in (a product may sit in several). */
export const productCategories = pgTable(
  'product_categories',
  {
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.category_id),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category_id, t.p_id] }), index('product_categories_p_idx').on(t.p_id)],
);

/** Tags of products, for the tag pages (awootag-page-by-tags) and the skin analyzer. */
export const productTags = pgTable(
  'product_tags',
  {
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.p_id, t.tag] }), index('product_tags_tag_idx').on(t.tag)],
);

/** Skincare-advice articles shown as related reading on a product page, and products under an article. */
export const productLearns = pgTable(
  'product_learns',
  {
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    learn_id: integer('learn_id')
      .notNull()
      .references(() => learns.learn_id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.p_id, t.learn_id] }), index('product_learns_learn_idx').on(t.learn_id)],
);
