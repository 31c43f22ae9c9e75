import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { news } from './shell.ts';

/** One block of a content page; the HTML of an html block is sanitized like content_html. */
export type ContentBlock =
  | { kind: 'html'; html: string }
  | { kind: 'image'; image: string; alt: string; width: number; height: number; link?: string }
  | { kind: 'products'; title: string; hrefs: string[] }
  | { kind: 'cta'; label: string; href: string }
  | { kind: 'signup'; campaign: string; title: string };

/**
 * The small CMS: about, campaign, landing, utility and FAQ pages by slug (the path without its leading
 * slash, e.g. 'about-us', 'qa/q1-1', 'lp-campaign-secret/glow-2509'). aliases holds other spellings
 * ('about_us'); the slug is the canonical one.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    page_id: serial('page_id').primaryKey(),
    slug: text('slug').notNull(),
    aliases: text('aliases').array().notNull().default([]),
    page_kind: text('page_kind', { enum: ['page', 'landing', 'faq', 'utility'] })
      .notNull()
      .default('page'),
    layout: text('layout', { enum: ['default', 'onlybody'] })
      .notNull()
      .default('default'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML. */
    content_html: text('content_html').notNull().default(''),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull().default([]),
    hero_image: text('hero_image').notNull().default(''),
    seo_title: text('seo_title').notNull().default(''),
    seo_description: text('seo_description').notNull().default(''),
    seo_keywords: text('seo_keywords').notNull().default(''),
    og_image: text('og_image').notNull().default(''),
    /** 1: robots noindex, left out of the sitemap and disallowed in robots.txt. */
    noindex: integer('noindex').notNull().default(0),
    /** Status the page is served with (delete404 is a page served as 404). */
    http_status: integer('http_status').notNull().default(200),
    /** FAQ pages: their group on /qa (1 for q1-…) and order within it. */
    faq_group: integer('faq_group'),
    page_sort: integer('page_sort').notNull().default(0),
    page_show: integer('page_show').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_slug_unique').on(t.slug),
    index('content_pages_aliases_idx').using('gin', t.aliases),
  ],
);

/** Questions of a FAQ page, grouped in sections that can be anchors (#shipping, #refund …). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    faq_id: serial('faq_id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => contentPages.page_id),
    section_anchor: text('section_anchor').notNull().default(''),
    section_title: text('section_title').notNull().default(''),
    question: text('question').notNull(),
    /** Sanitized HTML. */
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('faq_entries_page_idx').on(t.page_id)],
);

/** The ingredient dictionary (/ingredient-dictionary/{uid}). */
export const ingredients = pgTable(
  'ingredients',
  {
    ingredient_id: serial('ingredient_id').primaryKey(),
    uid: text('uid').notNull(),
    ingredient_name: text('ingredient_name').notNull(),
    ingredient_latin: text('ingredient_latin').notNull().default(''),
    aliases: text('aliases').array().notNull().default([]),
    /** Short list of what it does, e.g. '代謝角質、疏通毛孔'. */
    ingredient_function: text('ingredient_function').notNull().default(''),
    ingredient_category: text('ingredient_category').notNull().default(''),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    ingredient_show: integer('ingredient_show').notNull().default(1),
  },
  (t) => [
    uniqueIndex('ingredients_uid_unique').on(t.uid),
    index('ingredients_name_trgm').using('gin', t.ingredient_name.op('gin_trgm_ops')),
  ],
);

export const ingredientProducts = pgTable(
  'ingredient_products',
  {
    ingredient_id: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.ingredient_id),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
  },
  (t) => [primaryKey({ columns: [t.ingredient_id, t.p_id] }), index('ingredient_products_p_idx').on(t.p_id)],
);

/** News categories for /news/{category}/{subcategory}@news; a subcategory has a parent. */
export const newsCategories = pgTable(
  'news_categories',
  {
    newscategory_id: serial('newscategory_id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => newsCategories.newscategory_id),
    newscategory_slug: text('newscategory_slug').notNull(),
    newscategory_path: text('newscategory_path').notNull(),
    newscategory_name: text('newscategory_name').notNull(),
    newscategory_sort: integer('newscategory_sort').notNull().default(0),
  },
  (t) => [uniqueIndex('news_categories_path_unique').on(t.newscategory_path)],
);

export const newsCategoryLinks = pgTable(
  'news_category_links',
  {
    newscategory_id: integer('newscategory_id')
      .notNull()
      .references(() => newsCategories.newscategory_id),
    news_id: integer('news_id')
      .notNull()
      .references(() => news.news_id),
  },
  (t) => [
    primaryKey({ columns: [t.newscategory_id, t.news_id] }),
    index('news_category_links_news_idx').on(t.news_id),
  ],
);
