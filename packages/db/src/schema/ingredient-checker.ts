import type { IngredientReport } from '@shop/core';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/**
 * Ingredient-checker reports saved to share (member-area-and-tools.md §2.9): the list as typed and its
 * report under a random code, the capability of the /share link. A member's report is in their history.
 */
export const ingredientReports = pgTable(
  'ingredient_reports',
  {
    report_id: serial('report_id').primaryKey(),
    code: text('code').notNull(),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'cascade' }),
    input_text: text('input_text').notNull(),
    report: jsonb('report').$type<IngredientReport>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ingredient_reports_code_idx').on(t.code),
    index('ingredient_reports_member_idx').on(t.member_id, t.created_at),
  ],
);
