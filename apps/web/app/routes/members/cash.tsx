// 我的購物金: the shopping-credit balance, what lapses when, the ledger and the credit given back by
// cancelled or returned orders (member-area §2.4 "cashback credit (balance, bonus-cash list, returned credit)").
import { balanceCalls } from '@shop/contracts';
import { formatPrice, balanceMessages as m, memberPageTitles, withThousands } from '@shop/core';
import {
  BalanceFigure,
  dateOf,
  LedgerList,
  Notice,
  pageParam,
  tabParam,
} from '../../features/members/balance-parts';
import { loadForMember } from '../../features/members/member-loaders';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { PagedMemberList } from '../../features/members/paged-member-list';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/cash';

const TABS = ['all', 'returned'] as const;

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.cash);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageParam(request);
  const tab = tabParam(request, TABS);
  const list = tab === 'all' ? balanceCalls.bonusCashList : balanceCalls.returnCashbackCredit;
  const [credit, entries] = await Promise.all([
    loadForMember('credit', () => browserApi().send(balanceCalls.cashbackCredit)),
    loadForMember('credit list', () => browserApi().send(list, { query: { page } })),
  ]);
  return { page, tab, credit, entries: entries?.entries ?? null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={m.loading} />;
}

export default function CashPage({ loaderData }: Route.ComponentProps) {
  const { page, tab, credit, entries } = loaderData;
  if (credit === null || entries === null) {
    return (
      <section>
        <MemberPageHeading title={memberPageTitles.cash} />
        <Notice testId="balance-load-failed">{m.loadFailed}</Notice>
      </section>
    );
  }
  const hint = (
    <>
      <p>{m.creditHint}</p>
      {credit.expiring.map((lot) => (
        <p key={lot.expires_at} data-testid="credit-expiring" className="text-blush">
          {m.creditExpiring(withThousands(lot.amount), dateOf(lot.expires_at))}
        </p>
      ))}
    </>
  );
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.cash} />
      <BalanceFigure
        label={m.creditBalance}
        value={formatPrice(credit.credit)}
        hint={hint}
        testId="credit-balance"
      />
      <PagedMemberList
        tabs={TABS}
        tab={tab}
        page={page}
        label={memberPageTitles.cash}
        names={m.creditTabs}
        rows={entries}
        empty={{ text: tab === 'all' ? m.creditEmpty : m.returnedEmpty, testId: 'credit-empty' }}
      >
        {(rows) => <LedgerList rows={rows} testId="credit-ledger" />}
      </PagedMemberList>
    </section>
  );
}
