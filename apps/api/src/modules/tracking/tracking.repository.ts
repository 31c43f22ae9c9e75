import type { AfterLoginRecordKind } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';

const { afterLoginRecords } = schema;

/** Keeps what the after-login queue attached; the same thing sent again leaves the first row. */
export async function insertAfterLoginRecord(
  db: Database,
  record: { memberId: number; kind: AfterLoginRecordKind; ref: string },
): Promise<void> {
  await db
    .insert(afterLoginRecords)
    .values({ member_id: record.memberId, kind: record.kind, ref: record.ref })
    .onConflictDoNothing();
}
