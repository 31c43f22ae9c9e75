// The message center: the member's messages, newest first, paged (member-area §2.3).
import {
  DEFAULT_LIST_PAGE,
  MESSAGES_PER_PAGE,
  memberCenterMessages,
  memberPageTitles,
  PAGE_WINDOW,
  messageCenterMessages as t,
  totalPages,
} from '@shop/core';
import { Link, useNavigate } from 'react-router';
import { accountsCalls } from '../../features/accounts/account-api';
import { loadForMember } from '../../features/members/member-loaders';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { NumberPager } from '../../features/members/number-pager';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.messages);

function pageOf(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get('page') ?? DEFAULT_LIST_PAGE);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_LIST_PAGE;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageOf(request);
  const answer = await loadForMember('messages', () =>
    browserApi().send(accountsCalls.messages, { query: { page } }),
  );
  return { page, messages: answer?.messages ?? null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={memberCenterMessages.historyLoading} />;
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { page, messages } = loaderData;
  const items = messages?.data ?? [];
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.messages} />
      {messages === null ? (
        <p className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft">{t.loadFailed}</p>
      ) : items.length === 0 ? (
        <p
          data-testid="messages-empty"
          className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft"
        >
          {t.empty}
        </p>
      ) : (
        <ul
          data-testid="message-list"
          className="divide-y divide-line rounded-lg border border-line bg-surface"
        >
          {items.map((message) => (
            <li key={message.sno}>
              <Link
                to={`/message_detail/${message.sno}`}
                className="flex items-start gap-3 px-4 py-4 hover:bg-sand"
              >
                <span
                  className={`mt-1 shrink-0 rounded-full px-2 py-0.5 text-xs ${message.read_at ? 'bg-sand text-ink-soft' : 'bg-blush text-white'}`}
                >
                  {message.read_at ? t.read : t.unread}
                </span>
                <span className="min-w-0 flex-1">
                  <span className={`block text-ink ${message.read_at ? '' : 'font-semibold'}`}>
                    {message.subject}
                  </span>
                  <span className="mt-1 block truncate text-sm text-ink-soft">{message.content}</span>
                </span>
                <time dateTime={message.created_at} className="shrink-0 text-xs text-ink-soft">
                  {message.created_at.slice(0, 10)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {messages && (
        <NumberPager
          page={page}
          total={totalPages(messages.total, MESSAGES_PER_PAGE)}
          windowSize={PAGE_WINDOW.desktop}
          label={memberCenterMessages.pagerLabel}
          onSelect={(next) => navigate(next === DEFAULT_LIST_PAGE ? '?' : `?page=${next}`)}
        />
      )}
    </section>
  );
}
