// The results panel (member-area §2.7, standard mode): back and restart, the photo and the score bars
// with the note that scores are a guide, the recommended routine (三步驟 first, 查看5步驟保養推薦), the
// standard single add to cart with the checks of §5 on flip cards, the steps in a row that scrolls
// 210 px a click (product-card.tsx, scroll-row.tsx), saving for members and the consultation banner. Below 576 px the
// photo sits above the bars.
import { skinAnalyzerMessages as m } from '@shop/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CvResults } from './analysis-store';
import { type Finding, levelOfFeedback } from './engine/metrics';
import { RoutineProductCard } from './product-card';
import { groupsFor, type StepGroup } from './routine';
import { ROW_COLUMN, ScrollRow } from './scroll-row';
import type { Selections } from './selections';
import { BulkAdd, TrialClaim } from './trial-and-bulk';

export type RoutineState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; groups: StepGroup[] };

const LEVEL_BAR: Record<string, string> = {
  excellent: 'bg-accent',
  good: 'bg-gold',
  ok: 'bg-blush',
};

function ScoreBar({ finding }: { finding: Finding }) {
  const level = levelOfFeedback(finding.feedback);
  const label = m.findings[finding.name];
  if (finding.name === 'skinAge') {
    return (
      <li
        data-testid="skin-score"
        data-name={finding.name}
        className="flex items-baseline justify-between py-2 text-sm"
      >
        <span className="text-ink">{label}</span>
        <span className="font-semibold text-ink">
          {finding.value} {m.skinAgeUnit}
        </span>
      </li>
    );
  }
  return (
    <li data-testid="skin-score" data-name={finding.name} className="grid gap-1 py-2 text-sm">
      <div className="flex items-baseline justify-between">
        <span id={`score-${finding.name}`} className="text-ink">
          {label}
        </span>
        <span className="text-ink-soft">
          <span className="font-semibold text-ink">{finding.value}</span>・{m.levels[level]}
        </span>
      </div>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-sand">
        <div className={`h-full rounded-full ${LEVEL_BAR[level]}`} style={{ width: `${finding.value}%` }} />
      </div>
    </li>
  );
}

export function ScorePanel({ results }: { results: CvResults }) {
  const overall = results.findings[0];
  return (
    <div className="grid gap-6 min-[576px]:grid-cols-[200px_1fr]">
      <div className="grid content-start justify-items-center gap-3">
        <img
          src={results.image}
          alt="你的檢測照片"
          width={200}
          height={260}
          className="h-[260px] w-[200px] rounded-2xl bg-sand object-cover"
        />
        {overall && (
          <p data-testid="skin-overall" className="text-center text-sm text-ink-soft">
            {m.overall}
            <span className="block text-4xl font-semibold text-ink">{overall.value}</span>
          </p>
        )}
      </div>
      <div>
        <ul className="divide-y divide-line">
          {results.findings.slice(1).map((finding) => (
            <ScoreBar key={finding.name} finding={finding} />
          ))}
        </ul>
      </div>
    </div>
  );
}

