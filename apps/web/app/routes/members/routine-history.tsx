// 我的保養紀錄 (/customer_routine_history_list, /member/membercenter_customer_routine_finder; member-area
// §2.8): the member's routine-finder results, newest first, each opening on /CustomerRoutineFinder?code=.
// A result queued for binding at login is bound before the list loads, so it is in the list.
import { type RoutineHistoryItem, routineFinderCalls } from '@shop/contracts';
import { routineFinderMessages as m, memberPageTitles, taipeiDate } from '@shop/core';
import { Link } from 'react-router';
import { runQueuedActions } from '../../features/accounts/session';
import { loadForMember } from '../../features/members/member-loaders';
import { LoadFailed, MemberNotice } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { ROUTINE_FINDER_PATH, routineResultPath } from '../../features/routine-finder/routine-store';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/routine-history';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.routineHistory);

export async function clientLoader() {
  const answer = await loadForMember('routine history', async () => {
    await runQueuedActions();
    return browserApi().send(routineFinderCalls.history);
  });
  return { results: answer?.results ?? null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={m.loading} />;
}

function ResultRow({ item }: { item: RoutineHistoryItem }) {
  return (
    <li data-testid="routine-history-item" className="rounded-xl border border-line bg-surface p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">{m.historyDate}</dt>
        <dd className="text-ink">
          <time dateTime={item.created_at}>{taipeiDate(new Date(item.created_at))}</time>
        </dd>
        <dt className="text-ink-soft">{m.historySkin}</dt>
        <dd className="text-ink">{m.skinTypes[item.skin_type]}</dd>
        <dt className="text-ink-soft">{m.historyConcerns}</dt>
        <dd className="text-ink">{item.concerns.map((c) => m.concerns[c]).join('、')}</dd>
        <dt className="text-ink-soft">{m.historySteps}</dt>
        <dd className="text-ink">{m.stepCountOf(item.step_count)}</dd>
      </dl>
      <Link
        to={routineResultPath(item.code)}
        className="mt-3 inline-block rounded-full border border-ink px-4 py-1.5 text-sm text-ink hover:bg-sand"
      >
        {m.historyOpen}
        <span className="sr-only">（{taipeiDate(new Date(item.created_at))}）</span>
      </Link>
    </li>
  );
}

export default function RoutineHistoryPage({ loaderData }: Route.ComponentProps) {
  const { results } = loaderData;
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.routineHistory} />
      {results === null ? (
        <LoadFailed message={m.loadFailed} />
      ) : results.length === 0 ? (
        <MemberNotice testId="routine-history-empty">
          <p>{m.historyEmpty}</p>
          <Link to={ROUTINE_FINDER_PATH} className="mt-4 inline-block text-accent-strong underline">
            {m.historyStart}
          </Link>
        </MemberNotice>
      ) : (
        <ul data-testid="routine-history" className="grid gap-3 md:grid-cols-2">
          {results.map((item) => (
            <ResultRow key={item.code} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
