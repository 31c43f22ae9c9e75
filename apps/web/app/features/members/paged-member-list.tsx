// A paged member list with tabs (shopping credit, gift vouchers): the tabs as links, the rows or the
// tab's empty notice (or the load-failed notice), and the number pager keeping the tab in the address.
import { balanceMessages as m, memberCenterMessages, PAGE_WINDOW, totalPages } from '@shop/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BalanceTabs, Notice } from './balance-parts';
import { NumberPager } from './number-pager';

export interface PagedRows<Row> {
  data: readonly Row[];
  total: number;
  per_page: number;
}

/** The address of a page of a tab: the first tab has no `tab=`, page 1 keeps its `page=`. */
export const tabPagePath = (tabs: readonly string[], tab: string, page: number) =>
  `?${tab === tabs[0] ? '' : `tab=${tab}&`}page=${page}`;

export function PagedMemberList<T extends string, Row>({
  tabs,
  tab,
  page,
  label,
  names,
  rows,
  empty,
  children,
}: {
  tabs: readonly T[];
  tab: T;
  page: number;
  label: string;
  names: Record<T, string>;
  /** Null when the list could not be read. */
  rows: PagedRows<Row> | null;
  empty: { text: string; testId: string };
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <>
      <BalanceTabs tabs={tabs} current={tab} label={label} names={names} />
      {rows === null ? (
        <Notice testId="balance-load-failed">{m.loadFailed}</Notice>
      ) : rows.data.length === 0 ? (
        <Notice testId={empty.testId}>{empty.text}</Notice>
      ) : (
        children(rows.data)
      )}
      {rows && (
        <NumberPager
          page={page}
          total={totalPages(rows.total, rows.per_page)}
          windowSize={PAGE_WINDOW.mobile}
          label={memberCenterMessages.pagerLabel}
          onSelect={(next) => navigate(tabPagePath(tabs, tab, next))}
        />
      )}
    </>
  );
}
