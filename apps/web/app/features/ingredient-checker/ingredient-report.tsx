// A checker report (member-area §2.9): the summary (counts, a chip per flag, good news), then every entry
// in the order typed with its dictionary link, function and flag badges; unknown entries say so.
import type { CheckedIngredient, IngredientReport } from '@shop/contracts';
import { INGREDIENT_FLAGS, type IngredientFlag, ingredientCheckerMessages as m } from '@shop/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';

function FlagBadge({ flag }: { flag: IngredientFlag }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        title={m.flagExplanations[flag]}
        onClick={() => setOpen(!open)}
        data-testid="ingredient-flag"
        className="rounded-full bg-blush-soft px-2.5 py-1 text-xs font-medium text-blush hover:underline"
      >
        {m.flags[flag]}
        <span className="sr-only">：{m.flagExplanations[flag]}</span>
      </button>
      {open && (
        <span id={id} aria-hidden className="mt-1 max-w-xs text-xs text-ink-soft">
          {m.flagExplanations[flag]}
        </span>
      )}
    </span>
  );
}

function EntryRow({ entry, index }: { entry: CheckedIngredient; index: number }) {
  return (
    <li
      data-testid="ingredient-entry"
      className="grid grid-cols-[2rem_1fr] gap-x-2 border-b border-line py-3"
    >
      <span className="pt-0.5 text-xs text-ink-faint" aria-hidden>
        {index + 1}
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2 break-words">
          <span className="font-medium text-ink">{entry.name}</span>
          {entry.dictionary && (
            <Link
              to={`/ingredient-dictionary/${entry.dictionary.uid}`}
              className="text-sm text-accent-strong underline underline-offset-4"
              aria-label={m.dictionaryLink(entry.dictionary.name)}
            >
              {entry.dictionary.name}
            </Link>
          )}
        </p>
        {entry.function && (
          <p className="mt-0.5 text-sm text-ink-soft">
            <span className="sr-only">{m.columnFunction}：</span>
            {entry.function}
          </p>
        )}
        {entry.note && <p className="mt-0.5 text-sm text-ink-soft">{m.notes[entry.note]}</p>}
        {!entry.known && (
          <p data-testid="ingredient-unknown" className="mt-0.5 text-xs text-ink-faint">
            {m.unknown}
          </p>
        )}
        {entry.flags.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {entry.flags.map((flag) => (
              <FlagBadge key={flag} flag={flag} />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

export function IngredientReportView({
  report,
  headingLevel = 2,
}: {
  report: IngredientReport;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const present = INGREDIENT_FLAGS.filter((flag) => (report.summary.flag_counts[flag] ?? 0) > 0);
  return (
    <section data-testid="ingredient-report" aria-labelledby="ingredient-report-title">
      <header className="rounded-2xl bg-sand px-5 py-5 md:px-8">
        <Heading
          id="ingredient-report-title"
          tabIndex={-1}
          className="text-xl font-semibold text-ink outline-none"
        >
          {m.resultTitle}
        </Heading>
        <p data-testid="ingredient-summary" className="mt-1 text-sm text-ink-soft">
          {m.summaryLine(report.summary.total, report.summary.known)}
        </p>
        {present.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" data-testid="ingredient-flag-chips">
            {present.map((flag) => (
              <li
                key={flag}
                className="rounded-full border border-blush/40 bg-blush-soft px-3 py-1 text-sm font-medium text-blush"
              >
                {m.flagCount(m.flags[flag], report.summary.flag_counts[flag] ?? 0)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-ink">{m.noFlags}</p>
        )}
        {report.summary.free_of.length > 0 && (
          <ul
            className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-accent-strong"
            data-testid="ingredient-good-news"
          >
            {report.summary.free_of.map((flag) => (
              <li key={flag}>✓ {m.freeOf(m.flags[flag])}</li>
            ))}
          </ul>
        )}
      </header>
      <ol className="mt-4" aria-label={m.columnName}>
        {report.entries.map((entry, index) => (
          // Entries may repeat; the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <EntryRow key={index} entry={entry} index={index} />
        ))}
      </ol>
      <p className="mt-4 text-xs leading-relaxed text-ink-faint">{m.disclaimer}</p>
    </section>
  );
}
