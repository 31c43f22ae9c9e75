// An animated illustration (storefront.md §2.12, §5, §8): a box of the given size on the server and
// before the player loads; in the browser, lottie-react is imported only when one is shown. The options
// are checked by @shop/core's resolveAnimation (the spec's messages); a link that cannot be read is
// logged and nothing is shown (§8). With prefers-reduced-motion it holds still on its first frame.
import { type AnimatedIllustrationOptions, resolveAnimation } from '@shop/core';
import { type ComponentType, type CSSProperties, lazy, Suspense, useEffect, useMemo, useState } from 'react';

const LottiePlayer = lazy(() => import('./lottie-player.tsx')) as ComponentType<{
  animation: import('@shop/core').ResolvedAnimation;
  data: object;
  reducedMotion: boolean;
}>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface AnimatedIllustrationProps extends AnimatedIllustrationOptions {
  /** What it shows, for screen readers; without it the illustration is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function AnimatedIllustration(props: AnimatedIllustrationProps) {
  const { label, className, ...options } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again only when a setting changes
  const check = useMemo(
    () => resolveAnimation(options),
    [
      options.animationData,
      options.animationLink,
      options.loop,
      options.autoplay,
      options.width,
      options.height,
      options.speed,
      options.delay,
      options.direction,
      options.paused,
      options.pauseOnHover,
      options.playOnHover,
      options.transparent,
    ],
  );
  const reducedMotion = useReducedMotion();
  const [data, setData] = useState<unknown>(
    check.ok && 'data' in check.animation.source ? check.animation.source.data : null,
  );
  const [mounted, setMounted] = useState(false);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!check.ok) {
      console.error(`AnimatedIllustration: ${check.error}`);
      return;
    }
    for (const warning of check.warnings) console.warn(`AnimatedIllustration: ${warning}`);
    const source = check.animation.source;
    if ('data' in source) {
      setData(source.data);
      return;
    }
    setData(null);
    const abort = new AbortController();
    fetch(source.link, { signal: abort.signal })
      .then((answer) => {
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        return answer.json() as Promise<unknown>;
      })
      .then(setData)
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.error(`AnimatedIllustration: ${source.link} not loaded`, error);
      });
    return () => abort.abort();
  }, [check]);

  if (!check.ok) return null;
  const { animation } = check;
  const style: CSSProperties = {
    width: animation.width,
    height: animation.height,
    background: animation.transparent ? 'transparent' : 'var(--page-background, #fff)',
  };
  return (
    <div
      className={className}
      style={style}
      data-testid="animated-illustration"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {mounted && typeof data === 'object' && data !== null ? (
        <Suspense fallback={null}>
          <LottiePlayer animation={animation} data={data} reducedMotion={reducedMotion} />
        </Suspense>
      ) : null}
    </div>
  );
}
