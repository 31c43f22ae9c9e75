// The ingredient checker once in the browser (member-area §2.9): the pasted list, 開始檢測 → the report,
// 分享結果 → a /share link (saved to a member's history), and a member's 我的檢測紀錄. ?history={code}
// opens one of the member's saved reports. 拍照辨識成分 fills the list from a photo (photo-reader.tsx).
import {
  type IngredientHistoryItem,
  type IngredientReport,
  IngredientTextBody,
  ingredientCheckerCalls,
} from '@shop/contracts';
import {
  INGREDIENT_LIST_MAX_ENTRIES,
  INGREDIENT_TEXT_MAX_CHARS,
  ingredientCheckerMessages as m,
  parseIngredientList,
  taipeiDate,
} from '@shop/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api.client';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { describeFailure } from '../accounts/account-api';
import { IngredientReportView } from './ingredient-report';
import { PhotoReader } from './photo-reader';
import { ShareBox } from './share-box';

type History = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; reports: IngredientHistoryItem[] };

function textError(text: string): string | null {
  const parsed = IngredientTextBody.safeParse({ text });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? m.textRequired);
}

function HistoryList({ history, path }: { history: History; path: string }) {
  return (
    <section aria-labelledby="ingredient-history-title" className="mt-10" data-testid="ingredient-history">
      <h2 id="ingredient-history-title" className="text-lg font-semibold text-ink">
        {m.historyTitle}
      </h2>
      {history.kind === 'loading' ? (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          {m.loading}
        </p>
      ) : history.kind === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-blush">
          {m.loadFailed}
        </p>
      ) : history.reports.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{m.historyEmpty}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {history.reports.map((item) => (
            <li
              key={item.code}
              data-testid="ingredient-history-item"
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm"
            >
              <span className="min-w-0">
                <time dateTime={item.created_at} className="mr-2 text-ink-soft">
                  {taipeiDate(new Date(item.created_at))}
                </time>
                <span className="break-words text-ink">
                  {m.historyItem(item.total, item.first_entries.join('、'))}
                </span>
              </span>
              <Link
                to={`${path}?history=${encodeURIComponent(item.code)}`}
                className="shrink-0 rounded-full border border-ink px-4 py-1.5 text-ink hover:bg-sand"
              >
                {m.historyOpen}
                <span className="sr-only">（{taipeiDate(new Date(item.created_at))}）</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function IngredientCheckerPage({ path }: { path: string }) {
  const [params] = useSearchParams();
  const historyCode = params.get('history');
  const loggedIn = useIsLoggedIn();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{
    text: string;
    report: IngredientReport;
    code: string | null;
  } | null>(null);
  const [history, setHistory] = useState<History>({ kind: 'loading' });
  const resultRef = useRef<HTMLDivElement>(null);
  const entries = parseIngredientList(text).length;

  const loadHistory = useCallback(() => {
    let live = true;
    browserApi()
      .send(ingredientCheckerCalls.history)
      .then((answer) => live && setHistory({ kind: 'ready', reports: answer.reports }))
      .catch(() => live && setHistory({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (loggedIn) return loadHistory();
  }, [loggedIn, loadHistory]);

  useEffect(() => {
    if (!historyCode || !loggedIn) return;
    let live = true;
    browserApi()
      .send(ingredientCheckerCalls.memberReport, { params: { code: historyCode } })
      .then((saved) => {
        if (!live) return;
        setText(saved.text);
        setReport({ text: saved.text, report: saved.report, code: saved.code });
      })
      .catch((failure: unknown) => live && setError(describeFailure(failure).message));
    return () => {
      live = false;
    };
  }, [historyCode, loggedIn]);

  // After 開始檢測 the new report's heading takes the focus, once it is on the page.
  const focusReport = useRef(false);
  useEffect(() => {
    if (!report || !focusReport.current) return;
    focusReport.current = false;
    resultRef.current?.scrollIntoView({ block: 'start' });
    resultRef.current?.querySelector<HTMLElement>('#ingredient-report-title')?.focus({ preventScroll: true });
  }, [report]);

  async function check(event: React.FormEvent) {
    event.preventDefault();
    const problem = textError(text);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await browserApi().send(ingredientCheckerCalls.query, { body: { text } });
      focusReport.current = true;
      setReport({ text, report: answer.report, code: null });
    } catch (failure) {
      const described = describeFailure(failure);
      setError(
        described.fieldErrors.text?.[0] ?? (described.status === 0 ? m.checkFailed : described.message),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <form onSubmit={(event) => void check(event)} noValidate data-testid="ingredient-form">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
            {m.inputLabel}
          </label>
          <button
            type="button"
            data-testid="ingredient-example"
            onClick={() => {
              setText(m.example);
              setError(null);
            }}
            className="rounded-full border border-accent-strong px-4 py-1.5 text-sm text-accent-strong hover:bg-accent-soft"
          >
            {m.fillExample}
          </button>
        </div>
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-ink-soft">
          {m.inputHint}
        </p>
        <PhotoReader
          onRead={(read) => {
            setText(read);
            setError(null);
            setReport(null);
          }}
        />
        <textarea
          id={fieldId}
          name="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={7}
          maxLength={INGREDIENT_TEXT_MAX_CHARS}
          placeholder={m.placeholder}
          aria-describedby={`${fieldId}-hint ${fieldId}-counter${error ? ` ${fieldId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="mt-2 block w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink focus:border-accent-strong focus:outline-none"
        />
        <p
          id={`${fieldId}-counter`}
          data-testid="ingredient-counter"
          className={`mt-1 text-right text-xs ${entries > INGREDIENT_LIST_MAX_ENTRIES ? 'text-blush' : 'text-ink-soft'}`}
        >
          {m.counter(text.length, entries)}
        </p>
        {error && (
          <p
            id={`${fieldId}-error`}
            role="alert"
            data-testid="ingredient-error"
            className="mt-1 text-sm text-blush"
          >
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            disabled={busy}
            data-testid="ingredient-check"
            className="rounded-full bg-ink px-8 py-3 text-sm font-semibold text-surface hover:bg-accent-strong disabled:opacity-60"
          >
            {busy ? m.checking : m.check}
          </button>
          {text !== '' && (
            <button
              type="button"
              onClick={() => {
                setText('');
                setError(null);
                setReport(null);
              }}
              className="rounded-full border border-ink px-6 py-3 text-sm text-ink hover:bg-sand"
            >
              {m.clear}
            </button>
          )}
        </div>
      </form>
      <div ref={resultRef} className="mt-8 scroll-mt-24" aria-live="polite">
        {report && (
          <>
            <IngredientReportView report={report.report} />
            <ShareBox
              key={report.text}
              text={report.text}
              code={report.code}
              loggedIn={loggedIn}
              onSaved={() => void loadHistory()}
            />
          </>
        )}
      </div>
      {loggedIn && <HistoryList history={history} path={path} />}
    </div>
  );
}
