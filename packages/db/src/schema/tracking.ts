import type { AfterLoginRecordKind, RoutineAnswers, RoutinePick } from '@shop/core';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/**
 * What the after-login queue attached to a member (storefront.md §4.6): a routine-finder code, a
 * 2025-09 routine record id or a UTM record id (`ref`). The queue may send an action again; one row stays.
 */
export const afterLoginRecords = pgTable(
  'after_login_records',
  {
    record_id: serial('record_id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AfterLoginRecordKind>().notNull(),
    ref: text('ref').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('after_login_records_member_kind_ref_idx').on(t.member_id, t.kind, t.ref)],
);

/**
 * Results of the routine finder (member-area-and-tools.md §2.8): the answers and the picked products of one
 * questionnaire under a random code. A guest's result has no member until bind-customer-routine-finder
 * attaches it; once owned it never changes hands.
 */
export const routineResults = pgTable(
  'routine_results',
  {
    result_id: serial('result_id').primaryKey(),
    code: text('code').notNull(),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<RoutineAnswers>().notNull(),
    /** The picks in step order (RoutinePick of @shop/core). */
    picks: jsonb('picks').$type<RoutinePick[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routine_results_code_idx').on(t.code),
    index('routine_results_member_idx').on(t.member_id, t.created_at),
  ],
);
