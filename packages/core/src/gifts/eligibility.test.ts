import { describe, expect, it } from 'vitest';
import { unclaimedGiftBox } from '../members/member-center.ts';
import { claimWindow, TIER_EVENT_CLAIM_DAYS, unclaimedGiftWord } from './eligibility.ts';
import { GIFT_TYPE } from './gift-zone.ts';

const open = { dt1: '2025-01-01', dt2: '2030-12-31' };
const member = (tier: number, birthday: string | null = '1988-11-05', events = [] as never[]) => ({
  tier,
  birthday,
  events,
});

describe('claimWindow', () => {
  it('opens a birthday gift in the birthday month only, once a year, until the month ends', () => {
    const gift = { gift_type: GIFT_TYPE.birthday, level_ids: [2], ...open };
    expect(claimWindow({ gift, member: member(2), today: '2026-11-24' })).toEqual({
      periodKey: 'birthday:2026',
      deadline: '2026-11-30',
    });
    expect(claimWindow({ gift, member: member(2), today: '2026-12-01' })).toBeNull();
    expect(claimWindow({ gift, member: member(2, null), today: '2026-11-24' })).toBeNull();
  });

  it('needs the gift to be for the member’s level; 99 stands on level 0', () => {
    const diamond = { gift_type: GIFT_TYPE.birthday, level_ids: [2], ...open };
    expect(claimWindow({ gift: diamond, member: member(3), today: '2026-11-02' })).toBeNull();
    const normal = { gift_type: GIFT_TYPE.birthday, level_ids: [0], ...open };
    expect(claimWindow({ gift: normal, member: member(99), today: '2026-11-02' })?.periodKey).toBe(
      'birthday:2026',
    );
  });

  it('closes outside the gift’s own dates and ends on its last day when that comes first', () => {
    const gift = { gift_type: GIFT_TYPE.monthly, level_ids: [2, 3], dt1: '2026-11-01', dt2: '2026-11-20' };
    expect(claimWindow({ gift, member: member(3), today: '2026-10-31' })).toBeNull();
    expect(claimWindow({ gift, member: member(3), today: '2026-11-21' })).toBeNull();
    expect(claimWindow({ gift, member: member(3), today: '2026-11-05' })).toEqual({
      periodKey: 'monthly:2026-11',
      deadline: '2026-11-20',
    });
  });

  it('opens an upgrade or renewal gift for 90 days after an event of its kind at the member’s level', () => {
    const upgrade = { gift_type: GIFT_TYPE.upgrade, level_ids: [1], ...open };
    const events = [
      { event_id: 7, kind: 'upgrade' as const, level_id: 1, occurred_on: '2026-11-17' },
      { event_id: 3, kind: 'renewal' as const, level_id: 1, occurred_on: '2026-11-01' },
    ];
    const gold = { tier: 1, birthday: null, events };
    expect(TIER_EVENT_CLAIM_DAYS).toBe(90);
    expect(claimWindow({ gift: upgrade, member: gold, today: '2026-11-24' })).toEqual({
      periodKey: 'upgrade:7',
      deadline: '2027-02-15',
    });
    expect(claimWindow({ gift: upgrade, member: gold, today: '2027-02-16' })).toBeNull();
    expect(claimWindow({ gift: upgrade, member: gold, today: '2026-11-16' })).toBeNull();
    const renewal = { gift_type: GIFT_TYPE.renewal, level_ids: [1], ...open };
    expect(claimWindow({ gift: renewal, member: gold, today: '2026-11-24' })?.periodKey).toBe('renewal:3');
    // An event at another level opens nothing.
    const diamond = { tier: 2, birthday: null, events };
    expect(
      claimWindow({ gift: { ...upgrade, level_ids: [2] }, member: diamond, today: '2026-11-24' }),
    ).toBeNull();
  });
});

describe('unclaimedGiftWord', () => {
  it('names each open gift once, in the gift zone order monthly, birthday, upgrade, renewal; the box appends 禮', () => {
    expect(unclaimedGiftWord([GIFT_TYPE.birthday])).toBe('生日');
    expect(unclaimedGiftBox(unclaimedGiftWord([GIFT_TYPE.birthday]))).toBe('生日禮');
    expect(unclaimedGiftWord([GIFT_TYPE.monthly, GIFT_TYPE.birthday, GIFT_TYPE.monthly])).toBe(
      '月月領、生日',
    );
    expect(unclaimedGiftBox(unclaimedGiftWord([GIFT_TYPE.birthday, GIFT_TYPE.monthly]))).toBe(
      '月月領、生日禮',
    );
    expect(unclaimedGiftBox(unclaimedGiftWord([GIFT_TYPE.renewal, GIFT_TYPE.upgrade]))).toBe(
      '升等禮、續會禮',
    );
    expect(unclaimedGiftWord([])).toBe('');
  });

  it('the monthly gift alone is 月月領, its own name, not 月月領禮', () => {
    expect(unclaimedGiftBox(unclaimedGiftWord([GIFT_TYPE.monthly]))).toBe('月月領');
  });
});
