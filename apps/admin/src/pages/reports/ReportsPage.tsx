// 流量報表 (issue 25, decision 099): visits by UTM source and campaign, top pages, click targets and
// the shopping-referral program's orders for a range of Taipei days, as tables and a chart per day.
import { REPORT_MAX_DAYS, reportCalls, type TrackingReport } from '@shop/contracts/back-stage';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { CallError, send } from '../../api.ts';
import { twd } from '../../labels.ts';
import { ErrorNote, Field, Loading } from '../../ui.tsx';
import { DayChart } from './DayChart.tsx';
import './reports.css';

const DAY_MS = 86_400_000;
/** A Taipei calendar day (UTC+8 all year), `daysAgo` before today. */
export function taipeiDay(daysAgo = 0, now = Date.now()): string {
  return new Date(now + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

type Figure = 'page_views' | 'utm_visits' | 'clicks' | 'referral_orders';
const FIGURES: Record<Figure, string> = {
  page_views: '瀏覽次數',
  utm_visits: 'UTM 造訪',
  clicks: '點擊次數',
  referral_orders: '導購訂單',
};

export function ReportsPage() {
  const [range, setRange] = useState({ from: taipeiDay(6), to: taipeiDay(0) });
  const [draft, setDraft] = useState(range);
  const [report, setReport] = useState<TrackingReport | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [figure, setFigure] = useState<Figure>('page_views');

  const load = useCallback((query: { from: string; to: string }) => {
    setLoading(true);
    setError(null);
    setFields({});
    send(reportCalls.trackingReport, { query })
      .then((answer) => {
        setReport(answer);
        setRange(query);
      })
      .catch((e) => {
        setError(e instanceof CallError ? e.message : '發生錯誤，請稍後再試');
        if (e instanceof CallError) setFields(e.fields);
      })
      .finally(() => setLoading(false));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first range only, once
  useEffect(() => load(range), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    load(draft);
  };

  return (
    <section className="reports">
      <h1>流量報表</h1>
      <form className="filters" onSubmit={submit} aria-label="報表區間">
        <Field label="開始日期" id="report-from" error={fields.from}>
          <input
            id="report-from"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            required
          />
        </Field>
        <Field label="結束日期" id="report-to" error={fields.to}>
          <input
            id="report-to"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            required
          />
        </Field>
        <button type="submit" disabled={loading}>
          查詢
        </button>
        <p className="hint">依台北時間計日，最長 {REPORT_MAX_DAYS} 天。</p>
      </form>
      <ErrorNote message={error} />
      {loading && !report ? <Loading /> : null}
      {report ? <ReportBody report={report} figure={figure} onFigure={setFigure} range={range} /> : null}
    </section>
  );
}

function ReportBody({
  report,
  figure,
  onFigure,
  range,
}: {
  report: TrackingReport;
  figure: Figure;
  onFigure: (figure: Figure) => void;
  range: { from: string; to: string };
}) {
  const { referrals } = report;
  return (
    <>
      <p className="range" data-testid="report-range">
        {range.from} 至 {range.to}
      </p>
      <dl className="cards">
        <div>
          <dt>導購訂單</dt>
          <dd data-testid="referral-orders">{referrals.orders} 筆</dd>
        </div>
        <div>
          <dt>導購金額</dt>
          <dd data-testid="referral-amount">{twd(referrals.amount)}</dd>
        </div>
        <div>
          <dt>已結算</dt>
          <dd data-testid="referral-settled">
            {referrals.settled} 筆・{twd(referrals.settled_amount)}
          </dd>
        </div>
      </dl>

      <h2>每日趨勢</h2>
      <fieldset className="figure-pick">
        <legend>圖表顯示</legend>
        {(Object.keys(FIGURES) as Figure[]).map((key) => (
          <label key={key}>
            <input
              type="radio"
              name="figure"
              value={key}
              checked={figure === key}
              onChange={() => onFigure(key)}
            />
            {FIGURES[key]}
          </label>
        ))}
      </fieldset>
      <DayChart
        label={FIGURES[figure]}
        bars={report.days.map((day) => ({ day: day.day, value: day[figure] }))}
      />
      <div className="table-wrap">
        <table data-testid="report-days">
          <caption className="sr-only">每日數字</caption>
          <thead>
            <tr>
              <th scope="col">日期</th>
              {(Object.keys(FIGURES) as Figure[]).map((key) => (
                <th scope="col" key={key}>
                  {FIGURES[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.page_views}</td>
                <td>{day.utm_visits}</td>
                <td>{day.clicks}</td>
                <td>{day.referral_orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ReportTable
        title="UTM 來源與活動"
        testId="report-utm"
        empty="這段期間沒有帶 UTM 的造訪"
        headers={['來源 (utm_source)', '活動 (utm_campaign)', '造訪', '會員']}
        rows={report.utm.map((row) => [
          row.utm_source || '（無）',
          row.utm_campaign || '（無）',
          row.visits,
          row.members,
        ])}
      />
      <ReportTable
        title="熱門頁面"
        testId="report-pages"
        empty="這段期間沒有瀏覽紀錄"
        headers={['頁面', '瀏覽', '訪客']}
        rows={report.pages.map((row) => [row.page, row.views, row.visitors])}
      />
      <ReportTable
        title="點擊目標"
        testId="report-clicks"
        empty="這段期間沒有點擊紀錄"
        headers={['目標 (event-name)', '點擊', '訪客']}
        rows={report.clicks.map((row) => [row.target, row.clicks, row.visitors])}
      />
    </>
  );
}

function ReportTable({
  title,
  testId,
  empty,
  headers,
  rows,
}: {
  title: string;
  testId: string;
  empty: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <div className="table-wrap">
          <table data-testid={testId}>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th scope="col" key={header}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0]) + String(row[1])}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    <td key={index} className={typeof cell === 'number' ? 'num' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
