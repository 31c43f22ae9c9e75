import { backStageCalls, type OrderListQuery, type StaffOrderRow } from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { send } from '../api.ts';
import { type Columns, DataTable, messageOf, Pager, useKeysetPages } from '../data-table.tsx';
import {
  PAY_OPTIONS,
  payMethodName,
  SHIP_OPTIONS,
  STATUS_OPTIONS,
  shipMethodName,
  twd,
  when,
} from '../labels.ts';
import { Link, useRouter } from '../router.tsx';
import { Field } from '../ui.tsx';

const column = createColumnHelper<StaffOrderRow>();
const COLUMNS: Columns<StaffOrderRow> = [
  column.accessor('ordermain_sn', {
    header: '訂單編號',
    cell: (c) => <Link to={`/orders/${c.row.original.ordermain_id}`}>{c.getValue()}</Link>,
  }),
  column.accessor('ordermain_dt1', { header: '下單時間', cell: (c) => when(c.getValue()) }),
  column.accessor('status_name', { header: '狀態' }),
  column.accessor('recipient_name', { header: '收件人' }),
  column.accessor('ordermain_mobile', { header: '手機' }),
  column.accessor('pay_method', { header: '付款方式', cell: (c) => payMethodName(c.getValue()) }),
  column.accessor('ship_method', { header: '配送方式', cell: (c) => shipMethodName(c.getValue()) }),
  column.accessor('ordermain_total', { header: '金額', cell: (c) => twd(c.getValue()) }),
];

type Filters = Pick<OrderListQuery, 'from' | 'to' | 'q' | 'pay_method' | 'ship_method'> & { status?: string };
const FILTER_KEYS = ['from', 'to', 'q', 'status', 'pay_method', 'ship_method'] as const;

function filtersOf(search: URLSearchParams): Filters {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return filters as Filters;
}

/** Orders newest first, filtered and searched; 下一頁 follows the server's keyset cursor. */
export function OrdersPage() {
  const { search, go } = useRouter();
  const filters = useMemo(() => filtersOf(search), [search]);
  const [draft, setDraft] = useState<Filters>(filters);
  const pages = useKeysetPages<string>();
  const { after, setNext } = pages;
  const [rows, setRows] = useState<StaffOrderRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setDraft(filters), [filters]);
  useEffect(() => {
    setRows(null);
    setError(null);
    const { status, ...rest } = filters;
    send(backStageCalls.listOrders, {
      query: {
        ...rest,
        ...(status ? { status: Number(status) } : {}),
        ...(after ? { after } : {}),
        limit: 50,
      } as OrderListQuery,
    })
      .then((answer) => {
        setRows(answer.orders);
        setNext(answer.next_cursor);
      })
      .catch((e) => setError(messageOf(e)));
  }, [filters, after, setNext]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = draft[key];
      if (value) params.set(key, String(value));
    }
    pages.reset();
    const text = params.toString();
    go(text ? `/orders?${text}` : '/orders');
  };
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));

  return (
    <section>
      <h1>訂單</h1>
      <form className="filters" onSubmit={apply} aria-label="篩選訂單">
        <Field label="搜尋（訂單編號、手機、姓名）" id="q">
          <input id="q" type="search" value={draft.q ?? ''} onChange={set('q')} maxLength={50} />
        </Field>
        <Field label="起日" id="from">
          <input id="from" type="date" value={draft.from ?? ''} onChange={set('from')} />
        </Field>
        <Field label="迄日" id="to">
          <input id="to" type="date" value={draft.to ?? ''} onChange={set('to')} />
        </Field>
        <Field label="狀態" id="status">
          <select id="status" value={draft.status ?? ''} onChange={set('status')}>
            <option value="">全部</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="付款方式" id="pay_method">
          <select id="pay_method" value={draft.pay_method ?? ''} onChange={set('pay_method')}>
            <option value="">全部</option>
            {PAY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="配送方式" id="ship_method">
          <select id="ship_method" value={draft.ship_method ?? ''} onChange={set('ship_method')}>
            <option value="">全部</option>
            {SHIP_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">篩選</button>
      </form>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(o) => o.ordermain_id}
        error={error}
        empty="沒有符合條件的訂單"
      />
      <Pager pages={pages} />
    </section>
  );
}
