// 最近一年內消費累積紀錄 (member-area §2.2): sortable amount and points, paged 10 / 5 per page with a
// window of 5 / 3 page numbers; invalid rows styled, rows still in appreciation badged.
import {
  formatPrice,
  goToPage,
  type HistoryOrder,
  type HistorySort,
  historyDate,
  isInAppreciation,
  ORDERS_PER_PAGE,
  orderIsValid,
  orderStatusName,
  PAGE_WINDOW,
  pageSlice,
  type SortKey,
  sortHistory,
  memberCenterMessages as t,
  toggleSort,
  totalPages,
  withThousands,
} from '@shop/core';
import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NumberPager } from './number-pager';
import { useViewport } from './use-viewport';

function SortButton({
  column,
  sort,
  onSort,
}: {
  column: SortKey;
  sort: HistorySort | null;
  onSort: (key: SortKey) => void;
}) {
  const active = sort?.key === column;
  const label = t.historyColumns[column === 'amount' ? 'amount' : 'points'];
  return (
    <button
      type="button"
      data-testid={`sort-${column}`}
      aria-label={`${label} ${active && sort?.direction === 'asc' ? t.sortDescending : t.sortAscending}`}
      onClick={() => onSort(column)}
      className="inline-flex items-center gap-1"
    >
      {label}
      <ArrowDownUp aria-hidden className={`size-3.5 ${active ? 'text-ink' : 'text-ink-faint'}`} />
    </button>
  );
}

/** 鑑賞中未入: blush on its opaque tint (4.7:1; the translucent tint it had gave 4.09:1). */
function Pending() {
  return (
    <span data-testid="pending-badge" className="ml-1 rounded bg-blush-soft px-1.5 py-0.5 text-xs text-blush">
      {t.pendingBadge}
    </span>
  );
}

/** On a phone each order is a small card (date and status, number, then amount and points), so nothing
 * hides off-screen; the column names the phone does not draw as headers label the figures. */
const phoneLabel = 'mr-1 text-xs text-ink-soft md:hidden';

export function OrderHistory({ orders }: { orders: readonly HistoryOrder[] }) {
  const viewport = useViewport();
  const [sort, setSort] = useState<HistorySort | null>(null);
  const [page, setPage] = useState(1);
  const perPage = ORDERS_PER_PAGE[viewport];
  const total = totalPages(orders.length, perPage);
  const current = Math.min(page, total);
  const rows = pageSlice(sortHistory(orders, sort), current, perPage);
  return (
    <section data-testid="order-history">
      <h2 className="mb-3 text-lg font-semibold text-ink">{t.historyTitle}</h2>
      {orders.length === 0 ? (
        <p
          data-testid="history-empty"
          className="rounded-xl bg-sand px-6 py-8 text-center text-sm text-ink-soft"
        >
          {t.historyEmpty}
        </p>
      ) : (
        <table className="w-full text-sm md:min-w-[36rem]">
          <thead className="border-b border-line text-left text-ink-soft">
            <tr className="flex justify-end gap-4 md:table-row">
              <th className="hidden py-2 pr-3 font-normal md:table-cell">{t.historyColumns.date}</th>
              <th className="hidden py-2 pr-3 font-normal md:table-cell">{t.historyColumns.status}</th>
              <th className="hidden py-2 pr-3 font-normal md:table-cell">{t.historyColumns.number}</th>
              <th className="py-2 font-normal md:pr-3 md:text-right">
                <SortButton column="amount" sort={sort} onSort={(key) => setSort(toggleSort(sort, key))} />
              </th>
              <th className="py-2 font-normal md:text-right">
                <SortButton column="points" sort={sort} onSort={(key) => setSort(toggleSort(sort, key))} />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => {
              const pending = isInAppreciation(order);
              return (
                <tr
                  key={order.ordermain_id}
                  data-valid={orderIsValid(order)}
                  className="grid grid-cols-2 gap-x-3 gap-y-1 border-b border-line py-2 data-[valid=false]:text-ink-faint data-[valid=false]:line-through md:table-row md:py-0"
                >
                  <td className="md:py-2 md:pr-3">{historyDate(order.ordermain_dt1)}</td>
                  <td className="text-right md:py-2 md:pr-3 md:text-left">
                    {orderStatusName(order.ordermain_status) ?? order.ordermain_status}
                  </td>
                  <td className="col-span-2 md:py-2 md:pr-3">
                    <Link
                      to={`/membercenter_list-all/${order.ordermain_id}`}
                      className="text-accent-strong underline"
                    >
                      {order.ordermain_sn}
                    </Link>
                  </td>
                  <td className="md:py-2 md:pr-3 md:text-right">
                    <span className={phoneLabel}>{t.historyColumns.amount}</span>
                    {formatPrice(order.ordermain_total)}
                    {pending && <Pending />}
                  </td>
                  <td className="text-right md:py-2">
                    <span className={phoneLabel}>{t.historyColumns.points}</span>
                    {withThousands(order.points)}
                    {pending && <Pending />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <NumberPager
        page={current}
        total={total}
        windowSize={PAGE_WINDOW[viewport]}
        label={t.pagerLabel}
        testId="history-pager"
        onSelect={(requested) => setPage(goToPage(current, requested, total))}
      />
      <p className="mt-4 text-xs text-ink-soft">{t.appreciationNote}</p>
    </section>
  );
}
