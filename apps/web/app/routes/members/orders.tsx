// /membercenter_list, /membercenter_list_all and /member/membercenter_list(-all): the member's orders,
// newest first, ten a page from get-orders?page= (member-area §7 "Orders"); ?page=n keeps the page in
// the address so back and reload return to it.
import { type MemberOrdersAnswer, memberOrderCalls } from '@shop/contracts';
import {
  DEFAULT_LIST_PAGE,
  formatPrice,
  goToPage,
  historyDate,
  memberPageTitles,
  PAGE_WINDOW,
  memberOrderMessages as t,
} from '@shop/core';
import { Link, useNavigate } from 'react-router';
import { LoadFailed, MemberNotice } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { NumberPager } from '../../features/members/number-pager';
import { useViewport } from '../../features/members/use-viewport';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.orders);

function pageOf(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get('page') ?? DEFAULT_LIST_PAGE);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_LIST_PAGE;
}

type Loaded = { state: 'shown'; answer: MemberOrdersAnswer } | { state: 'failed' | 'guest' };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<Loaded> {
  if (!storedAuthToken()) return { state: 'guest' };
  try {
    const load = (page: number) => browserApi().send(memberOrderCalls.orders, { query: { page } });
    const answer = await load(pageOf(request));
    // A page past the last (an old link) shows the last page rather than an empty list.
    return { state: 'shown', answer: answer.page > answer.last_page ? await load(answer.last_page) : answer };
  } catch (error) {
    console.error('[member] orders failed', error);
    return { state: 'failed' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={t.loading} />;
}

const row = 'grid gap-x-4 gap-y-1 md:grid-cols-[7rem_minmax(0,1fr)_7.5rem_4rem_6rem_5.5rem] md:items-center';

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const viewport = useViewport();
  if (loaderData.state !== 'shown') {
    return (
      <section>
        <MemberPageHeading title={memberPageTitles.orders} />
        {loaderData.state === 'failed' ? <LoadFailed message={t.ordersLoadFailed} /> : <p>{t.loading}</p>}
      </section>
    );
  }
  const { orders, page, total, last_page: lastPage } = loaderData.answer;
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.orders} />
      {total === 0 ? (
        <MemberNotice testId="orders-empty">
          <p>{t.ordersEmpty}</p>
          <Link to="/" className="mt-4 inline-block rounded border border-ink px-4 py-2 text-ink">
            {t.browseProducts}
          </Link>
        </MemberNotice>
      ) : (
        <div className="rounded-lg border border-line bg-surface">
          <div
            aria-hidden
            className={`${row} hidden border-b border-line px-4 py-2 text-sm text-ink-soft md:grid`}
          >
            <span>{t.columns.date}</span>
            <span>{t.columns.number}</span>
            <span>{t.columns.status}</span>
            <span className="text-right">{t.columns.items}</span>
            <span className="text-right">{t.columns.total}</span>
            <span />
          </div>
          <ul data-testid="order-list" className="divide-y divide-line">
            {orders.map((order) => (
              <li
                key={order.ordermain_id}
                data-testid="order-row"
                data-valid={order.is_valid}
                className={`${row} px-4 py-3 text-sm data-[valid=false]:text-ink-soft`}
              >
                <span className="text-ink-soft md:text-ink">
                  <span className="md:sr-only">{t.columns.date}：</span>
                  {historyDate(order.ordermain_dt1)}
                </span>
                <span className="order-first font-medium break-all md:order-none">
                  <span className="sr-only">{t.columns.number}：</span>
                  {order.ordermain_sn}
                </span>
                <span>
                  <span className="md:sr-only">{t.columns.status}：</span>
                  {order.status_name}
                </span>
                <span className="md:text-right">
                  <span className="md:sr-only">{t.columns.items}：</span>
                  {t.itemCount(order.item_count)}
                </span>
                <span className="font-semibold text-ink md:text-right">
                  <span className="md:sr-only">{t.columns.total}：</span>
                  {formatPrice(order.ordermain_total)}
                </span>
                <Link
                  to={`/membercenter_list-all/${order.ordermain_id}`}
                  aria-label={`${t.viewDetail} ${order.ordermain_sn}`}
                  className="mt-2 inline-block justify-self-start rounded border border-ink px-3 py-1.5 text-center text-ink hover:bg-sand md:mt-0 md:justify-self-end"
                >
                  {t.viewDetail}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <NumberPager
        page={page}
        total={lastPage}
        windowSize={PAGE_WINDOW[viewport]}
        label={t.ordersPagerLabel}
        testId="orders-pager"
        onSelect={(requested) => {
          const next = goToPage(page, requested, lastPage);
          if (next !== page) navigate(next === DEFAULT_LIST_PAGE ? '?' : `?page=${next}`);
        }}
      />
    </section>
  );
}
