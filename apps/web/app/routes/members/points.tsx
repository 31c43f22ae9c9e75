// 我的點數: the point balance and the points ledger, newest first, paged (member-area §2.4, §7).
import { balanceCalls } from '@shop/contracts';
import {
  balanceMessages as m,
  memberCenterMessages,
  memberPageTitles,
  PAGE_WINDOW,
  totalPages,
  withThousands,
} from '@shop/core';
import { useNavigate } from 'react-router';
import { BalanceFigure, LedgerList, Notice, pageParam } from '../../features/members/balance-parts';
import { loadForMember } from '../../features/members/member-loaders';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { NumberPager } from '../../features/members/number-pager';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/points';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.points);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageParam(request);
  const points = await loadForMember('points', () =>
    browserApi().send(balanceCalls.pcPoints, { query: { page } }),
  );
  return { page, points };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={m.loading} />;
}

export default function PointsPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { page, points } = loaderData;
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.points} />
      {points === null ? (
        <Notice testId="balance-load-failed">{m.loadFailed}</Notice>
      ) : (
        <>
          <BalanceFigure
            label={m.pointBalance}
            value={withThousands(points.point)}
            unit={m.pointUnit}
            hint={m.pointsHint}
            testId="point-balance"
          />
          {points.entries.data.length === 0 ? (
            <Notice testId="points-empty">{m.pointsEmpty}</Notice>
          ) : (
            <LedgerList rows={points.entries.data} testId="point-ledger" unit={m.pointUnit} />
          )}
          <NumberPager
            page={page}
            total={totalPages(points.entries.total, points.entries.per_page)}
            windowSize={PAGE_WINDOW.mobile}
            label={memberCenterMessages.pagerLabel}
            onSelect={(next) => navigate(next === 1 ? '?' : `?page=${next}`)}
          />
        </>
      )}
    </section>
  );
}
