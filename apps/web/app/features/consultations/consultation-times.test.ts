import { describe, expect, it } from 'vitest';
import {
  bookingWhen,
  dayChipLabel,
  hasPickableSlot,
  initialDay,
  isPickable,
  slotDate,
  slotTime,
} from './consultation-times';

const full = { starts_at: '2026-11-26T02:00:00.000Z', remaining: 0 };
const open = { starts_at: '2026-11-26T03:00:00.000Z', remaining: 2 };
const days = [
  { date: '2026-11-26', slots: [full] },
  { date: '2026-11-27', slots: [{ starts_at: '2026-11-27T02:00:00.000Z', remaining: 1 }] },
];

describe('consultation times', () => {
  it('writes the Taipei wall clock', () => {
    expect(bookingWhen('2026-11-26T02:00:00.000Z')).toBe('2026-11-26 10:00');
    expect(slotTime('2026-11-26T11:00:00Z')).toBe('19:00');
    // 17:00 UTC is already the next day in Taipei.
    expect(slotDate('2026-11-25T17:00:00Z')).toBe('2026-11-26');
  });

  it('labels a day chip with its weekday in Chinese', () => {
    expect(dayChipLabel('2026-11-26')).toEqual({ monthDay: '11/26', weekday: '週四' });
    expect(dayChipLabel('2026-12-06')).toEqual({ monthDay: '12/6', weekday: '週日' });
  });

  it('lets the booking being changed keep its own full slot', () => {
    expect(isPickable(full, null)).toBe(false);
    expect(isPickable(open, null)).toBe(true);
    expect(isPickable(full, '2026-11-26T10:00:00+08:00')).toBe(true);
    expect(hasPickableSlot([days[0]!], null)).toBe(false);
    expect(hasPickableSlot([days[0]!], full.starts_at)).toBe(true);
  });

  it('opens on the first day with a seat, or on the booking’s own day', () => {
    expect(initialDay(days, null)).toBe('2026-11-27');
    expect(initialDay(days, full.starts_at)).toBe('2026-11-26');
    expect(initialDay([], null)).toBeNull();
  });
});
