import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, count, desc, eq, isNull } from 'drizzle-orm';

const { messages } = schema;

const itemColumns = {
  sno: messages.sno,
  subject: messages.subject,
  content: messages.content,
  created_at: messages.created_at,
  read_at: messages.read_at,
};

export async function selectMessages(
  db: Database,
  memberId: number,
  options: { unreadOnly: boolean; limit: number; offset: number },
) {
  const where = and(
    eq(messages.member_id, memberId),
    options.unreadOnly ? isNull(messages.read_at) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(messages)
      .where(where)
      .orderBy(desc(messages.created_at), desc(messages.sno))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
