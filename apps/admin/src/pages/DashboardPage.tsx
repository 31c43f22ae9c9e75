import { backStageCalls, type DashboardAnswer } from '@shop/contracts/back-stage';
import { useEffect, useState } from 'react';
import { CallError, send } from '../api.ts';
import { twd } from '../labels.ts';
import { Link } from '../router.tsx';
import { ErrorNote, Loading } from '../ui.tsx';

export function DashboardPage() {
  const [figures, setFigures] = useState<DashboardAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    send(backStageCalls.dashboard)
      .then(setFigures)
      .catch((e) => setError(e instanceof CallError ? e.message : '發生錯誤，請稍後再試'));
  }, []);
  return (
    <section>
      <h1>儀表板</h1>
      <ErrorNote message={error} />
      {!figures && !error ? <Loading /> : null}
      {figures ? (
        <dl className="cards">
          <div>
            <dt>今日訂單（{figures.day}）</dt>
            <dd data-testid="today-orders">{figures.today_orders} 筆</dd>
          </div>
          <div>
            <dt>今日營收</dt>
            <dd data-testid="today-revenue">{twd(figures.today_revenue)}</dd>
          </div>
          <div>
            <dt>待出貨訂單</dt>
            <dd data-testid="awaiting-shipment">
              <Link to="/orders">{figures.awaiting_shipment} 筆</Link>
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
