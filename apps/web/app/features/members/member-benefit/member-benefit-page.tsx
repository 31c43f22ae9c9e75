// /member-benefit: hero, tier cards, comparison table, how spend counts, FAQ and the calls to action.
import type { MemberLevelsAnswer } from '@shop/contracts';
import { TIER_TERM_MONTHS, memberBenefitMessages as t } from '@shop/core';
import { useEffect, useRef } from 'react';
import { Link, useRevalidator } from 'react-router';
import { type OwnTier, useOwnTier } from './use-own-tier';

type Level = MemberLevelsAnswer['levels'][number];

const PRIMARY =
  'inline-block rounded-full bg-ink px-8 py-3 text-sm font-medium tracking-wide text-surface hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const SECONDARY =
  'inline-block rounded-full border border-ink px-8 py-3 text-sm font-medium tracking-wide text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function MemberBenefitPage({ levels }: { levels: Level[] | null }) {
  const { loggedIn, own } = useOwnTier();
  const topRate = levels && levels.length > 0 ? Math.max(...levels.map((l) => l.point_rate)) : null;
  return (
    <article data-testid="member-benefit" className="space-y-12">
      <Hero topRate={topRate} loggedIn={loggedIn} own={own} />
      {levels ? (
        <>
          <TierCards levels={levels} own={own} />
          <ComparisonTable levels={levels} own={own} />
        </>
      ) : (
        <LoadFailed />
      )}
      <SpendCounting />
      <Faq />
      <div className="text-center">
        <CallToAction loggedIn={loggedIn} />
      </div>
    </article>
  );
}

function CallToAction({ loggedIn }: { loggedIn: boolean }) {
  return loggedIn ? (
    <Link to="/gift3_5" className={PRIMARY} data-testid="gift-cta">
      {t.giftCta}
    </Link>
  ) : (
    <Link to="/register" className={PRIMARY} data-testid="join-cta">
      {t.joinCta}
    </Link>
  );
}

