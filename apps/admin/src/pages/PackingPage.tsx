// Packing list (揀貨單) for the orders selected in the list: one sheet per order with the recipient,
// the delivery and the lines to pick; the print style sheet hides the back office around it and starts
// each order on a new page.
import { backStageCalls, type StaffOrderDetail } from '@shop/contracts/back-stage';
import { useEffect, useState } from 'react';
import { send } from '../api.ts';
import { messageOf } from '../data-table.tsx';
import { shipMethodName, when } from '../labels.ts';
import { Link } from '../router.tsx';
import { ErrorNote, Loading } from '../ui.tsx';

/** At most this many orders on one print run. */
export const PACKING_MAX = 50;

export function PackingPage({ ids }: { ids: number[] }) {
  const [orders, setOrders] = useState<StaffOrderDetail[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    const wanted = key
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, PACKING_MAX);
    if (wanted.length === 0) {
      setOrders([]);
      return;
    }
    Promise.all(wanted.map((orderId) => send(backStageCalls.getOrder, { params: { orderId } })))
      .then(setOrders)
      .catch((e) => setError(messageOf(e)));
  }, [key]);

  if (error) return <ErrorNote message={error} />;
  if (!orders) return <Loading />;
  return (
    <section className="packing">
      <div className="no-print">
        <p>
          <Link to="/orders">← 訂單</Link>
        </p>
        <h1>揀貨單（{orders.length} 筆）</h1>
        {orders.length === 0 ? <p className="empty">請先在訂單列表勾選要列印的訂單</p> : null}
        {orders.length > 0 ? (
          <button type="button" onClick={() => window.print()}>
            列印
          </button>
        ) : null}
      </div>
      {orders.map((o) => (
        <article key={o.ordermain_id} className="packing-sheet" aria-label={`揀貨單 ${o.ordermain_sn}`}>
          <h2>訂單 {o.ordermain_sn}</h2>
          <dl className="facts">
            <dt>下單時間</dt>
            <dd>{when(o.ordermain_dt1)}</dd>
            <dt>收件人</dt>
            <dd>
              {o.recipient_name}　{o.ordermain_mobile}
            </dd>
            <dt>配送</dt>
            <dd>
              {shipMethodName(o.ship_method)}
              {o.store_name ? `　${o.store_name}` : ''}
              {o.address ? `　${o.address}` : ''}
            </dd>
          </dl>
          <table>
            <thead>
              <tr>
                <th scope="col">✓</th>
                <th scope="col">商品</th>
                <th scope="col">數量</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((line) => (
                <tr key={line.ordersub_id}>
                  <td>☐</td>
                  <td>
                    {line.p_name}
                    {line.line_kind === 'gift' || line.line_kind === 'member_gift' ? '（贈品）' : ''}
                  </td>
                  <td data-testid={`pick-${o.ordermain_id}-${line.ordersub_id}`}>{line.ordersub_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>共 {o.lines.reduce((n, l) => n + l.ordersub_count, 0)} 件</p>
        </article>
      ))}
    </section>
  );
}
