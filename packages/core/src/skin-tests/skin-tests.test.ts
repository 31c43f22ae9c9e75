import { describe, expect, it } from 'vitest';
import type { RoutineCandidate } from '../routine-finder/routine.ts';
import {
  analysisAnswers,
  analyzerRoutine,
  BODY_TEST_QUESTIONS,
  bodyTestResult,
  CONCERN_NUMBER,
  campaignProducts,
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

describe('from an analysis to a routine', () => {
  const c = (p_id: number, step: RoutineCandidate['step'], tags: string[]): RoutineCandidate => ({
    p_id,
    step,
    series: 's',
    tags,
    in_stock: true,
  });
  const catalogue = [
    c(1, 'cleanse', ['溫和']),
    c(2, 'tone', ['保濕']),
    c(3, 'treat', ['保濕', '乾燥肌']),
    c(4, 'treat', ['毛孔', '控油']),
    c(5, 'moisturise', ['保濕']),
    c(6, 'protect', ['SPF50']),
    c(7, 'treat', ['水楊酸', '毛孔']),
  ];

  it('takes the named concerns, else those of the lowest scores, and the skin age', () => {
    expect(
      analysisAnswers({
        skin_type: 'dry',
        skin_concerns: ['darkSpots', 'enlargedPores', 'dullness'],
        findings: [],
      }),
    ).toMatchObject({ skin_type: 'dry', concerns: ['dullness', 'pores'], age: '25to34', steps: '5' });
    expect(
      analysisAnswers({
        skin_concerns: [],
        findings: [
          { name: 'overall', value: 70 },
          { name: 'pore', value: 40 },
          { name: 'redness', value: 20 },
          { name: 'skinAge', value: 38 },
        ],
      }),
    ).toMatchObject({ skin_type: 'normal', concerns: ['redness', 'pores'], age: '35to44' });
  });

  it('numbers the basic steps 1–3 and gives the advanced-only groups step 0', () => {
    const groups = analyzerRoutine(
      analysisAnswers({ skin_type: 'dry', skin_concerns: ['dryness'], findings: [] }),
      catalogue,
    );
    expect(groups.map((g) => [g.step_key, g.step])).toEqual([
      ['cleanse', 1],
      ['tone', 0],
      ['treat', 0],
      ['moisturise', 2],
      ['protect', 3],
    ]);
    expect(groups.find((g) => g.step_key === 'treat')?.p_ids).toEqual([3]);
  });

  it('puts an exfoliant first, then a serum per concern', () => {
    const answers = analysisAnswers({
      skin_type: 'oily',
      skin_concerns: ['enlargedPores', 'dryness'],
      findings: [],
    });
    expect(campaignProducts(answers, catalogue)).toEqual([7, 4, 3]);
  });
});
