import { describe, expect, it } from 'vitest';
import {
  animationMessages,
  lottieDirection,
  resolveAnimation,
  startsPlaying,
} from './animated-illustration.ts';

describe('animated illustration options (storefront.md §2.12, §5)', () => {
  it('requires a link or data, with the exact message', () => {
    expect(resolveAnimation({})).toEqual({
      ok: false,
      error: 'You must provide either animationLink or animationData',
    });
    expect(resolveAnimation({ animationLink: '  ' })).toEqual({
      ok: false,
      error: animationMessages.sourceRequired,
    });
  });

  it('refuses a speed of 0 or less, with the exact message', () => {
    for (const speed of [0, -1, Number.NaN])
      expect(resolveAnimation({ animationLink: '/a.json', speed })).toEqual({
        ok: false,
        error: 'Speed must be greater than 0',
      });
  });

  it('fills the defaults: 100% by 100%, speed 1, delay 0, forward, transparent, scale 1, vector', () => {
    const check = resolveAnimation({ animationData: { v: '5.7.0' } });
    expect(check).toEqual({
      ok: true,
      warnings: [],
      animation: {
        source: { data: { v: '5.7.0' } },
        loop: true,
        autoplay: true,
        width: '100%',
        height: '100%',
        speed: 1,
        delay: 0,
        direction: 'forward',
        paused: false,
        pauseOnHover: false,
        playOnHover: false,
        transparent: true,
        scale: 1,
        renderer: 'svg',
      },
    });
  });

  it('logs pausing combined with a hover behaviour and drops the hover behaviour', () => {
    const check = resolveAnimation({ animationLink: '/a.json', paused: true, playOnHover: true, width: 120 });
    expect(check.ok && check.warnings).toEqual([animationMessages.pauseWithHover]);
    expect(check.ok && check.animation.playOnHover).toBe(false);
    expect(check.ok && check.animation.width).toBe('120px');
  });

  it('does not move by itself when motion is reduced, paused or waiting for a hover', () => {
    const check = resolveAnimation({ animationLink: '/a.json' });
    if (!check.ok) throw new Error('expected ok');
    expect(startsPlaying(check.animation, false)).toBe(true);
    expect(startsPlaying(check.animation, true)).toBe(false);
    expect(startsPlaying({ ...check.animation, playOnHover: true }, false)).toBe(false);
    expect(lottieDirection('reverse')).toBe(-1);
    expect(lottieDirection('alternate')).toBe(1);
  });
});
