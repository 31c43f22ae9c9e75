import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Article types of the skincare-advice section; learntype2_rel2 is the URL slug. */
export const learnTypes = pgTable(
  'learn_types',
  {
    learntype2_id: serial('learntype2_id').primaryKey(),
    learntype2_name: text('learntype2_name').notNull(),
    learntype2_rel2: text('learntype2_rel2').notNull(),
    learntype2_sort: integer('learntype2_sort').notNull().default(0),
  },
  (t) => [uniqueIndex('learn_types_rel2_unique').on(t.learntype2_rel2)],
);

/** Skincare-advice articles, reached at /skincare-advice/{learntype2_rel2}/{learn_rel3}. */
export const learns = pgTable(
  'learns',
  {
    learn_id: serial('learn_id').primaryKey(),
    learntype2_id: integer('learntype2_id')
      .notNull()
      .references(() => learnTypes.learntype2_id),
    learn_name: text('learn_name').notNull(),
    learn_rel3: text('learn_rel3').notNull(),
    learn_image: text('learn_image').notNull(),
    learn_summary: text('learn_summary').notNull().default(''),
    learn_content: text('learn_content').notNull().default(''),
    learn_hot: integer('learn_hot').notNull().default(0),
    learn_views: integer('learn_views').notNull().default(0),
    learn_show: integer('learn_show').notNull().default(1),
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learns_rel3_unique').on(t.learn_rel3),
    index('learns_name_trgm').using('gin', t.learn_name.op('gin_trgm_ops')),
  ],
);
