// 我的膚況檢測紀錄 (/member/get_face_test_play_records; member-area §2.1, §2.10): the member's saved
// skin-analyzer records, newest first, ten a page, each opening its detail page. A campaign record queued
// for binding at login is bound before the list loads, so it is in the list.
import { type FaceTestRecordRow, skinTestCalls } from '@shop/contracts';
import {
  skinTestMessages as m,
  memberCenterMessages,
  memberPageTitles,
  PAGE_WINDOW,
  totalPages,
} from '@shop/core';
import { Link, useNavigate } from 'react-router';
import { runQueuedActions } from '../../features/accounts/session';
import { pageParam } from '../../features/members/balance-parts';
import { loadForMember } from '../../features/members/member-loaders';
import { LoadFailed, MemberNotice } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { NumberPager } from '../../features/members/number-pager';
import {
  concernNames,
  faceTestRecordPath,
  recordDate,
  SKIN_ANALYZER_PATH,
  skinTypeName,
} from '../../features/skin-tests/face-test-parts';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/face-test-records';

export const meta: Route.MetaFunction = () => privatePageMeta(m.records.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageParam(request);
  const answer = await loadForMember('face-test records', async () => {
    await runQueuedActions();
    return browserApi().send(skinTestCalls.faceTestRecords, { query: { page } });
  });
  return { page, records: answer?.records ?? null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={memberPageTitles.faceTestRecords} />;
}

function RecordRow({ record }: { record: FaceTestRecordRow }) {
  const date = recordDate(record.created_at);
  return (
    <li data-testid="face-test-record" className="rounded-xl border border-line bg-surface p-4">
      <p className="font-medium text-ink">
        {record.kind === 'standard' ? m.records.kindStandard : m.records.kindCampaign}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">{m.records.date}</dt>
        <dd className="text-ink">
          <time dateTime={record.created_at}>{date}</time>
        </dd>
        <dt className="text-ink-soft">{m.records.skinType}</dt>
        <dd className="text-ink">{skinTypeName(record.skin_type)}</dd>
        <dt className="text-ink-soft">{m.records.concerns}</dt>
        <dd className="text-ink">{concernNames(record.skin_concerns)}</dd>
        {record.overall !== null && (
          <>
            <dt className="text-ink-soft">{m.records.overall}</dt>
            <dd className="text-ink">{Math.round(record.overall)}</dd>
          </>
        )}
      </dl>
      <Link
        to={faceTestRecordPath(record.record_id)}
        className="mt-3 inline-block rounded-full border border-ink px-4 py-1.5 text-sm text-ink hover:bg-sand"
      >
        {m.records.view}
        <span className="sr-only">（{date}）</span>
      </Link>
    </li>
  );
}

export default function FaceTestRecordsPage({ loaderData }: Route.ComponentProps) {
  const { page, records } = loaderData;
  const navigate = useNavigate();
  return (
    <section>
      <MemberPageHeading title={m.records.title} />
      {records === null ? (
        <LoadFailed message={m.records.loadFailed} />
      ) : records.data.length === 0 ? (
        <MemberNotice testId="face-test-records-empty">
          <p>{m.records.empty}</p>
          <Link to={SKIN_ANALYZER_PATH} className="mt-4 inline-block text-accent-strong underline">
            {m.records.startTest}
          </Link>
        </MemberNotice>
      ) : (
        <>
          <ul data-testid="face-test-records" className="grid gap-3 md:grid-cols-2">
            {records.data.map((record) => (
              <RecordRow key={record.record_id} record={record} />
            ))}
          </ul>
          <NumberPager
            page={page}
            total={totalPages(records.total, records.per_page)}
            windowSize={PAGE_WINDOW.mobile}
            label={memberCenterMessages.pagerLabel}
            onSelect={(next) => navigate(`?page=${next}`)}
          />
        </>
      )}
    </section>
  );
}
