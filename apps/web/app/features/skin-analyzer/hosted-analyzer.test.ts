import { describe, expect, it } from 'vitest';
import { widgetOutcome } from './hosted-analyzer.ts';

describe('widgetOutcome (the hosted widget’s answer, checked before use)', () => {
  const selections = { skin_type: 'oily', skin_concerns: ['enlargedPores'], selfieSource: 'others' };

  it('puts overall first, clamps values to 0–100 and drops unknown findings', () => {
    expect(
      widgetOutcome({
        selections,
        image: 'data:image/jpeg;base64,AAAA',
        findings: [
          { name: 'redness', value: 120.4, feedback: 'skin.redness.excellent' },
          { name: 'sparkle', value: 50, feedback: 'x' },
          { name: 'overall', value: 71, feedback: 'skin.overall.good' },
        ],
      }),
    ).toEqual({
      selections,
      image: 'data:image/jpeg;base64,AAAA',
      findings: [
        { name: 'overall', value: 71, feedback: 'skin.overall.good' },
        { name: 'redness', value: 100, feedback: 'skin.redness.excellent' },
      ],
    });
  });

  it('gives overall 100 when the widget sent none, and no image unless it is an image data URL', () => {
    const outcome = widgetOutcome({
      selections,
      image: 'javascript:alert(1)',
      findings: [{ name: 'pore', value: 40, feedback: 'skin.pore.ok' }],
    });
    expect(outcome?.findings[0]).toEqual({ name: 'overall', value: 100, feedback: 'skin.overall.excellent' });
    expect(outcome?.image).toBe('');
  });

  it('refuses answers without §3 selections or findings', () => {
    expect(widgetOutcome(null)).toBeNull();
    expect(widgetOutcome({ selections: { skin_type: 'x' }, findings: [] })).toBeNull();
    expect(widgetOutcome({ selections, findings: [] })).toBeNull();
  });
});
