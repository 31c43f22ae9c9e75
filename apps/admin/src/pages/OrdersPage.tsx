import {
  backStageCalls,
  type CreateShipmentsAnswer,
  ORDER_EXPORTERS,
  type OrderListQuery,
  SHIPPERS,
  type StaffOrderRow,
  type StaffRole,
} from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { download, send } from '../api.ts';
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
import { ErrorNote, Field, LabelledInput, useStaffCall } from '../ui.tsx';

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

const SHIPMENT_OUTCOMES: Record<CreateShipmentsAnswer['results'][number]['outcome'], string> = {
  created: '已建立寄件單',
  retry: '物流商暫時無法建立，系統稍後自動重試',
  failed: '建立失敗，請聯絡物流商',
  skipped: '訂單已取消，不需寄件',
  not_due: '寄件單已建立或正在建立',
  not_pickup: '不是待出貨的超商取貨訂單',
  not_found: '查無此訂單',
};

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
export function OrdersPage({ role }: { role: StaffRole }) {
  const { search, go } = useRouter();
  const filters = useMemo(() => filtersOf(search), [search]);
  const [draft, setDraft] = useState<Filters>(filters);
  const pages = useKeysetPages<string>();
  const { after, setNext } = pages;
  const [rows, setRows] = useState<StaffOrderRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [exporting, setExporting] = useState(false);
  const [shipped, setShipped] = useState<CreateShipmentsAnswer['results'] | null>(null);
  const shipping = useStaffCall();
  const createShipments = async () => {
    const answer = await shipping.run(() =>
      send(backStageCalls.createShipments, { body: { order_ids: [...selected] } }),
    );
    if (answer) setShipped(answer.results);
  };

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
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={selected.size === 0}
          onClick={() => go(`/packing?ids=${[...selected].join(',')}`)}
        >
          列印揀貨單（已選 {selected.size} 筆）
        </button>
        {SHIPPERS.includes(role) ? (
          <button
            type="button"
            className="secondary"
            disabled={selected.size === 0 || selected.size > 50 || shipping.busy}
            onClick={createShipments}
          >
            {shipping.busy ? '建立中…' : `建立超商寄件單（已選 ${selected.size} 筆）`}
          </button>
        ) : null}
        {ORDER_EXPORTERS.includes(role) ? (
          <button type="button" className="secondary" onClick={() => setExporting(true)}>
            匯出 Excel／CSV
          </button>
        ) : null}
      </div>
      <ErrorNote message={shipping.error} />
      {shipped ? (
        // The live region wraps the list: role="status" on the <ul> itself would take its list role away.
        <div className="notice" role="status" aria-label="寄件單結果">
          <ul>
            {shipped.map((r) => (
              <li key={r.ordermain_id}>
                {r.ordermain_sn || `#${r.ordermain_id}`}：{SHIPMENT_OUTCOMES[r.outcome]}
                {r.pickup_number ? `（寄件編號 ${r.pickup_number}）` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {exporting ? <ExportOrders filters={filters} onClose={() => setExporting(false)} /> : null}
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(o) => o.ordermain_id}
        error={error}
        empty="沒有符合條件的訂單"
        selection={{
          selected,
          toggle: (id) =>
            setSelected((s) => {
              const next = new Set(s);
              if (!next.delete(id)) next.add(id);
              return next;
            }),
          label: (id) => `選取訂單 ${rows?.find((o) => o.ordermain_id === id)?.ordermain_sn ?? id}`,
        }}
      />
      <Pager pages={pages} />
    </section>
  );
}

/** The filtered list as a CSV or Excel file, after the password again (shoppers' data leaves the shop). */
function ExportOrders({ filters, onClose }: { filters: Filters; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, fields, run } = useStaffCall();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { status, ...rest } = filters;
    const body = {
      filters: { ...rest, ...(status ? { status: Number(status) } : {}) },
      password,
      format,
    };
    const name = await run(() => download(backStageCalls.exportOrders, { body }, `orders.${format}`));
    if (name === null) return;
    setDone(`已下載 ${name}`);
    setPassword('');
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="export-title">
      <h2 id="export-title">匯出目前篩選的訂單</h2>
      <ErrorNote message={error} />
      <fieldset>
        <legend>檔案格式</legend>
        <label>
          <input
            type="radio"
            name="export-format"
            checked={format === 'xlsx'}
            onChange={() => setFormat('xlsx')}
          />{' '}
          Excel（.xlsx）
        </label>{' '}
        <label>
          <input
            type="radio"
            name="export-format"
            checked={format === 'csv'}
            onChange={() => setFormat('csv')}
          />{' '}
          CSV
        </label>
      </fieldset>
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
      <LabelledInput
        kind="password"
        id="export-password"
        value={password}
        onChange={setPassword}
        error={fields.password}
      />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? '匯出中…' : '確認匯出'}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          返回
        </button>
      </div>
    </form>
  );
}
