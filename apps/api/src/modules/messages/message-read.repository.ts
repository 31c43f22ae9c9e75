import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, count, eq, isNull } from 'drizzle-orm';

const { messages } = schema;

const columns = {
  sno: messages.sno,
  subject: messages.subject,
  content: messages.content,
  created_at: messages.created_at,
  read_at: messages.read_at,
};

/** One message, only when it belongs to the member (another member's sno finds nothing). */
export async function selectOwnMessage(db: Database, memberId: number, sno: number) {
  const [row] = await db
    .select(columns)
    .from(messages)
    .where(and(eq(messages.sno, sno), eq(messages.member_id, memberId)))
    .limit(1);
  return row ?? null;
}

/** Sets read_at once; a message already read keeps its first read time. */
export async function markOwnMessageRead(
  db: Database,
  memberId: number,
  sno: number,
  now: Date,
): Promise<void> {
  await db
    .update(messages)
    .set({ read_at: now })
    .where(and(eq(messages.sno, sno), eq(messages.member_id, memberId), isNull(messages.read_at)));
}

export async function countUnread(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.member_id, memberId), isNull(messages.read_at)));
  return row?.n ?? 0;
}
