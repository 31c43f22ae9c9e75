// Return requests: one per order (the unique key on ordermain_id makes a second one fail), answered once
// (the answer is a conditional UPDATE on state 'requested').
import type { ReturnRequestState } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';

const { returnRequests } = schema;

export type ReturnRequestRow = typeof returnRequests.$inferSelect;

export async function findByOrder(db: Database, orderId: number): Promise<ReturnRequestRow | null> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.ordermain_id, orderId));
  return row ?? null;
}

/** The new request, or null when the order already has one (the unique key). */
export async function insertRequest(
  db: Database,
  row: { ordermain_id: number; member_id: number; reason: string; photos: string[]; created_at: Date },
): Promise<ReturnRequestRow | null> {
  const [inserted] = await db.insert(returnRequests).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Newest first, keyset by return_id (before: the last id of the previous page). */
export async function listRequests(
  db: Database,
  filter: { state?: ReturnRequestState | undefined; before?: number | undefined; limit: number },
): Promise<ReturnRequestRow[]> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(returnRequests.state, filter.state));
  if (filter.before) conditions.push(lt(returnRequests.return_id, filter.before));
  return db
    .select()
    .from(returnRequests)
    .where(and(...conditions))
    .orderBy(desc(returnRequests.return_id))
    .limit(filter.limit);
}

/** Answers a request still waiting; null when it is unknown or was answered already. */
export async function answerRequest(
  db: Database,
  returnId: number,
  answer: { state: 'accepted' | 'declined'; reply: string; answered_at: Date },
): Promise<ReturnRequestRow | null> {
  const [row] = await db
    .update(returnRequests)
    .set(answer)
    .where(and(eq(returnRequests.return_id, returnId), eq(returnRequests.state, 'requested')))
    .returning();
  return row ?? null;
}
