import { describe, expect, it } from 'vitest';
import { isOpen } from './scope.ts';

const at = (iso: string) => Date.parse(iso);

describe('isOpen', () => {
  it('is open from starts_at up to, not including, ends_at', () => {
    const offer = { starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-12-01T00:00:00.000Z' };
    expect(isOpen(offer, at('2026-10-31T23:59:59.999Z'))).toBe(false);
    expect(isOpen(offer, at('2026-11-01T00:00:00.000Z'))).toBe(true);
    expect(isOpen(offer, at('2026-11-30T23:59:59.999Z'))).toBe(true);
    expect(isOpen(offer, at('2026-12-01T00:00:00.000Z'))).toBe(false);
  });

  it('reads a window again when the same offer object gets other dates', () => {
    const offer = { starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-12-01T00:00:00.000Z' };
    const now = at('2026-11-15T00:00:00.000Z');
    expect(isOpen(offer, now)).toBe(true);
    offer.ends_at = '2026-11-10T00:00:00.000Z';
    expect(isOpen(offer, now)).toBe(false);
    offer.ends_at = '2026-11-20T00:00:00.000Z';
    expect(isOpen(offer, now)).toBe(true);
  });

  it('treats a missing or unreadable bound as no bound', () => {
    const now = at('2026-11-15T00:00:00.000Z');
    expect(isOpen({}, now)).toBe(true);
    expect(isOpen({ starts_at: '2026-11-16T00:00:00.000Z' }, now)).toBe(false);
    expect(isOpen({ ends_at: '2026-11-15T00:00:00.000Z' }, now)).toBe(false);
    expect(isOpen({ starts_at: 'not a date', ends_at: '2026-11-16T00:00:00.000Z' }, now)).toBe(true);
  });
});