function Hero({
  topRate,
  loggedIn,
  own,
}: {
  topRate: number | null;
  loggedIn: boolean;
  own: OwnTier | null;
}) {
  return (
    <header className="rounded-2xl bg-gradient-to-br from-sand via-canvas to-accent-soft px-6 py-10 text-center md:px-12 md:py-14">
      <p className="text-xs font-medium tracking-[0.3em] text-accent-strong">{t.heroEyebrow}</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-wide text-ink md:text-4xl">{t.heroTitle}</h1>
      {topRate !== null && (
        <p className="mx-auto mt-4 max-w-2xl text-sm leading-7 text-ink-soft md:text-base">
          {t.heroBody(topRate)}
        </p>
      )}
      {own && (
        <p data-testid="own-tier-greeting" className="mt-4 font-medium text-ink">
          {t.memberGreeting(own.memberName, own.levelName)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <CallToAction loggedIn={loggedIn} />
        {!loggedIn && (
          <Link to="/login" className={SECONDARY}>
            {t.loginCta}
          </Link>
        )}
      </div>
    </header>
  );
}

function entryText(level: Level): string {
  return level.min_cash > 0 ? t.entrySpend(level.min_cash) : t.entryFree;
}

/** On a phone the row scrolls sideways: bring the member's own card to its middle once it is known. */
function useOwnCardCentred(ownLevelId: number | undefined) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    if (ownLevelId === undefined) return;
    const card = list?.querySelector<HTMLElement>(`[data-testid="tier-card-${ownLevelId}"]`);
    if (!list || !card || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = card.offsetLeft - list.offsetLeft - (list.clientWidth - card.clientWidth) / 2;
  }, [ownLevelId]);
  return row;
}

function TierCards({ levels, own }: { levels: Level[]; own: OwnTier | null }) {
  const row = useOwnCardCentred(own?.levelId);
  return (
    <section aria-labelledby="tiers-heading">
      <h2 id="tiers-heading" className="text-xl font-semibold text-ink">
        {t.tiersHeading}
      </h2>
      <p className="mt-1 text-xs text-ink-soft md:hidden">{t.tiersSwipeHint}</p>
      {/* Phone: one row that scrolls sideways with snap points; desktop: the four cards side by side. */}
      <ul
        ref={row}
        data-testid="tier-cards"
        aria-labelledby="tiers-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the cards scroll sideways on a phone; keyboard users must be able to focus the row to scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        className="-mx-4 mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 focus-visible:outline-2 focus-visible:outline-accent md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0"
      >
        {levels.map((level) => {
          const mine = own?.levelId === level.level_id;
          return (
            <li
              key={level.level_id}
              data-testid={`tier-card-${level.level_id}`}
              data-own={mine ? 'true' : undefined}
              aria-current={mine ? 'true' : undefined}
              className={`w-[72%] shrink-0 snap-center rounded-2xl bg-surface p-4 shadow-sm md:w-auto ${
                mine ? 'ring-2 ring-accent-strong' : 'border border-line'
              }`}
            >
              <img
                src={level.card_image}
                alt=""
                width={320}
                height={200}
                className="aspect-[8/5] w-full rounded-xl object-cover"
              />
              <div className="mt-3 flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-ink">{level.level_name}</h3>
                {mine && (
                  <span className="rounded-full bg-accent-strong px-2 py-0.5 text-xs font-medium text-surface">
                    {t.yourTier}
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm text-ink-soft">{entryText(level)}</p>
              <p className="mt-1 text-sm font-medium text-accent-strong">{t.pointRate(level.point_rate)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function titles(list: readonly string[]): string {
  return list.length > 0 ? list.join('、') : t.none;
}

function termText(level: Level): string {
  return level.renew_cash === null ? t.termForever : t.termRenew(TIER_TERM_MONTHS, level.renew_cash);
}

const ROWS: { label: string; cell: (level: Level) => string }[] = [
  { label: t.rows.entry, cell: entryText },
  { label: t.rows.points, cell: (level) => t.pointsValue(level.point_rate) },
  { label: t.rows.birthday, cell: (level) => titles(level.gifts.birthday) },
  { label: t.rows.upgrade, cell: (level) => titles(level.gifts.upgrade) },
  { label: t.rows.renewal, cell: (level) => titles(level.gifts.renewal) },
  { label: t.rows.monthly, cell: (level) => titles(level.gifts.monthly) },
  { label: t.rows.term, cell: termText },
];

function ComparisonTable({ levels, own }: { levels: Level[]; own: OwnTier | null }) {
  const ownClass = (level: Level) => (own?.levelId === level.level_id ? 'bg-accent-soft' : '');
  return (
    <section aria-labelledby="compare-heading">
      <h2 id="compare-heading" className="text-xl font-semibold text-ink">
        {t.compareHeading}
      </h2>
      {/* The table keeps its columns on a phone and scrolls sideways; the row names stay in view. */}
      <section
        aria-label={t.compareCaption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; keyboard users must be able to focus it to scroll (axe scrollable-region-focusable)
        tabIndex={0}
        className="-mx-4 mt-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-accent md:mx-0 md:px-0"
      >
        <table data-testid="tier-comparison" className="w-full min-w-[46rem] border-collapse text-sm">
          <caption className="sr-only">{t.compareCaption}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 whitespace-nowrap bg-canvas p-3 text-left font-medium text-ink-soft"
              >
                {t.benefitColumn}
              </th>
              {levels.map((level) => (
                <th
                  key={level.level_id}
                  scope="col"
                  data-own={own?.levelId === level.level_id ? 'true' : undefined}
                  className={`p-3 text-center font-semibold text-ink ${ownClass(level)}`}
                >
                  {level.level_name}
                  {own?.levelId === level.level_id && (
                    <span className="block text-xs font-medium text-accent-strong">{t.yourTier}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th
                  scope="row"
                  className="sticky left-0 whitespace-nowrap bg-canvas p-3 text-left font-medium text-ink"
                >
                  {row.label}
                </th>
                {levels.map((level) => (
                  <td key={level.level_id} className={`p-3 text-center text-ink-soft ${ownClass(level)}`}>
                    {row.cell(level)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function LoadFailed() {
  const { revalidate, state } = useRevalidator();
  return (
    <div role="alert" className="rounded-xl bg-sand px-6 py-10 text-center">
      <p className="text-ink">{t.loadFailed}</p>
      <button
        type="button"
        onClick={() => revalidate()}
        disabled={state === 'loading'}
        className={`mt-4 ${SECONDARY}`}
      >
        {state === 'loading' ? t.loading : t.retry}
      </button>
    </div>
  );
}

function SpendCounting() {
  return (
    <section aria-labelledby="counting-heading" className="rounded-2xl bg-sand px-6 py-8">
      <h2 id="counting-heading" className="text-xl font-semibold text-ink">
        {t.countingHeading}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-7 text-ink-soft">
        {t.countingItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </section>
  );
}

function Faq() {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-xl font-semibold text-ink">
        {t.faqHeading}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
        {t.faq.map((item) => (
          <details key={item.q} className="group px-5 py-4">
            <summary className="cursor-pointer list-none font-medium text-ink focus-visible:outline-2 focus-visible:outline-accent">
              {item.q}
            </summary>
            <p className="mt-2 text-sm leading-7 text-ink-soft">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
