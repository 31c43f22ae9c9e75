// Animated illustrations (storefront.md §2.12, §5, §8; member-area-and-tools.md §5): what the component
// accepts, its defaults, and the checks with the spec's exact messages. The component
// (apps/web/app/components/animated-illustration) plays them with lottie-react; this is the pure part.

export type AnimationDirection = 'forward' | 'reverse' | 'alternate';

export interface AnimatedIllustrationOptions {
  /** The animation's JSON (Lottie/Bodymovin), or a link to it. One of the two is required. */
  animationData?: unknown;
  animationLink?: string;
  loop?: boolean;
  autoplay?: boolean;
  /** CSS sizes; default 100%. A number is pixels. */
  width?: string | number;
  height?: string | number;
  /** Default 1; must be greater than 0. */
  speed?: number;
  /** Milliseconds before it starts; default 0. */
  delay?: number;
  direction?: AnimationDirection;
  /** Held still. Not to be combined with pauseOnHover or playOnHover. */
  paused?: boolean;
  pauseOnHover?: boolean;
  playOnHover?: boolean;
  /** Transparent background (default); false paints the page's background behind it. */
  transparent?: boolean;
}

/** §5: the exact messages. */
export const animationMessages = {
  sourceRequired: 'You must provide either animationLink or animationData',
  speedPositive: 'Speed must be greater than 0',
  pauseWithHover: 'paused cannot be combined with pauseOnHover or playOnHover',
} as const;

export interface ResolvedAnimation {
  source: { data: unknown } | { link: string };
  loop: boolean;
  autoplay: boolean;
  width: string;
  height: string;
  speed: number;
  delay: number;
  direction: AnimationDirection;
  paused: boolean;
  pauseOnHover: boolean;
  playOnHover: boolean;
  transparent: boolean;
  /** §2.12: scale 1 and vector rendering, always. */
  scale: 1;
  renderer: 'svg';
}

export type AnimationCheck =
  | { ok: true; animation: ResolvedAnimation; warnings: string[] }
  | { ok: false; error: string };

const size = (value: string | number | undefined) =>
  value === undefined || value === '' ? '100%' : typeof value === 'number' ? `${value}px` : value;

/**
 * The options with the spec's defaults, or the first error (§5: a source is required, the speed must be
 * greater than 0). Pausing with a hover behaviour is not an error but is logged (`warnings`), and the
 * hover behaviours are then ignored.
 */
export function resolveAnimation(options: AnimatedIllustrationOptions): AnimationCheck {
  const link = options.animationLink?.trim();
  const hasData = options.animationData !== undefined && options.animationData !== null;
  if (!hasData && !link) return { ok: false, error: animationMessages.sourceRequired };
  const speed = options.speed ?? 1;
  if (!(typeof speed === 'number' && Number.isFinite(speed) && speed > 0))
    return { ok: false, error: animationMessages.speedPositive };
  const paused = options.paused === true;
  const hover = options.pauseOnHover === true || options.playOnHover === true;
  const warnings = paused && hover ? [animationMessages.pauseWithHover] : [];
  const delay =
    Number.isFinite(options.delay) && (options.delay as number) > 0 ? (options.delay as number) : 0;
  return {
    ok: true,
    warnings,
    animation: {
      source: hasData ? { data: options.animationData } : { link: link as string },
      loop: options.loop ?? true,
      autoplay: options.autoplay ?? true,
      width: size(options.width),
      height: size(options.height),
      speed,
      delay,
      direction: options.direction ?? 'forward',
      paused,
      pauseOnHover: !paused && options.pauseOnHover === true,
      playOnHover: !paused && options.playOnHover === true,
      transparent: options.transparent ?? true,
      scale: 1,
      renderer: 'svg',
    },
  };
}

/** lottie's play direction for a direction option (alternate starts forward and flips at each end). */
export function lottieDirection(direction: AnimationDirection): 1 | -1 {
  return direction === 'reverse' ? -1 : 1;
}

/** Whether it should move on its own at start: autoplay, not paused, not waiting for a hover, and motion allowed. */
export function startsPlaying(animation: ResolvedAnimation, reducedMotion: boolean): boolean {
  return animation.autoplay && !animation.paused && !animation.playOnHover && !reducedMotion;
}
