// The routine finder's questions, one at a time: a progress bar, the options as native radios or
// checkboxes (keyboard and screen readers work as usual), back and next. The last next sends the answers.
import { RoutineAnswersBody } from '@shop/contracts';
import {
  routineFinderMessages as m,
  ROUTINE_MAX_CONCERNS,
  ROUTINE_QUESTIONS,
  type RoutineAnswers,
  type RoutineQuestionKey,
} from '@shop/core';
import { useRef, useState } from 'react';

export type Draft = Partial<RoutineAnswers>;

const HINTS: Partial<Record<RoutineQuestionKey, Record<string, string>>> = {
  skin_type: m.skinTypeHints,
  steps: m.stepCountHints,
  sun: m.sunHints,
};
const LABELS: Record<RoutineQuestionKey, Record<string, string>> = {
  skin_type: m.skinTypes,
  concerns: m.concerns,
  age: m.ages,
  sun: m.sun,
  actives: m.actives,
  steps: m.stepCounts,
};

function isAnswered(draft: Draft, key: RoutineQuestionKey): boolean {
  const value = draft[key];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

export function Questionnaire({
  busy,
  failed,
  onSubmit,
}: {
  busy: boolean;
  failed: string | null;
  onSubmit: (answers: RoutineAnswers) => void;
}) {
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = ROUTINE_QUESTIONS[index]!;
  const total = ROUTINE_QUESTIONS.length;
  const last = index === total - 1;

  /** Shows another question; focus follows it (not on arrival), so a screen reader reads it next. */
  function moveTo(next: number) {
    setError(null);
    setIndex(next);
    requestAnimationFrame(() => heading.current?.focus());
  }

  function choose(value: string, checked: boolean) {
    setError(null);
    if (!question.multiple) {
      setDraft({ ...draft, [question.key]: value });
      return;
    }
    const current = draft.concerns ?? [];
    const next = checked ? [...current, value] : current.filter((c) => c !== value);
    if (next.length > ROUTINE_MAX_CONCERNS) {
      setError(m.concernsTooMany);
      return;
    }
    setDraft({ ...draft, concerns: next as RoutineAnswers['concerns'] });
  }

  function next() {
    if (!isAnswered(draft, question.key)) {
      setError(question.multiple ? m.chooseConcerns : m.chooseOne);
      return;
    }
    if (!last) {
      moveTo(index + 1);
      return;
    }
    const parsed = RoutineAnswersBody.safeParse(draft);
    if (parsed.success) onSubmit(parsed.data);
    else setError(parsed.error.issues[0]?.message ?? m.chooseOne);
  }

  const selected = (value: string) => {
    const current = draft[question.key];
    return Array.isArray(current) ? current.includes(value as never) : current === value;
  };
  const labels = LABELS[question.key];
  const hints = HINTS[question.key];
  const errorId = `routine-error-${question.key}`;
  const hintId = `routine-hint-${question.key}`;

  return (
    <form
      data-testid="routine-questionnaire"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
      className="rounded-2xl border border-line bg-surface p-5 md:p-8"
    >
      <div className="mb-6">
        <p data-testid="routine-progress-text" className="text-xs font-medium tracking-wide text-ink-soft">
          {m.progress(index + 1, total)}
        </p>
        <div
          role="progressbar"
          aria-label={m.progress(index + 1, total)}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand"
        >
          <div
            className="h-full rounded-full bg-accent-strong transition-[width] duration-300"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
      </div>
      <fieldset key={question.key} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
        <legend className="w-full">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            {m.questions[question.key].title}
          </h2>
        </legend>
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {m.questions[question.key].hint}
          {question.multiple && <span className="ml-2">{m.concernsPicked(draft.concerns?.length ?? 0)}</span>}
        </p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          {question.options.map((value) => (
            <label
              key={value}
              className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-ink transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-strong ${selected(value) ? 'border-accent-strong bg-accent-soft' : 'border-line hover:border-ink'}`}
            >
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={question.key}
                value={value}
                checked={selected(value)}
                onChange={(event) => choose(value, event.currentTarget.checked)}
                className="mt-1 size-4 shrink-0 accent-[var(--color-accent-strong)]"
              />
              <span>
                <span className="block font-medium">{labels[value]}</span>
                {hints?.[value] && <span className="mt-0.5 block text-xs text-ink-soft">{hints[value]}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={errorId} role="alert" data-testid="routine-error" className="mt-4 min-h-5 text-sm text-blush">
        {error ?? failed ?? ''}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => moveTo(index - 1)}
          disabled={index === 0 || busy}
          className="rounded-full border border-line px-5 py-2.5 text-sm text-ink disabled:invisible"
        >
          {m.back}
        </button>
        <button
          type="submit"
          data-testid="routine-next"
          disabled={busy}
          className="rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-surface hover:bg-accent-strong disabled:opacity-60"
        >
          {busy ? m.submitting : last ? m.finish : m.next}
        </button>
      </div>
    </form>
  );
}
