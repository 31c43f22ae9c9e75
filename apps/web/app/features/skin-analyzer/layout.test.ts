import { describe, expect, it } from 'vitest';
import { MOBILE_BELOW_PX, SCROLL_STEP_PX, scrollEnds, scrollTarget } from './layout';

describe('the results panel layout (member-area §9)', () => {
  it('uses the spec constants', () => {
    expect(SCROLL_STEP_PX).toBe(210);
    expect(MOBILE_BELOW_PX).toBe(576);
  });

  it('moves the row 210 px a click, within its ends', () => {
    expect(scrollTarget(0, 1, 1000, 400)).toBe(210);
    expect(scrollTarget(210, 1, 1000, 400)).toBe(420);
    expect(scrollTarget(420, 1, 1000, 400)).toBe(600);
    expect(scrollTarget(600, -1, 1000, 400)).toBe(390);
    expect(scrollTarget(100, -1, 1000, 400)).toBe(0);
    expect(scrollTarget(0, 1, 300, 400)).toBe(0);
  });

  it('offers only the buttons that can move the row', () => {
    expect(scrollEnds(0, 1000, 400)).toEqual({ back: false, forward: true });
    expect(scrollEnds(300, 1000, 400)).toEqual({ back: true, forward: true });
    expect(scrollEnds(600, 1000, 400)).toEqual({ back: true, forward: false });
    expect(scrollEnds(599.5, 1000, 400)).toEqual({ back: true, forward: false });
    expect(scrollEnds(0, 400, 400)).toEqual({ back: false, forward: false });
  });
});
