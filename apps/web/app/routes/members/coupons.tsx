// 我的優惠券: the member's coupons in tabs (usable / used / expired) and the open coupons to claim once
// (member-area §2.4, §7 get-open-coupons, get-coupons).
import { balanceCalls, type OpenCoupon } from '@shop/contracts';
import {
  COUPON_STATUSES,
  type CouponStatus,
  balanceMessages as m,
  memberPageTitles,
  withThousands,
} from '@shop/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { describeFailure } from '../../features/accounts/account-api';
import { BalanceTabs, Notice, tabParam } from '../../features/members/balance-parts';
import { CouponCard } from '../../features/members/coupon-card';
import { loadForMember } from '../../features/members/member-loaders';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.coupons);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const tab = tabParam<CouponStatus>(request, COUPON_STATUSES);
  const [mine, open] = await Promise.all([
    loadForMember('coupons', () => browserApi().send(balanceCalls.coupons)),
    loadForMember('open coupons', () => browserApi().send(balanceCalls.openCoupons)),
  ]);
  return { tab, coupons: mine?.coupons ?? null, openCoupons: open?.coupons ?? null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={m.loading} />;
}

type ClaimState = { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

function ClaimButton({ coupon }: { coupon: OpenCoupon }) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<ClaimState | null>(null);
  const soldOut = coupon.remaining === 0;
  const claimed = coupon.claimed || state?.kind === 'done';
  async function claim() {
    setState({ kind: 'busy' });
    try {
      await browserApi().send(balanceCalls.claimCoupon, { params: { id: coupon.coupon_id } });
      setState({ kind: 'done' });
      await revalidator.revalidate();
    } catch (error) {
      const failure = describeFailure(error);
      setState({ kind: 'failed', message: failure.status === 0 ? m.claimFailed : failure.message });
    }
  }
  const errorId = `claim-error-${coupon.coupon_id}`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={claim}
        disabled={claimed || soldOut || state?.kind === 'busy'}
        aria-describedby={state?.kind === 'failed' ? errorId : undefined}
        data-testid="claim-coupon"
        className="rounded-full bg-ink px-4 py-1.5 text-sm text-surface disabled:bg-sand disabled:text-ink-soft"
      >
        {claimed ? m.claimed : soldOut ? m.couponClaimsGone : state?.kind === 'busy' ? m.claiming : m.claim}
      </button>
      {coupon.remaining !== null && coupon.remaining > 0 && !claimed && (
        <span className="text-xs text-ink-soft">{m.remaining(withThousands(coupon.remaining))}</span>
      )}
      <span role="status" className="text-sm">
        {state?.kind === 'done' && <span className="text-accent-strong">{m.claimSucceeded}</span>}
      </span>
      {state?.kind === 'failed' && (
        <span id={errorId} role="alert" className="text-sm text-blush">
          {state.message}
        </span>
      )}
    </div>
  );
}

export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { tab, coupons, openCoupons } = loaderData;
  const counts = Object.fromEntries(
    COUPON_STATUSES.map((status) => [status, coupons?.filter((c) => c.status === status).length ?? 0]),
  ) as Record<CouponStatus, number>;
  const shown = coupons?.filter((coupon) => coupon.status === tab) ?? [];
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.coupons} />
      <BalanceTabs
        tabs={COUPON_STATUSES}
        current={tab}
        label={memberPageTitles.coupons}
        names={m.couponTabs}
        counts={coupons ? counts : undefined}
      />
      {coupons === null ? (
        <Notice testId="balance-load-failed">{m.loadFailed}</Notice>
      ) : shown.length === 0 ? (
        <Notice testId="coupons-empty">{m.couponsEmpty[tab]}</Notice>
      ) : (
        <ul data-testid="coupon-list" className="grid gap-3 md:grid-cols-2">
          {shown.map((coupon) => (
            <CouponCard key={coupon.coupon_id} coupon={coupon} dimmed={tab !== 'usable'} testId="my-coupon">
              {coupon.status === 'expired' && (
                <p data-testid="coupon-lapsed" className="mt-1 text-xs text-ink-soft">
                  {Date.parse(coupon.ends_at) < Date.now() ? m.couponEnded : m.couponUsedUp}
                </p>
              )}
            </CouponCard>
          ))}
        </ul>
      )}
      <h2 className="mt-10 mb-4 text-lg font-semibold text-ink">{m.openCouponsHeading}</h2>
      {openCoupons === null ? (
        <Notice>{m.loadFailed}</Notice>
      ) : openCoupons.length === 0 ? (
        <Notice testId="open-coupons-empty">{m.openCouponsEmpty}</Notice>
      ) : (
        <ul data-testid="open-coupon-list" className="grid gap-3 md:grid-cols-2">
          {openCoupons.map((coupon) => (
            <CouponCard key={coupon.coupon_id} coupon={coupon} testId="open-coupon">
              <ClaimButton coupon={coupon} />
            </CouponCard>
          ))}
        </ul>
      )}
    </section>
  );
}
