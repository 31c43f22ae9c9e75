import type { AfterLoginRecordKind } from '@shop/core';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
