// Stock (decision 093): products with stock, visibility and waiting restock notices, a low-stock view,
// and a change of stock with its reason (a ledger row on the server, never a new total typed over).
import { backStageCalls, type StockListQuery, type StockRow } from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { send } from '../api.ts';
import { type Columns, DataTable, messageOf, Pager, useKeysetPages } from '../data-table.tsx';
import { when } from '../labels.ts';
import { useRouter } from '../router.tsx';
import { ErrorNote, Field, LabelledInput, Loading, useStaffCall } from '../ui.tsx';

const column = createColumnHelper<StockRow>();
/** The low-stock view: at most this many units left. */
export const LOW_STOCK = 5;

export function StockPage() {
  const { search, go } = useRouter();
  const low = search.get('low') === '1';
  const q = search.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const pages = useKeysetPages<number>();
  const { after, setNext, reset } = pages;
  const [rows, setRows] = useState<StockRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => setDraft(q), [q]);
  useEffect(() => {
    setRows(null);
    setError(null);
    const query: StockListQuery = {
      ...(q ? { q } : {}),
      ...(low ? { max_stock: LOW_STOCK } : {}),
      ...(after ? { after } : {}),
      limit: 50,
    };
    send(backStageCalls.listStock, { query })
      .then((answer) => {
        setRows(answer.products);
        setNext(answer.next_after);
      })
      .catch((e) => setError(messageOf(e)));
  }, [q, low, after, setNext]);

  const columns: Columns<StockRow> = useMemo(
    () => [
      column.accessor('p_name', { header: '商品' }),
      column.accessor('stock', {
        header: '庫存',
        cell: (c) => (c.getValue() <= LOW_STOCK ? <strong>{c.getValue()}（偏低）</strong> : c.getValue()),
        meta: { testId: (p) => `stock-${p.p_id}` },
      }),
      column.accessor('visible', { header: '前台', cell: (c) => (c.getValue() ? '上架' : '下架') }),
      column.accessor('restock_waiting', {
        header: '貨到通知',
        cell: (c) => `${c.getValue()} 人等待`,
        meta: { testId: (p) => `waiting-${p.p_id}` },
      }),
      column.display({
        id: 'actions',
        header: '操作',
        cell: (c) => (
          <button type="button" className="secondary" onClick={() => setAdjusting(c.row.original)}>
            調整庫存
          </button>
        ),
      }),
    ],
    [],
  );

  const apply = (lowOnly: boolean, text: string) => {
    reset();
    const params = new URLSearchParams();
    if (text.trim()) params.set('q', text.trim());
    if (lowOnly) params.set('low', '1');
    const query = params.toString();
    go(query ? `/stock?${query}` : '/stock');
  };

  return (
    <section>
      <h1>庫存</h1>
      <form
        className="filters"
        aria-label="篩選商品"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          apply(low, draft);
        }}
      >
        <Field label="商品名稱" id="stock-q">
          <input
            id="stock-q"
            type="search"
            maxLength={50}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </Field>
        <div className="field">
          <label>
            <input type="checkbox" checked={low} onChange={(e) => apply(e.target.checked, draft)} />{' '}
            只看庫存偏低（
            {LOW_STOCK} 件以下）
          </label>
        </div>
        <button type="submit">搜尋</button>
      </form>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <DataTable rows={rows} columns={columns} rowKey={(p) => p.p_id} error={error} empty="沒有符合的商品" />
      <Pager pages={pages} />
      {adjusting ? (
        <AdjustStock
          product={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={(stock) => {
            setRows((list) => list?.map((p) => (p.p_id === adjusting.p_id ? { ...p, stock } : p)) ?? null);
            setNotice(`${adjusting.p_name} 的庫存已調整為 ${stock} 件`);
            setAdjusting(null);
          }}
        />
      ) : null}
    </section>
  );
}

function AdjustStock({
  product,
  onClose,
  onDone,
}: {
  product: StockRow;
  onClose: () => void;
  onDone: (stock: number) => void;
}) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [hint, setHint] = useState<string[] | undefined>();
  const { busy, error, fields, run } = useStaffCall();
  const [history, setHistory] = useState<
    | {
        adjustment_id: number;
        at: string;
        staff_name: string | null;
        delta: number;
        stock_after: number;
        reason: string;
      }[]
    | null
  >(null);
  useEffect(() => {
    send(backStageCalls.stockHistory, { params: { productId: product.p_id } })
      .then((a) => setHistory(a.adjustments))
      .catch(() => setHistory([]));
  }, [product.p_id]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(delta);
    if (!Number.isInteger(n) || n === 0) {
      setHint(['請輸入不為 0 的整數（負數為減少）']);
      return;
    }
    setHint(undefined);
    const answer = await run(() =>
      send(backStageCalls.adjustStock, { params: { productId: product.p_id }, body: { delta: n, reason } }),
    );
    if (answer) onDone(answer.stock);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="stock-title">
      <h2 id="stock-title">
        調整 {product.p_name} 的庫存（目前 {product.stock} 件）
      </h2>
      <ErrorNote message={error} />
      <Field label="增減數量（負數為減少）" id="stock-delta" error={hint ?? fields.delta}>
        <input
          id="stock-delta"
          inputMode="numeric"
          required
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
        />
      </Field>
      <LabelledInput
        kind="reason"
        id="stock-reason"
        value={reason}
        onChange={setReason}
        error={fields.reason}
      />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? '處理中…' : '確認調整'}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          返回
        </button>
      </div>
      <h3>最近的調整</h3>
      {history === null ? <Loading /> : null}
      {history?.length === 0 ? <p className="empty">還沒有調整紀錄</p> : null}
      {history && history.length > 0 ? (
        <ul className="history">
          {history.map((h) => (
            <li key={h.adjustment_id}>
              {when(h.at)} {h.staff_name ?? '系統'}：{h.delta > 0 ? `+${h.delta}` : h.delta}（剩{' '}
              {h.stock_after}）{h.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
