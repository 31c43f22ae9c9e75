import type { MarkReadAnswer, MessageAnswer, MessageItem } from '@shop/contracts';
import { messageCenterMessages } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { countUnread, markOwnMessageRead, selectOwnMessage } from './message-read.repository.ts';

type MessageRow = NonNullable<Awaited<ReturnType<typeof selectOwnMessage>>>;

function toItem(row: MessageRow): MessageItem {
  return { ...row, created_at: row.created_at.toISOString(), read_at: row.read_at?.toISOString() ?? null };
}

async function requireOwnMessage(db: Database, memberId: number, sno: number): Promise<MessageRow> {
  const row = await selectOwnMessage(db, memberId, sno);
  // Another member's message answers exactly like a missing one.
  if (!row) throw notFound(messageCenterMessages.notFound);
  return row;
}

/** get-message?sno=: one of the member's messages (reading it does not mark it; the detail page does). */
export async function getMessage(db: Database, memberId: number, sno: number): Promise<MessageAnswer> {
  return { message: toItem(await requireOwnMessage(db, memberId, sno)) };
}

/** PATCH get-messages/{id}/mark-read: read from now on; answers the unread count left for the bell. */
export async function markMessageRead(
  db: Database,
  memberId: number,
  sno: number,
  now: Date,
): Promise<MarkReadAnswer> {
  await requireOwnMessage(db, memberId, sno);
  await markOwnMessageRead(db, memberId, sno, now);
  const [row, unread] = await Promise.all([requireOwnMessage(db, memberId, sno), countUnread(db, memberId)]);
  return { message: toItem(row), unread_total: unread };
}
