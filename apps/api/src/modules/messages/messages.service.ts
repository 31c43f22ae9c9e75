import type { MessagesAnswer, MessagesQuery } from '@shop/contracts';
import { DEFAULT_LIST_PAGE } from '@shop/core';
import { unauthenticated } from '../../errors.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { selectGrantedRoles, selectMemberById } from '../members/index.ts';
import { selectMessages } from './messages.repository.ts';

/** Most unread messages the bell lists at once; total still counts them all. */
export const UNREAD_MESSAGES_LIMIT = 50;
export const MESSAGES_PER_PAGE = 10;

/**
 * get-messages: with type=unread the unread ones (total = the unread count, for the header bell);
 * otherwise one page of all messages, newest first (total = all messages).
 */
export async function listMessages(
  ctx: AccountsContext,
  memberId: number,
  query: MessagesQuery,
): Promise<MessagesAnswer> {
  const unreadOnly = query.type === 'unread';
  const page = query.page ?? DEFAULT_LIST_PAGE;
  const { rows, total } = await selectMessages(ctx.db, memberId, {
    unreadOnly,
    limit: unreadOnly ? UNREAD_MESSAGES_LIMIT : MESSAGES_PER_PAGE,
    offset: unreadOnly ? 0 : (page - 1) * MESSAGES_PER_PAGE,
  });
  return {
    messages: {
      total,
      data: rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        read_at: row.read_at?.toISOString() ?? null,
      })),
    },
  };
}

const TIER_ROLE: Record<number, string> = {
  0: 'tier-0',
  1: 'tier-1',
  2: 'tier-2',
  3: 'tier-3',
  99: 'new-member',
};

/** member-role-mapping: 'member', the role of the member's tier, then any roles granted in member_roles. */
export async function memberRoles(ctx: AccountsContext, memberId: number): Promise<string[]> {
  const member = await selectMemberById(ctx.db, memberId);
  if (!member) throw unauthenticated();
  const tierRole = TIER_ROLE[member.member_nowtier2025];
  const granted = await selectGrantedRoles(ctx.db, memberId);
  return [...new Set(['member', ...(tierRole ? [tierRole] : []), ...granted])];
}
