// The campaign's promo (member-area §2.7 "A promo video (mobile or PC variant); clicking it scrolls to the
// analyzer anchor", §4 "Campaign mode shows the video"; docs/decisions/124-campaign-video-and-tracker-switch.md).
// Our own five-second videos, drawn and encoded by apps/server/scripts/make-campaign-video.ts and served
// from this shop: a PC (16:9) and a phone (4:5, below 576 px) variant, each WebM with an MP4 beside it.
// Each shows its poster (the video's last frame) first and loads nothing until the page is idle; then
// the visible one plays once, muted and inline, unless the shopper asks for reduced motion (the poster
// stays). The whole promo is one button that scrolls to the analyzer and moves the focus there.
import { skinAnalyzerMessages as m } from '@shop/core';
import { type RefObject, useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** The analyzer's anchor (the page's #skin-analyzer). */
export const ANALYZER_ANCHOR = 'skin-analyzer';

/** The width from which the PC variant shows (member-area §2.7's 576 px). */
const PC_FROM = '(min-width: 576px)';

const VARIANTS = {
  pc: { width: 1280, height: 720, className: 'hidden h-auto w-full min-[576px]:block' },
  mobile: { width: 640, height: 800, className: 'block h-auto w-full min-[576px]:hidden' },
} as const;

type Variant = keyof typeof VARIANTS;

/** Where a variant's files are served (apps/web/public/media). */
export function promoVideoFiles(variant: Variant) {
  const base = `/media/skin-campaign-${variant}`;
  return { poster: `${base}.webp`, webm: `${base}.webm`, mp4: `${base}.mp4` };
}

function PromoVideo({ variant }: { variant: Variant }) {
  const files = promoVideoFiles(variant);
  const { width, height, className } = VARIANTS[variant];
  return (
    // No sound and no speech, so no captions; the button's name says what it shows.
    <video
      data-variant={variant}
      aria-hidden
      muted
      playsInline
      preload="none"
      poster={files.poster}
      width={width}
      height={height}
      className={className}
    >
      <source src={files.webm} type="video/webm" />
      <source src={files.mp4} type="video/mp4" />
    </video>
  );
}

/** Plays the variant the screen shows, once the page is idle, unless reduced motion is asked for. */
function usePlayVisibleVariant(figure: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let cancelled = false;
    whenIdle(() => {
      if (cancelled || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      const variant: Variant = window.matchMedia(PC_FROM).matches ? 'pc' : 'mobile';
      const video = figure.current?.querySelector<HTMLVideoElement>(`video[data-variant="${variant}"]`);
      // A browser that refuses to play (data saver, no codec) keeps the poster.
      video?.play().catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [figure]);
}

export function CampaignPromo() {
  const figure = useRef<HTMLElement>(null);
  usePlayVisibleVariant(figure);
  function toAnalyzer() {
    const target = document.getElementById(ANALYZER_ANCHOR);
    if (!target) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }
  return (
    <figure ref={figure} data-testid="skin-campaign-promo" className="mb-8 overflow-hidden rounded-2xl">
      <button
        type="button"
        onClick={toAnalyzer}
        aria-label={m.promoLabel}
        className="relative block w-full focus-visible:outline-2 focus-visible:outline-accent-strong"
      >
        <PromoVideo variant="pc" />
        <PromoVideo variant="mobile" />
        <span className="absolute right-4 bottom-4 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-surface">
          {m.promoStart}
        </span>
      </button>
    </figure>
  );
}
