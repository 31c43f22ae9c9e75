// /consultation1on1: what the one-on-one consultation is, how booking works, the three methods, what to
// prepare and the rules, with 立即預約 to the booking page at the top and the bottom.
import { CONSULTATION_METHODS } from '@shop/contracts';
import { consultationMessages as m } from '@shop/core';
import {
  CalendarDays,
  Check,
  ClipboardPen,
  Clock,
  Gift,
  MessageCircle,
  MessagesSquare,
  Phone,
  UserRound,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const t = m.landing;
const BOOKING_PATH = '/consultation1on1-booking';

const METHOD_ICONS = { video: Video, phone: Phone, line: MessageCircle } as const;
const STEP_ICONS = [CalendarDays, ClipboardPen, MessagesSquare] as const;
const FACT_ICONS = [Gift, Clock, UserRound] as const;

const SECTION_TITLE = 'text-xl font-semibold tracking-wide text-ink md:text-2xl';

function BookButton({ tone, testId }: { tone: 'dark' | 'light'; testId: string }) {
  const colours =
    tone === 'dark' ? 'bg-ink text-surface hover:bg-accent-strong' : 'bg-surface text-ink hover:bg-sand';
  return (
    <Link
      to={BOOKING_PATH}
      data-testid={testId}
      className={`inline-block rounded-full px-10 py-3 text-base font-medium tracking-wide ${colours}`}
    >
      {m.bookNow}
    </Link>
  );
}

export function ConsultationLanding() {
  return (
    <article data-testid="consultation-landing" className="space-y-14 md:space-y-16">
      <Hero />
      <Steps />
      <Methods />
      <div className="grid gap-6 md:grid-cols-2">
        <ListCard title={t.prepareTitle} items={t.prepareItems} />
        <ListCard title={t.notesTitle} items={t.notes} />
      </div>
      <section className="rounded-2xl bg-ink px-6 py-10 text-center text-surface md:py-12">
        <h2 className="text-xl font-semibold tracking-wide md:text-2xl">{t.ctaTitle}</h2>
        <p className="mx-auto mt-3 max-w-xl text-sm leading-7 text-surface/85">{t.ctaBody}</p>
        <div className="mt-6">
          <BookButton tone="light" testId="consultation-book-bottom" />
        </div>
      </section>
    </article>
  );
}

function Hero() {
  return (
    <header className="rounded-2xl bg-gradient-to-br from-sand via-canvas to-accent-soft px-6 py-10 text-center md:px-12 md:py-16">
      <p className="text-xs font-medium tracking-[0.3em] text-accent-strong">{t.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-wide text-ink md:text-4xl">{m.pageTitle}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-sm leading-7 text-ink-soft md:text-base md:leading-8">
        {t.lead}
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-2 md:gap-3">
        {t.facts.map((fact, i) => {
          const Icon = FACT_ICONS[i] ?? Check;
          return (
            <li
              key={fact}
              className="flex items-center gap-1.5 rounded-full bg-surface/80 px-4 py-1.5 text-sm text-ink shadow-sm"
            >
              <Icon aria-hidden className="size-4 text-accent-strong" />
              {fact}
            </li>
          );
        })}
      </ul>
      <div className="mt-8">
        <BookButton tone="dark" testId="consultation-book" />
        <p className="mt-3 text-xs text-ink-soft">{t.membersOnly}</p>
      </div>
    </header>
  );
}

function Steps() {
  return (
    <section aria-labelledby="consultation-steps">
      <h2 id="consultation-steps" className={SECTION_TITLE}>
        {t.stepsTitle}
      </h2>
      <ol className="mt-5 grid gap-4 md:grid-cols-3">
        {t.steps.map((step, i) => {
          const Icon = STEP_ICONS[i] ?? Check;
          return (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="inline-flex size-8 items-center justify-center rounded-full bg-ink text-sm font-semibold text-surface"
                >
                  {i + 1}
                </span>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <Icon aria-hidden className="ml-auto size-6 text-accent-strong" />
              </div>
              <p className="mt-3 text-sm leading-7 text-ink-soft">{step.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Methods() {
  return (
    <section aria-labelledby="consultation-methods">
      <h2 id="consultation-methods" className={SECTION_TITLE}>
        {t.methodsTitle}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {CONSULTATION_METHODS.map((method) => {
          const Icon = METHOD_ICONS[method];
          return (
            <li key={method} className="rounded-2xl bg-sand p-5">
              <div className="flex items-center gap-3 md:block">
                <Icon aria-hidden className="size-7 shrink-0 text-accent-strong" />
                <h3 className="font-semibold text-ink md:mt-3">{m.methods[method]}</h3>
              </div>
              <p className="mt-2 text-sm leading-7 text-ink-soft">{t.methodBodies[method]}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ListCard({ title, items }: { title: string; items: readonly ReactNode[] }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 md:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the message catalogue
          <li key={i} className="flex gap-2.5 text-sm leading-7 text-ink-soft">
            <Check aria-hidden className="mt-1.5 size-4 shrink-0 text-accent-strong" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
