import { describe, expect, it } from 'vitest';
import {
  BODY_TEST_QUESTIONS,
  bodyTestResult,
  CONCERN_NUMBER,
  concernQuestions,
  FINDING_LABELS,
  SKIN_TEST_COUPON_MIN_SPEND,
  SKIN_TEST_COUPON_VALUE,
  SKIN_TYPE_LETTER,
  TRIAL_PRODUCT_ID,
  type TrialClaimState,
  trialClaimRefusal,
} from './index.ts';

describe('the analyzer constants of member-area §3, §7, §9', () => {
  it('maps skin types to letters and concerns to numbers', () => {
    expect(SKIN_TYPE_LETTER).toEqual({ dry: 'A', sensitive: 'B', oily: 'C', combination: 'D', normal: 'E' });
    expect(CONCERN_NUMBER).toEqual({
      dryness: 1,
      proneToRedness: 2,
      wrinkles: 3,
      enlargedPores: 4,
      dullness: 5,
      darkSpots: 6,
      lossOfFirmness: 7,
    });
    expect(TRIAL_PRODUCT_ID).toBe(5686);
    expect([SKIN_TEST_COUPON_VALUE, SKIN_TEST_COUPON_MIN_SPEND]).toEqual([150, 650]);
    expect(FINDING_LABELS.redness).toBe('乾燥泛紅');
    expect(FINDING_LABELS.poreDilation).toBe('毛孔粗大');
  });

  it('keeps numbered concerns, sorted, the first two as q1 and q2', () => {
    expect(concernQuestions(['darkSpots', 'oiliness', 'dryness', 'wrinkles'])).toEqual({ q1: 1, q2: 3 });
    expect(concernQuestions(['lossOfFirmness'])).toEqual({ q1: 7, q2: null });
    expect(concernQuestions(['acne', 'toString'])).toEqual({ q1: null, q2: null });
  });
});

describe('the campaign trial claim, checked in the order of §5', () => {
  const ok: TrialClaimState = {
    loggedIn: true,
    tier: 99,
    canClaim: true,
    trialStock: 5,
    inSkinTestCart: false,
  };
  it('answers the first failing check with its §8 message', () => {
    expect(trialClaimRefusal({ ...ok, loggedIn: false, tier: 1, canClaim: false })).toEqual({
      message: '請先登入會員',
      goTo: '/login',
    });
    expect(trialClaimRefusal({ ...ok, tier: 0, canClaim: false, trialStock: 0 })?.message).toBe(
      '試用包僅限官網新會員領取。',
    );
    expect(trialClaimRefusal({ ...ok, canClaim: false, trialStock: 0 })?.message).toBe(
      '您已經領取過試用包。',
    );
    expect(trialClaimRefusal({ ...ok, trialStock: 0, inSkinTestCart: true })?.message).toBe('試用包已售完。');
    expect(trialClaimRefusal({ ...ok, inSkinTestCart: true })).toEqual({
      message: '試用包已在購物車內。',
      goTo: '/my_cartlist',
    });
    expect(trialClaimRefusal(ok)).toBeNull();
  });
});

describe('the body skin test', () => {
  it('asks four questions', () => {
    expect(BODY_TEST_QUESTIONS.map((q) => q.key)).toEqual(['area', 'feel', 'concern', 'season']);
  });
  it('weighs the concern most and settles ties by the list order', () => {
    expect(
      bodyTestResult({ area: 'arms_legs', feel: 'comfortable', concern: 'bumps', season: 'all_year' }),
    ).toBe('rough');
    // dry 2+1+1 = 4 beats blemish 3
    expect(bodyTestResult({ area: 'hands_feet', feel: 'tight', concern: 'acne', season: 'winter' })).toBe(
      'dry',
    );
    // blemish 3 ties dry 3 (tight 2 + winter 1): dry comes first
    expect(bodyTestResult({ area: 'whole', feel: 'tight', concern: 'acne', season: 'winter' })).toBe('dry');
    expect(bodyTestResult({ area: 'back_chest', feel: 'oily', concern: 'dullness', season: 'summer' })).toBe(
      'blemish',
    );
    expect(bodyTestResult({ area: 'whole', feel: 'comfortable', concern: 'itch', season: 'all_year' })).toBe(
      'sensitive',
    );
  });
});
