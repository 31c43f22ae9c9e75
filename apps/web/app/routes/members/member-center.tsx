// /membercenter and /member/membercenter: the member center as member-area §2.2 draws it. Rendered in
// the browser: the token lives in localStorage (ARCHITECTURE §5).
import {
  type MemberBenefitsAnswer,
  memberOrderCalls,
  membersCalls,
  type OneYearOrdersAnswer,
} from '@shop/contracts';
import {
  type HistoryOrder,
  memberCenterMessages as m,
  pendingAppreciationAmount,
  accountPagesMessages as t,
} from '@shop/core';
import { Link } from 'react-router';
import { loadMemberData } from '../../features/accounts/session';
import { useLogoutToLogin } from '../../features/accounts/use-logout';
import { BindingRows } from '../../features/members/binding-rows';
import { InfoBoxes, ShortcutLinks } from '../../features/members/info-boxes';
import { loadForMember } from '../../features/members/member-loaders';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { OrderHistory } from '../../features/members/order-history';
import { TierCard } from '../../features/members/tier-card';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/member-center';

export const meta: Route.MetaFunction = () => privatePageMeta(t.memberCenterTitle);

/** Without a token the page shows nothing: the access guard is sending the guest to /login. */
export async function clientLoader() {
  const [member, benefits, history] = await Promise.all([
    loadMemberData(),
    loadForMember<MemberBenefitsAnswer>('benefits', () => browserApi().send(membersCalls.memberBenefits)),
    loadForMember<OneYearOrdersAnswer>('one-year orders', () =>
      browserApi().send(memberOrderCalls.oneYearOrders),
    ),
  ]);
  // §8: a failed order fetch is only logged; the history keeps its empty state.
  const orders: HistoryOrder[] = history?.orders ?? [];
  return { member, benefits, orders };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={t.memberLoading} />;
}

export default function MemberCenter({ loaderData }: Route.ComponentProps) {
  const logoutToLogin = useLogoutToLogin();
  const { member, benefits, orders } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-8">
      <MemberPageHeading title={m.heading}>
        {/* member-area §2.2: on this page the logout links to /login (the header's asks to confirm first). */}
        <Link
          to="/login"
          data-testid="member-logout"
          onClick={(event) => {
            event.preventDefault();
            void logoutToLogin();
          }}
          className="shrink-0 rounded border border-ink px-4 py-2 text-sm text-ink hover:bg-sand"
        >
          {t.logout}
        </Link>
      </MemberPageHeading>
      <p className="-mt-6 text-sm text-ink-soft">{m.subheading}</p>
      {member ? (
        <>
          <TierCard member={member} benefits={benefits} />
          <BindingRows member={member} />
          <InfoBoxes benefits={benefits} pendingAmount={pendingAppreciationAmount(orders)} />
          <ShortcutLinks />
          <OrderHistory orders={orders} />
        </>
      ) : (
        <p className="text-ink-soft">{t.memberLoading}</p>
      )}
    </div>
  );
}
