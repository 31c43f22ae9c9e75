// The part that needs lottie-web (and the document): loaded by AnimatedIllustration with a dynamic import
// only in the browser and only on a page that shows an animated illustration. The svg build of the
// engine (§2.12: vector rendering) keeps the chunk smaller than the full one.
import type { ResolvedAnimation } from '@shop/core';
import { startsPlaying } from '@shop/core';
import { type LottieHandle, LottieSvg } from 'lottie-react';
import { useRef } from 'react';

type Direction = 'forward' | 'reverse';

export default function LottiePlayer({
  animation,
  data,
  reducedMotion,
}: {
  animation: ResolvedAnimation;
  data: object;
  reducedMotion: boolean;
}) {
  const lottie = useRef<LottieHandle>(null);
  const direction = useRef<Direction>(animation.direction === 'reverse' ? 'reverse' : 'forward');
  const alternate = animation.direction === 'alternate';
  const timer = useRef<number | undefined>(undefined);

  const onReady = () => {
    const player = lottie.current;
    if (!player) return;
    if (!startsPlaying(animation, reducedMotion)) {
      // Held on its first frame (the last one when it runs backwards).
      player.seek(direction.current === 'reverse' ? { percent: 100 } : 0);
      return;
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => lottie.current?.play(), animation.delay);
  };
  const onComplete = () => {
    if (!alternate || !animation.loop) return;
    direction.current = direction.current === 'forward' ? 'reverse' : 'forward';
    lottie.current?.setDirection(direction.current);
    lottie.current?.play();
  };
  const hover = (entering: boolean) => () => {
    const player = lottie.current;
    if (!player) return;
    if (animation.pauseOnHover) {
      if (entering) player.pause();
      else if (!reducedMotion) player.play();
    }
    if (animation.playOnHover) {
      if (entering) player.play();
      else player.pause();
    }
  };

  return (
    <LottieSvg
      lottieRef={lottie}
      src={data}
      // alternate flips at each end itself; lottie's own loop would jump back to the start.
      loop={alternate ? false : animation.loop}
      speed={animation.speed}
      direction={direction.current}
      autoplay={false}
      rendererSettings={{ preserveAspectRatio: 'xMidYMid meet' }}
      subscriptions={{ ready: onReady, complete: onComplete }}
      onMouseEnter={hover(true)}
      onMouseLeave={hover(false)}
      style={{ width: '100%', height: '100%' }}
    />
  );
}
