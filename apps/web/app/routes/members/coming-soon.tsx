// Member pages whose data (orders, ledgers, gifts) is not built yet: a real member page with the
// navigation and an honest 即將推出 state instead of a 404.
import { memberPageTitles, memberCenterMessages as t } from '@shop/core';
import { Link, useMatches } from 'react-router';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { memberPageKeyOfRouteId } from '../../features/members/member-paths';
import { privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/coming-soon';

function titleOf(routeId: string | undefined): string {
  const key = memberPageKeyOfRouteId(routeId ?? '');
  return key ? memberPageTitles[key] : t.heading;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(titleOf(matches[matches.length - 1]?.id));

export default function ComingSoon() {
  const matches = useMatches();
  const title = titleOf(matches[matches.length - 1]?.id);
  return (
    <section data-testid="member-coming-soon">
      <MemberPageHeading title={title} />
      <div className="rounded-xl bg-sand px-6 py-12 text-center">
        <p className="text-lg font-medium text-ink">{t.comingSoon}</p>
        <p className="mt-2 text-sm text-ink-soft">{t.comingSoonBody}</p>
        <Link
          to="/membercenter"
          className="mt-6 inline-block rounded border border-ink px-4 py-2 text-sm text-ink"
        >
          {t.backToMemberCenter}
        </Link>
      </div>
    </section>
  );
}