export function RoutinePanel({ routine, onRetry }: { routine: RoutineState; onRetry: () => void }) {
  const [advanced, setAdvanced] = useState(false);
  const top = useRef<HTMLElement>(null);
  if (routine.kind === 'loading') {
    return (
      <p role="status" className="py-8 text-center text-sm text-ink-soft">
        {m.loadingRoutine}
      </p>
    );
  }
  if (routine.kind === 'failed') {
    return (
      <div className="rounded-2xl bg-sand px-5 py-6 text-center text-sm">
        <p role="alert">{m.routineFailed}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 text-accent-strong underline underline-offset-4"
        >
          {m.tryAgain}
        </button>
      </div>
    );
  }
  const groups = groupsFor(routine.groups, advanced);
  return (
    <section
      ref={top}
      aria-labelledby="skin-routine-title"
      data-testid="skin-routine"
      className="scroll-mt-24"
    >
      <h3 id="skin-routine-title" className="text-lg font-semibold text-ink">
        {advanced ? m.advancedRoutine : m.basicRoutine}
      </h3>
      <div className="mt-4">
        <ScrollRow label={advanced ? m.advancedRoutine : m.basicRoutine} testId="skin-step-row">
          {groups.map((group) => (
            <li
              key={group.advanced_step_text}
              data-testid="skin-routine-step"
              className={`${ROW_COLUMN} flex flex-col gap-2`}
            >
              <p className="text-xs font-semibold tracking-wider text-accent-strong">
                {advanced ? group.advanced_step_text : group.step_text}
              </p>
              {group.products.length === 0 ? (
                <p className="rounded-2xl border border-line p-3 text-sm text-ink-soft">{m.noProducts}</p>
              ) : (
                group.products.map((product) => <RoutineProductCard key={product.p_id} product={product} />)
              )}
            </li>
          ))}
        </ScrollRow>
      </div>
      <button
        type="button"
        data-testid="skin-routine-mode"
        onClick={() => {
          setAdvanced(!advanced);
          requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
        }}
        className="mt-4 rounded-full border border-accent-strong px-5 py-2.5 text-sm font-semibold text-accent-strong hover:bg-accent-soft"
      >
        {advanced ? m.showBasic : m.showAdvanced}
      </button>
      <div className="mt-6">
        <BulkAdd key={String(advanced)} groups={groups} />
      </div>
    </section>
  );
}

export function ResultsPanel({
  results,
  selections,
  routine,
  onRetryRoutine,
  onBack,
  onRestart,
  saveBlock,
  campaign = false,
  campaignBlock,
}: {
  results: CvResults | null;
  selections: Selections;
  routine: RoutineState;
  onRetryRoutine: () => void;
  onBack: () => void;
  onRestart: () => void;
  saveBlock?: React.ReactNode;
  /** Campaign mode (§4): the trial claim's campaign messages. */
  campaign?: boolean;
  campaignBlock?: React.ReactNode;
}) {
  const concerns = selections.skin_concerns.map((c) => m.concerns[c]).join('、');
  return (
    <section
      data-testid="skin-results"
      aria-labelledby="skin-results-title"
      // minmax(0, 1fr): the step row scrolls inside the panel instead of widening it.
      className="grid grid-cols-[minmax(0,1fr)] gap-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="skin-results-title" tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {m.resultTitle}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onBack}
            className="rounded-full border border-line px-4 py-2 text-sm text-ink hover:bg-sand"
          >
            {m.back}
          </button>
          <button
            type="button"
            data-testid="skin-restart"
            onClick={onRestart}
            className="rounded-full border border-ink px-4 py-2 text-sm text-ink hover:bg-sand"
          >
            {m.restart}
          </button>
        </div>
      </div>
      <p data-testid="skin-selections" className="rounded-2xl bg-sand px-5 py-4 text-sm text-ink">
        {m.skinTypes[selections.skin_type]}
        {concerns && `・${concerns}`}
      </p>
      {results ? (
        <>
          <ScorePanel results={results} />
          <p
            data-testid="skin-scores-note"
            className="rounded-xl border border-line px-4 py-3 text-sm text-ink-soft"
          >
            {m.scoresNote}
          </p>
        </>
      ) : (
        <p className="text-sm text-ink-soft">{m.questionsResultNote}</p>
      )}
      <RoutinePanel routine={routine} onRetry={onRetryRoutine} />
      <TrialClaim campaign={campaign} />
      {campaignBlock}
      {saveBlock}
      <aside className="rounded-2xl bg-accent-soft px-5 py-6 text-sm">
        <h3 className="text-base font-semibold text-ink">{m.consultationTitle}</h3>
        <p className="mt-1 text-ink-soft">{m.consultationBody}</p>
        <Link
          to="/consultation1on1"
          className="mt-3 inline-block rounded-full bg-ink px-5 py-2.5 font-semibold text-surface hover:bg-accent-strong"
        >
          {m.consultationLink}
        </Link>
      </aside>
    </section>
  );
}
