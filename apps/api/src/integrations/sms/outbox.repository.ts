import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';

const { smsOutbox } = schema;

export type OutboxRow = typeof smsOutbox.$inferInsert;

export async function insertOutboxRow(db: Database, row: OutboxRow): Promise<void> {
  await db.insert(smsOutbox).values(row);
}

/** The newest message the outbox provider wrote for a number. */
export async function selectLatestOutboxMessage(db: Database, mobile: string) {
  const [row] = await db
    .select({
      mobile: smsOutbox.mobile,
      body: smsOutbox.body,
      purpose: smsOutbox.purpose,
      created_at: smsOutbox.created_at,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.provider, 'outbox')))
    .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.sms_id))
    .limit(1);
  return row ?? null;
}
