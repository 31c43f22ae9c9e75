// /membercenter_purchasehistory: every product the member bought in a valid order, last bought first
// (get-bought-products), each with add to cart and a link to its latest order.
import { type BoughtProductsAnswer, memberOrderCalls } from '@shop/contracts';
import { historyDate, memberPageTitles, memberOrderMessages as t } from '@shop/core';
import { Link } from 'react-router';
import { LoadFailed } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { MemberProductList, MemberProductRow } from '../../features/members/member-product';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/purchase-history';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.purchaseHistory);

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
  return <PageLoading text={t.loading} />;
}

function PurchaseHistoryBody({ loaded }: { loaded: Loaded }) {
  if (loaded.state !== 'shown') {
    if (loaded.state === 'failed') return <LoadFailed message={t.purchaseLoadFailed} />;
    return <p className="py-16 text-center text-ink-soft">{t.loading}</p>;
  }
  return (
    <MemberProductList
      items={loaded.answer.products}
      testId="purchase-list"
      empty={{ text: t.purchaseEmpty, testId: 'purchase-empty' }}
    >
      {(bought) => (
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
      )}
    </MemberProductList>
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
