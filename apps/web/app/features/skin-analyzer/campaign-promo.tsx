// The campaign's promo (member-area §2.7 "A promo video (mobile or PC variant); clicking it scrolls to the
// analyzer anchor", §4 "Campaign mode shows the video"). The shop has no video of its own yet and takes
// none from another host, so the promo is its poster only: a picture drawn here, a PC (16:9) and a phone
// (4:5, below 576 px) variant, the whole of it one button that scrolls to the analyzer and moves the
// focus there. Nothing moves, so nothing to stop for reduced motion or sound.
import { skinAnalyzerMessages as m } from '@shop/core';

/** The analyzer's anchor (the page's #skin-analyzer). */
export const ANALYZER_ANCHOR = 'skin-analyzer';

function Poster({ variant }: { variant: 'pc' | 'mobile' }) {
  const pc = variant === 'pc';
  const [w, h] = pc ? [1600, 900] : [800, 1000];
  const face = pc ? { cx: 1150, cy: 450, rx: 190, ry: 240 } : { cx: 400, cy: 640, rx: 170, ry: 215 };
  const text = pc ? { x: 140, y: 400, size: 110, line: 52 } : { x: 80, y: 180, size: 96, line: 44 };
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      aria-hidden
      data-variant={variant}
      className={pc ? 'hidden h-auto w-full min-[576px]:block' : 'block h-auto w-full min-[576px]:hidden'}
    >
      <rect width={w} height={h} fill="#f5eee6" />
      <circle cx={face.cx} cy={face.cy} r={face.ry * 1.35} fill="#e9bdb3" opacity="0.35" />
      <ellipse {...face} fill="#fbf7f2" stroke="#2a2420" strokeWidth="10" />
      <circle cx={face.cx - face.rx * 0.38} cy={face.cy - face.ry * 0.12} r="14" fill="#2a2420" />
      <circle cx={face.cx + face.rx * 0.38} cy={face.cy - face.ry * 0.12} r="14" fill="#2a2420" />
      <path
        d={`M ${face.cx - 50} ${face.cy + face.ry * 0.35} Q ${face.cx} ${face.cy + face.ry * 0.55} ${face.cx + 50} ${face.cy + face.ry * 0.35}`}
        fill="none"
        stroke="#2a2420"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <rect
        x={face.cx - face.rx - 30}
        y={face.cy - 8}
        width={(face.rx + 30) * 2}
        height="16"
        rx="8"
        fill="#b37360"
      />
      <text x={text.x} y={text.y} fontSize={text.size} fontWeight="700" fill="#2a2420">
        {m.promoTitle}
      </text>
      <text x={text.x} y={text.y + text.line * 2} fontSize={text.line} fill="#5c524b">
        {m.promoLine}
      </text>
    </svg>
  );
}

export function CampaignPromo() {
  function toAnalyzer() {
    const target = document.getElementById(ANALYZER_ANCHOR);
    if (!target) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }
  return (
    <figure data-testid="skin-campaign-promo" className="mb-8 overflow-hidden rounded-2xl">
      <button
        type="button"
        onClick={toAnalyzer}
        aria-label={m.promoLabel}
        className="relative block w-full focus-visible:outline-2 focus-visible:outline-accent-strong"
      >
        <Poster variant="pc" />
        <Poster variant="mobile" />
        <span className="absolute right-4 bottom-4 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-surface">
          {m.promoStart}
        </span>
      </button>
    </figure>
  );
}
