// /body-skin-checkup once in the browser (member-area §2.10): four questions one at a time, then the body
// skin type with its advice and suggested products. post-body-test-play-records scores the answers (the
// same bodyTestResult the page would run) and saves a member's play; when it fails, the page still shows
// the result it computes itself.
import { type ListProduct, skinTestCalls } from '@shop/contracts';
import {
  BODY_TEST_QUESTIONS,
  type BodyTestAnswers,
  type BodyTestResult,
  bodyTestResult,
  productImageUrl,
  skinTestMessages,
} from '@shop/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Price } from '../../components/ui/price';
import { browserApi } from '../../lib/api.client';
import { productPath } from '../../lib/links';
import { useShellData } from '../../lib/shell-data';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { QuickAddButton } from '../cart/quick-add';

const m = skinTestMessages.body;
type Draft = Partial<BodyTestAnswers>;
type Outcome = { result: BodyTestResult; products: ListProduct[]; saved: boolean; failed: boolean };

function Suggestion({ product }: { product: ListProduct }) {
  const { imageHost } = useShellData();
  const src = productImageUrl(product.p_img, imageHost ?? '');
  return (
    <li data-testid="body-suggestion" className="flex gap-3 rounded-xl border border-line bg-surface p-3">
      <img src={src} alt="" loading="lazy" className="size-20 shrink-0 rounded-lg bg-sand object-cover" />
      <div className="flex min-w-0 flex-1 flex-col text-sm">
        <Link to={productPath(product.href)} className="font-medium text-ink hover:text-accent-strong">
          {product.p_name}
        </Link>
        <Price price={product.p_price} discountedPrice={product.discounted_price} className="mt-1" />
        {product.stock > 0 && (
          <div className="mt-2 max-w-48">
            <QuickAddButton productId={product.p_id} name={product.p_name} imageSrc={src} />
          </div>
        )}
      </div>
    </li>
  );
}

function Result({
  outcome,
  loggedIn,
  onRestart,
}: {
  outcome: Outcome;
  loggedIn: boolean;
  onRestart: () => void;
}) {
  const text = m.results[outcome.result];
  return (
    <section data-testid="body-result" aria-labelledby="body-result-title" className="grid gap-5">
      <header className="rounded-2xl bg-sand px-5 py-6 md:px-8">
        <p className="text-sm text-ink-soft">{m.resultHeading}</p>
        <h2
          id="body-result-title"
          tabIndex={-1}
          className="mt-1 text-2xl font-semibold text-ink outline-none"
        >
          {text.name}
        </h2>
        <p className="mt-2 text-ink">{text.advice}</p>
      </header>
      <p data-testid="body-save-state" className="text-sm text-ink-soft" role="status">
        {outcome.failed ? m.saveFailed : outcome.saved ? m.saved : loggedIn ? '' : m.loginToSave}
        {!loggedIn && !outcome.failed && (
          <Link to="/login" className="ml-2 text-accent-strong underline">
            {skinTestMessages.evergreen.loginFirst}
          </Link>
        )}
      </p>
      <section aria-labelledby="body-suggestions-title">
        <h3 id="body-suggestions-title" className="text-lg font-semibold text-ink">
          {m.suggestions}
        </h3>
        {outcome.products.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{m.noSuggestions}</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {outcome.products.map((product) => (
              <Suggestion key={product.p_id} product={product} />
            ))}
          </ul>
        )}
      </section>
      <button
        type="button"
        onClick={onRestart}
        className="w-fit rounded-full border border-ink px-5 py-2.5 text-sm text-ink hover:bg-sand"
      >
        {m.restart}
      </button>
    </section>
  );
}

export function BodyCheckupPage() {
  const loggedIn = useIsLoggedIn();
  const [started, setStarted] = useState(false);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = BODY_TEST_QUESTIONS[index]!;
  const total = BODY_TEST_QUESTIONS.length;
  const last = index === total - 1;

  function focusSoon(selector: string) {
    requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
  }

  function moveTo(next: number) {
    setError(null);
    setIndex(next);
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function finish(answers: BodyTestAnswers) {
    setBusy(true);
    try {
      const answer = await browserApi().send(skinTestCalls.postBodyTest, { body: { answers } });
      setOutcome({
        result: answer.record.result,
        products: answer.products,
        saved: answer.record.record_id !== null,
        failed: false,
      });
    } catch (failure) {
      console.error('[body-test] post-body-test-play-records failed', failure);
      setOutcome({ result: bodyTestResult(answers), products: [], saved: false, failed: true });
    } finally {
      setBusy(false);
      focusSoon('#body-result-title');
    }
  }

  function next() {
    if (draft[question.key] === undefined) {
      setError(m.chooseOne);
      return;
    }
    if (!last) moveTo(index + 1);
    else void finish(draft as BodyTestAnswers);
  }

  function restart() {
    setDraft({});
    setIndex(0);
    setOutcome(null);
    setStarted(true);
    requestAnimationFrame(() => heading.current?.focus());
  }

  if (outcome) return <Result outcome={outcome} loggedIn={loggedIn} onRestart={restart} />;
  if (!started) {
    return (
      <div className="rounded-2xl border border-line bg-surface p-6 text-center md:p-10">
        <p className="text-ink">{m.intro}</p>
        <button
          type="button"
          data-testid="body-start"
          onClick={() => {
            setStarted(true);
            requestAnimationFrame(() => heading.current?.focus());
          }}
          className="mt-5 rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-surface hover:bg-accent-strong"
        >
          {m.start}
        </button>
      </div>
    );
  }
  const errorId = `body-error-${question.key}`;
  return (
    <form
      data-testid="body-questionnaire"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
      className="rounded-2xl border border-line bg-surface p-5 md:p-8"
    >
      <p className="text-xs font-medium tracking-wide text-ink-soft">{m.progress(index + 1, total)}</p>
      <div
        role="progressbar"
        aria-label={m.progress(index + 1, total)}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-accent-strong"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
      <fieldset key={question.key} className="mt-6" aria-describedby={error ? errorId : undefined}>
        <legend className="w-full">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            {m.questions[question.key]}
          </h2>
        </legend>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          {question.options.map((value) => (
            <label
              key={value}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-strong ${draft[question.key] === value ? 'border-accent-strong bg-accent-soft' : 'border-line hover:border-ink'}`}
            >
              <input
                type="radio"
                name={question.key}
                value={value}
                checked={draft[question.key] === value}
                onChange={() => {
                  setError(null);
                  setDraft({ ...draft, [question.key]: value });
                }}
                className="size-4 shrink-0 accent-[var(--color-accent-strong)]"
              />
              <span className="font-medium">{m.options[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={errorId} role="alert" data-testid="body-error" className="mt-4 min-h-5 text-sm text-blush">
        {error ?? ''}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => moveTo(index - 1)}
          disabled={index === 0 || busy}
          className="rounded-full border border-line px-5 py-2.5 text-sm text-ink disabled:invisible"
        >
          {m.previous}
        </button>
        <button
          type="submit"
          data-testid="body-next"
          disabled={busy}
          className="rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-surface hover:bg-accent-strong disabled:opacity-60"
        >
          {last ? m.seeResult : m.next}
        </button>
      </div>
    </form>
  );
}
