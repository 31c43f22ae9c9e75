import { describe, expect, it } from 'vitest';
import {
  beforeCutoff,
  bookingStatus,
  CONSULTATION_DAYS_AHEAD,
  CONSULTATION_TIMES,
  consultationDays,
  isOfferedStart,
  taipeiInstant,
} from './slots.ts';

// Wednesday 2026-11-25, 13:30 in Taipei.
const NOW = new Date('2026-11-25T05:30:00Z');

describe('consultation slots', () => {
  it('start today two hours from now at the earliest, skip Sundays and end 14 Taipei days out', () => {
    const days = consultationDays(NOW);
    expect(days[0]?.date).toBe('2026-11-25');
    expect(days[0]?.starts.map((s) => s.toISOString())).toEqual([
      '2026-11-25T08:00:00.000Z',
      '2026-11-25T09:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
    ]);
    expect(days.map((d) => d.date)).not.toContain('2026-11-29');
    expect(days.at(-1)?.date).toBe('2026-12-08');
    expect(days).toHaveLength(CONSULTATION_DAYS_AHEAD - 2);
    expect(days[1]?.starts).toHaveLength(CONSULTATION_TIMES.length);
  });
  it('counts the day in Taipei, not in UTC', () => {
    // 23:30 on 11-25 in Taipei is still 11-25 15:30 UTC; the next slot is the 26th at 10:00.
    const days = consultationDays(new Date('2026-11-25T15:30:00Z'));
    expect(days[0]?.date).toBe('2026-11-26');
    expect(days[0]?.starts[0]?.toISOString()).toBe('2026-11-26T02:00:00.000Z');
  });
  it('offers only its own start times', () => {
    expect(isOfferedStart(taipeiInstant('2026-11-26', '10:00'), NOW)).toBe(true);
    expect(isOfferedStart(taipeiInstant('2026-11-26', '10:30'), NOW)).toBe(false);
    expect(isOfferedStart(taipeiInstant('2026-11-29', '10:00'), NOW)).toBe(false);
    expect(isOfferedStart(taipeiInstant('2026-11-25', '14:00'), NOW)).toBe(false);
    expect(isOfferedStart(taipeiInstant('2026-12-09', '10:00'), NOW)).toBe(false);
  });
  it('allows changes up to two hours before the start', () => {
    expect(beforeCutoff(taipeiInstant('2026-11-25', '15:30'), NOW)).toBe(true);
    expect(beforeCutoff(taipeiInstant('2026-11-25', '15:29'), NOW)).toBe(false);
  });
  it('calls a booked consultation held once it has started', () => {
    expect(bookingStatus('booked', new Date('2026-11-25T05:30:00Z'), NOW)).toBe('completed');
    expect(bookingStatus('booked', new Date('2026-11-25T05:31:00Z'), NOW)).toBe('booked');
    expect(bookingStatus('cancelled', new Date('2026-11-20T00:00:00Z'), NOW)).toBe('cancelled');
  });
});
