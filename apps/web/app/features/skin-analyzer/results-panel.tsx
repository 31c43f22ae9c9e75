// The results panel (member-area §2.7, standard mode): back and restart, the photo and the score bars
// with the note that scores are a guide, the recommended routine (三步驟 first, 查看5步驟保養推薦), the
// standard single add to cart with the checks of §5, saving for members and the consultation banner.
import { catalogueCalls, type ListProduct } from '@shop/contracts';
import { ADD_TO_CART_TOAST_MS, dialogMessages, skinAnalyzerMessages as m, productImageUrl } from '@shop/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { Price } from '../../components/ui/price';
import { browserApi } from '../../lib/api.client';
import { productPath } from '../../lib/links';
import { useShellData } from '../../lib/shell-data';
import { addToCart, readCart } from '../cart/cart-store';
import { reportAddToCart } from '../cart/use-add-to-cart';
import { standardAddProblem } from './add-rules';
import type { CvResults } from './analysis-store';
import { type Finding, levelOfFeedback } from './engine/metrics';
import { groupsFor, type StepGroup } from './routine';
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
    <div className="grid gap-6 md:grid-cols-[200px_1fr]">
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

function RoutineProduct({ product }: { product: ListProduct }) {
  const { imageHost } = useShellData();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const src = productImageUrl(product.p_img, imageHost ?? '');
  const href = productPath(product.href);

  async function add(button: HTMLElement) {
    setBusy(true);
    try {
      let open: ListProduct[] | { p_id: number; p_name: string; stock: number }[];
      try {
        open = (
          await browserApi().send(catalogueCalls.openProductsByPids, {
            params: { pids: String(product.p_id) as never },
          })
        ).products;
      } catch (error) {
        console.error('[skin-analyzer] open products failed', error);
        await dialogs.alert({ title: dialogMessages.errorTitle, description: m.stockFailed });
        return;
      }
      const inCart =
        (readCart() ?? []).find((line) => Number(line.productId) === product.p_id)?.quantity ?? 0;
      const problem = standardAddProblem(product.p_id, open, Number(inCart));
      if (problem) {
        await dialogs.alert({ title: dialogMessages.noticeTitle, description: problem });
        return;
      }
      const outcome = addToCart(product.p_id, 1);
      if (outcome === 'added') dialogs.toast(m.added, ADD_TO_CART_TOAST_MS);
      else reportAddToCart(dialogs, outcome, { imageSrc: src, button });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="skin-routine-product" className="flex gap-4">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden>
        <img
          src={src}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          className="size-24 rounded-xl bg-sand object-cover md:size-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h4 className="text-sm font-medium leading-snug text-ink">
          <Link to={href} className="hover:text-accent-strong">
            {product.p_name}
          </Link>
        </h4>
        <Price price={product.p_price} discountedPrice={product.discounted_price} className="mt-1 text-sm" />
        {product.comments_total > 0 && (
          <Link
            to={`${href}#comment_anchor`}
            className="mt-1 text-xs text-accent-strong underline underline-offset-4"
          >
            {m.reviews(product.comments_total)}
          </Link>
        )}
        <div className="mt-auto max-w-48 pt-2">
          <button
            type="button"
            data-testid="skin-add-to-cart"
            aria-label={m.addToCartOf(product.p_name)}
            disabled={busy}
            onClick={(event) => void add(event.currentTarget)}
            className="w-full rounded-full border border-ink px-3 py-2 text-xs font-semibold hover:bg-ink hover:text-surface disabled:opacity-50"
          >
            {product.stock > 0 ? m.addToCart : m.soldOutLabel}
          </button>
        </div>
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
      <ol className="mt-4 grid gap-4">
        {groups.map((group) => (
          <li
            key={group.advanced_step_text}
            data-testid="skin-routine-step"
            className="rounded-2xl border border-line bg-surface p-4 md:p-6"
          >
            <p className="mb-3 text-xs font-semibold tracking-wider text-accent-strong">
              {advanced ? group.advanced_step_text : group.step_text}
            </p>
            {group.products.length === 0 ? (
              <p className="text-sm text-ink-soft">{m.noProducts}</p>
            ) : (
              <div className="grid gap-4">
                {group.products.map((product) => (
                  <RoutineProduct key={product.p_id} product={product} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
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
    <section data-testid="skin-results" aria-labelledby="skin-results-title" className="grid gap-8">
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
