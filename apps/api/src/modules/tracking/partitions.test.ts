import { describe, expect, it } from 'vitest';
import { monthOf, monthOfPartition, partitionName, planPartitions } from './partitions.ts';

const at = (iso: string) => new Date(iso);

describe('partition naming', () => {
  it('names a partition after the UTC month it holds', () => {
    expect(partitionName('tracking_events', monthOf(at('2026-11-28T02:00:00Z')))).toBe(
      'tracking_events_p202611',
    );
    expect(partitionName('line_shopping_events', monthOf(at('2027-01-01T00:00:00Z')))).toBe(
      'line_shopping_events_p202701',
    );
    // 23:30 on 31 December in UTC is already January in Taipei; the partition goes by UTC.
    expect(partitionName('tracking_events', monthOf(at('2026-12-31T23:30:00Z')))).toBe(
      'tracking_events_p202612',
    );
  });

  it('reads the month back, and nothing from names that are not ours', () => {
    const month = monthOf(at('2026-02-10T00:00:00Z'));
    expect(monthOfPartition('tracking_events', 'tracking_events_p202602')).toBe(month);
    expect(monthOfPartition('tracking_events', 'tracking_events_p202613')).toBeNull();
    expect(monthOfPartition('tracking_events', 'line_shopping_events_p202602')).toBeNull();
    expect(monthOfPartition('tracking_events', 'tracking_events_archive')).toBeNull();
  });
});

describe('partition plan', () => {
  it('makes the current month and two ahead, with month bounds, across a year end', () => {
    const plan = planPartitions('tracking_events', [], at('2026-11-28T02:00:00Z'), 13);
    expect(plan.create).toEqual([
      { name: 'tracking_events_p202611', from: at('2026-11-01T00:00:00Z'), to: at('2026-12-01T00:00:00Z') },
      { name: 'tracking_events_p202612', from: at('2026-12-01T00:00:00Z'), to: at('2027-01-01T00:00:00Z') },
      { name: 'tracking_events_p202701', from: at('2027-01-01T00:00:00Z'), to: at('2027-02-01T00:00:00Z') },
    ]);
    expect(plan.drop).toEqual([]);
  });

  it('leaves existing partitions and drops only whole months past the retention', () => {
    const existing = [
      'tracking_events_p202510',
      'tracking_events_p202511',
      'tracking_events_p202611',
      'tracking_events_p202612',
      'tracking_events_legacy',
    ];
    // Retention 13 in November 2026 keeps November 2025 to November 2026.
    const plan = planPartitions('tracking_events', existing, at('2026-11-28T02:00:00Z'), 13);
    expect(plan.create.map((p) => p.name)).toEqual(['tracking_events_p202701']);
    expect(plan.drop).toEqual(['tracking_events_p202510']);
    expect(planPartitions('tracking_events', existing, at('2026-11-28T02:00:00Z'), 1).drop).toEqual([
      'tracking_events_p202510',
      'tracking_events_p202511',
    ]);
  });
});
