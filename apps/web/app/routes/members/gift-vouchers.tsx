// 我的禮物卡: open gift vouchers (ending soonest first) and used or expired ones, each list paged
// (member-area §2.4 "gift vouchers (open and used, paged)").
import { balanceCalls, type GiftVoucher } from '@shop/contracts';
import { formatPrice, balanceMessages as m, memberPageTitles, withThousands } from '@shop/core';
import { dateOf, pageParam, tabParam } from '../../features/members/balance-parts';
import { loadForMember } from '../../features/members/member-loaders';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { PagedMemberList } from '../../features/members/paged-member-list';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/gift-vouchers';

const TABS = ['open', 'used'] as const;

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.giftVouchers);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageParam(request);
  const tab = tabParam(request, TABS);
  const call = tab === 'open' ? balanceCalls.giftVouchers : balanceCalls.usedGiftVouchers;
  const answer = await loadForMember('gift vouchers', () => browserApi().send(call, { query: { page } }));
  return { page, tab, vouchers: answer?.vouchers ?? null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={m.loading} />;
}

function VoucherCard({ voucher }: { voucher: GiftVoucher }) {
  const open = voucher.status === 'open';
  return (
    <li
      data-testid="voucher"
      className={`flex items-stretch overflow-hidden rounded-lg border border-line bg-surface ${open ? '' : 'opacity-80'}`}
    >
      <div
        className={`grid w-28 shrink-0 place-items-center px-2 text-center sm:w-36 ${open ? 'bg-accent-soft text-accent-strong' : 'bg-sand text-ink-soft'}`}
      >
        <span className="text-2xl font-semibold">{formatPrice(voucher.amount)}</span>
      </div>
      <div className="min-w-0 flex-1 px-4 py-3">
        <p className="font-medium text-ink">{voucher.voucher_name}</p>
        <p className="text-sm text-ink-soft">
          {m.voucherNo} {voucher.voucher_no}
        </p>
        <p className="text-sm text-ink-soft">
          {voucher.min_spend > 0 ? m.minSpend(withThousands(voucher.min_spend)) : m.noMinSpend}
        </p>
        <p data-testid="voucher-state" className="mt-1 text-xs text-ink-soft">
          {voucher.status === 'used' && voucher.used_at
            ? m.voucherUsed(dateOf(voucher.used_at))
            : voucher.status === 'expired'
              ? `${m.voucherExpired}（${dateOf(voucher.ends_at)}）`
              : m.validUntil(dateOf(voucher.ends_at))}
        </p>
      </div>
    </li>
  );
}

export default function GiftVouchersPage({ loaderData }: Route.ComponentProps) {
  const { page, tab, vouchers } = loaderData;
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.giftVouchers} />
      <PagedMemberList
        tabs={TABS}
        tab={tab}
        page={page}
        label={memberPageTitles.giftVouchers}
        names={m.voucherTabs}
        rows={vouchers}
        empty={{ text: m.vouchersEmpty[tab], testId: 'vouchers-empty' }}
      >
        {(rows) => (
          <ul data-testid="voucher-list" className="grid gap-3 md:grid-cols-2">
            {rows.map((voucher) => (
              <VoucherCard key={voucher.voucher_id} voucher={voucher} />
            ))}
          </ul>
        )}
      </PagedMemberList>
    </section>
  );
}
