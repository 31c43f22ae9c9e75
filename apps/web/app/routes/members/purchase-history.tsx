// /membercenter_purchasehistory: every product the member bought in a valid order, last bought first
// (get-bought-products), each with add to cart and a link to its latest order.
import { type BoughtProductsAnswer, memberOrderCalls } from '@shop/contracts';
import {
  historyDate,
  memberPageTitles,
  pagesMessages,
  shellMessages,
  memberOrderMessages as t,
} from '@shop/core';
import { Link } from 'react-router';
import { LoadFailed, MemberNotice } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { MemberProductRow } from '../../features/members/member-product';
import { browserApi } from '../../lib/api.client';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/purchase-history';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(memberPageTitles.purchaseHistory, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Loaded = { state: 'shown'; answer: BoughtProductsAnswer } | { state: 'failed' | 'guest' };

export async function clientLoader(): Promise<Loaded> {
  if (!storedAuthToken()) return { state: 'guest' };
  try {
    return { state: 'shown', answer: await browserApi().send(memberOrderCalls.boughtProducts) };
  } catch (error) {
    console.error('[member] bought products failed', error);
    return { state: 'failed' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="py-16 text-center text-ink-soft">{t.loading}</p>;
}

function PurchaseHistoryBody({ loaded }: { loaded: Loaded }) {
  if (loaded.state !== 'shown') {
    if (loaded.state === 'failed') return <LoadFailed message={t.purchaseLoadFailed} />;
    return <p className="py-16 text-center text-ink-soft">{t.loading}</p>;
  }
  const { products } = loaded.answer;
  if (products.length === 0) {
    return (
      <MemberNotice testId="purchase-empty">
        <p>{t.purchaseEmpty}</p>
        <Link to="/" className="mt-4 inline-block rounded border border-ink px-4 py-2 text-ink">
          {t.browseProducts}
        </Link>
      </MemberNotice>
    );
  }
  return (
    <ul
      data-testid="purchase-list"
      className="divide-y divide-line rounded-lg border border-line bg-surface px-4"
    >
      {products.map((bought) => (
        <MemberProductRow
          key={bought.p_id}
          name={bought.p_name}
          product={bought.product}
          details={
            <>
              <p>{t.bought(bought.quantity, bought.order_count)}</p>
              <p>{t.lastBought(historyDate(bought.last_bought_at))}</p>
            </>
          }
          actions={
            <Link
              to={`/membercenter_list-all/${bought.last_ordermain_id}`}
              className="rounded-full border border-ink px-4 py-2 text-xs text-ink hover:bg-sand"
            >
              {t.lastOrder}
            </Link>
          }
        />
      ))}
    </ul>
  );
}

export default function PurchaseHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.purchaseHistory} />
      <PurchaseHistoryBody loaded={loaderData} />
    </section>
  );
}
