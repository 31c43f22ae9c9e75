// /message_detail/{sno}: one message; opening it marks it read and the header bell's count drops
// (member-area §2.3, storefront.md §2.5).
import { membersCalls } from '@shop/contracts';
import { memberCenterMessages, memberPageTitles, messageCenterMessages as t } from '@shop/core';
import { Link } from 'react-router';
import { loadUnreadMessages } from '../../features/accounts/session';
import { isNotFound } from '../../features/members/member-loaders';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/message-detail';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.messageDetail);

type Loaded =
  | { state: 'shown'; message: { subject: string; content: string; created_at: string } }
  | { state: 'missing' | 'failed' | 'guest' };

async function openMessage(sno: number): Promise<Loaded> {
  const { message } = await browserApi().send(membersCalls.message, { query: { sno } });
  if (message.read_at === null) {
    await browserApi().send(membersCalls.markMessageRead, { params: { id: sno } });
    void loadUnreadMessages();
  }
  return { state: 'shown', message };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<Loaded> {
  if (!storedAuthToken()) return { state: 'guest' };
  const sno = Number(params.sno);
  if (!Number.isInteger(sno) || sno < 1) return { state: 'missing' };
  try {
    return await openMessage(sno);
  } catch (error) {
    if (isNotFound(error)) return { state: 'missing' };
    console.error('[member] message failed', error);
    return { state: 'failed' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={memberCenterMessages.historyLoading} />;
}

export default function MessageDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.messageDetail} />
      {loaderData.state === 'shown' ? (
        <article data-testid="message-detail" className="rounded-lg border border-line bg-surface p-6">
          <h2 className="text-lg font-semibold text-ink">{loaderData.message.subject}</h2>
          <time dateTime={loaderData.message.created_at} className="mt-1 block text-xs text-ink-soft">
            {loaderData.message.created_at.slice(0, 10)}
          </time>
          <p className="mt-4 whitespace-pre-line leading-relaxed text-ink">{loaderData.message.content}</p>
        </article>
      ) : (
        <p
          data-testid="message-missing"
          className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft"
        >
          {loaderData.state === 'failed' ? t.loadFailed : t.notFound}
        </p>
      )}
      <Link to="/membercenter_message" className="mt-6 inline-block text-sm text-accent-strong underline">
        {t.backToList}
      </Link>
    </section>
  );
}
