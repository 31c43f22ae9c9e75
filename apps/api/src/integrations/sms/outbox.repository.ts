import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';

const { smsOutbox } = schema;

export type OutboxRow = typeof smsOutbox.$inferInsert;

/** Writes a message's row; answers its id. */
export async function insertOutboxRow(db: Database, row: OutboxRow): Promise<number> {
  const [inserted] = await db.insert(smsOutbox).values(row).returning({ sms_id: smsOutbox.sms_id });
  return inserted!.sms_id;
}

export async function selectOutboxRow(db: Database, smsId: number) {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.sms_id, smsId));
  return row ?? null;
}

/** What became of a queued message: sent (with the gateway's id) or failed (with the error). */
export async function markOutboxRow(
  db: Database,
  smsId: number,
  outcome: Pick<OutboxRow, 'status' | 'provider_message_id' | 'error'>,
): Promise<void> {
  await db.update(smsOutbox).set(outcome).where(eq(smsOutbox.sms_id, smsId));
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
