import { describe, expect, it } from 'vitest';
import type { RoutineAnswers } from './questions.ts';
import { type RoutineCandidate, type RoutineStep, routineFor } from './routine.ts';

const c = (
  p_id: number,
  step: RoutineStep,
  series: string,
  tags: string,
  in_stock = true,
): RoutineCandidate => ({
  p_id,
  step,
  series,
  tags: tags.split(','),
  in_stock,
});

// The face-care products of the demo catalogue (packages/db/seed), numbered as seeded; 33 is out of stock.
const CATALOGUE: RoutineCandidate[] = [
  c(1, 'treat', 'exfoliate', '水楊酸,BHA,粉刺,毛孔,煥膚,黑頭'),
  c(2, 'treat', 'exfoliate', '水楊酸,旅行瓶,試用,粉刺,毛孔'),
  c(4, 'tone', 'exfoliate', '杏仁酸,化妝水,溫和,煥膚,敏感肌'),
  c(5, 'moisturise', 'exfoliate', '乳糖酸,PHA,乳液,保濕,煥膚'),
  c(8, 'treat', 'clinical', 'A醇,視黃醇,抗老,細紋,精華'),
  c(9, 'treat', 'clinical', '胜肽,緊緻,彈力,抗老,精華'),
  c(10, 'treat', 'clinical', '菸鹼醯胺,維他命B3,亮白,毛孔,精華'),
  c(11, 'moisturise', 'clinical', '晚霜,抗老,修護,霜,A醇'),
  c(13, 'moisturise', 'clinical', '乳液,緊緻,胜肽,抗老,日間保養', false),
  c(15, 'treat', 'c-plus', '維他命C,VC,亮白,抗氧化,精華'),
  c(16, 'treat', 'c-plus', '維他命C,高濃度,暗沉,斑點,精華'),
  c(17, 'moisturise', 'c-plus', '乳液,維他命C,維他命E,亮白,抗氧化'),
  c(18, 'tone', 'c-plus', '化妝水,維他命C,亮白,保濕'),
  c(22, 'treat', 'boost', '菸鹼醯胺,毛孔,精華,控油,強效'),
  c(23, 'treat', 'boost', '維他命B5,泛醇,保濕,精華,玻尿酸'),
  c(24, 'treat', 'boost', '杜鵑花酸,淡斑,痘疤,泛紅,精華'),
  c(25, 'treat', 'boost', '積雪草,舒緩,精華,泛紅,修護'),
  c(26, 'treat', 'boost', '神經醯胺,修護,屏障,精華,乾燥'),
  c(27, 'treat', 'boost', '抗氧化,白藜蘆醇,綠茶,輔酶Q10,精華'),
  c(28, 'tone', 'resist-oily', '化妝水,控油,抗老,毛孔,油性肌'),
  c(29, 'treat', 'resist-oily', '精華,控油,抗老,胜肽,油性肌'),
  c(30, 'protect', 'resist-oily', '防曬,SPF50,清爽,抗老,防曬乳'),
  c(31, 'moisturise', 'resist-oily', '霜,凝霜,控油,保濕,油性肌'),
  c(33, 'cleanse', 'resist-oily', '潔面,洗面乳,凝膠,控油,清潔', false),
  c(34, 'tone', 'resist-dry', '化妝水,保濕,抗老,乾性肌'),
  c(35, 'treat', 'resist-dry', '精華,保濕,抗老,玻尿酸,乾性肌'),
  c(36, 'moisturise', 'resist-dry', '霜,乳霜,抗老,滋潤,乾性肌'),
  c(37, 'protect', 'resist-dry', '防曬,SPF30,保濕,抗老,防曬乳'),
  c(39, 'cleanse', 'resist-dry', '潔面乳,洗面乳,滋養,乾性肌,溫和'),
  c(40, 'treat', 'clear', '精華,抗痘,痘痘,粉刺,水楊酸'),
  c(41, 'tone', 'clear', '化妝水,抗痘,痘痘,調理,控油'),
  c(42, 'moisturise', 'clear', '乳液,抗痘,清爽,保濕,痘痘肌'),
  c(43, 'cleanse', 'clear', '潔面,洗面乳,抗痘,水楊酸,清潔'),
  c(44, 'treat', 'clear', '痘痘,局部,凝膠,茶樹,水楊酸'),
  c(46, 'tone', 'skin-balancing', '化妝水,控油,平衡,毛孔,混合肌'),
  c(47, 'treat', 'skin-balancing', '精華,毛孔,緊緻,控油,菸鹼醯胺'),
  c(48, 'moisturise', 'skin-balancing', '乳液,平衡,保濕,混合肌'),
  c(49, 'moisturise', 'skin-balancing', '霜,水凝霜,清爽,保濕,控油'),
  c(50, 'cleanse', 'skin-balancing', '潔面,洗面乳,平衡,控油,清潔'),
  c(51, 'protect', 'skin-balancing', '防曬,SPF50,控油,隔離,防曬乳'),
  c(52, 'tone', 'skin-recovery', '化妝水,修護,保濕,乾燥,屏障'),
  c(53, 'treat', 'skin-recovery', '精華,修護,屏障,神經醯胺,乾燥'),
  c(54, 'moisturise', 'skin-recovery', '霜,乳霜,修護,滋潤,乾燥肌'),
  c(55, 'moisturise', 'skin-recovery', '乳液,修護,保濕,屏障'),
  c(57, 'cleanse', 'skin-recovery', '潔面乳,洗面乳,溫和,修護,乾燥肌'),
  c(58, 'tone', 'calm', '化妝水,舒緩,敏感肌,保濕'),
  c(59, 'treat', 'calm', '精華,舒緩,修護,敏感肌,泛紅'),
  c(60, 'moisturise', 'calm', '乳液,舒緩,保濕,乾性肌,敏感肌'),
  c(61, 'moisturise', 'calm', '乳液,舒緩,清爽,油性肌,敏感肌'),
  c(62, 'protect', 'calm', '防曬,物理防曬,礦物防曬,SPF30,敏感肌'),
  c(64, 'treat', 'omega+complex', '精華,亞麻籽,Omega,修護,滋養'),
  c(65, 'moisturise', 'omega+complex', '霜,乳霜,Omega,滋養,修護'),
  c(66, 'tone', 'omega+complex', '化妝水,亞麻籽,修護,保濕'),
  c(67, 'moisturise', 'omega+complex', '乳液,亞麻籽,滋養,保濕'),
  c(69, 'treat', 'omega+complex', '精華油,臉部油,亞麻籽,滋養,修護'),
];

const picksOf = (answers: RoutineAnswers) => routineFor(answers, CATALOGUE).map((p) => [p.step, p.p_id]);

describe('routineFor', () => {
  it('gives oily, acne-prone skin the acne line and a high SPF for long days outside', () => {
    const answers: RoutineAnswers = {
      skin_type: 'oily',
      concerns: ['acne', 'oiliness'],
      age: 'under25',
      steps: '5',
      sun: 'outdoor',
      actives: 'used',
    };
    expect(picksOf(answers)).toEqual([
      ['cleanse', 50],
      ['tone', 41],
      ['treat', 22],
      ['moisturise', 42],
      ['protect', 30],
    ]);
  });

  it('keeps strong actives away from sensitive skin that reacts to them', () => {
    const answers: RoutineAnswers = {
      skin_type: 'sensitive',
      concerns: ['redness', 'dryness'],
      age: '25to34',
      steps: '5',
      sun: 'commute',
      actives: 'avoid',
    };
    expect(picksOf(answers)).toEqual([
      ['cleanse', 39],
      ['tone', 58],
      ['treat', 25],
      ['moisturise', 60],
      ['protect', 62],
    ]);
  });

  it('gives dry, ageing skin the rich anti-ageing line; the short routine skips toner and serum', () => {
    const answers: RoutineAnswers = {
      skin_type: 'dry',
      concerns: ['wrinkles', 'dryness'],
      age: '45plus',
      steps: '3',
      sun: 'indoor',
      actives: 'used',
    };
    expect(picksOf(answers)).toEqual([
      ['cleanse', 39],
      ['moisturise', 36],
      ['protect', 37],
    ]);
  });

  it('never picks a product out of stock, and gives the same routine every time', () => {
    const answers: RoutineAnswers = {
      skin_type: 'oily',
      concerns: ['oiliness'],
      age: '25to34',
      steps: '5',
      sun: 'commute',
      actives: 'new',
    };
    const picks = routineFor(answers, CATALOGUE);
    expect(picks.map((p) => p.p_id)).not.toContain(33);
    expect(routineFor(answers, [...CATALOGUE].reverse())).toEqual(picks);
  });

  it('leaves out strong actives for a first-timer and the young, and a step with nothing fitting', () => {
    const picks = routineFor(
      {
        skin_type: 'normal',
        concerns: ['wrinkles'],
        age: 'under25',
        steps: '5',
        sun: 'commute',
        actives: 'new',
      },
      CATALOGUE.filter((c) => c.step !== 'tone'),
    );
    expect(picks.map((p) => p.step)).toEqual(['cleanse', 'treat', 'moisturise', 'protect']);
    expect(picks.map((p) => p.p_id)).not.toContain(8);
  });

  it('picks a product listed under two steps once', () => {
    const both = [
      c(1, 'treat', 'boost', '保濕'),
      c(1, 'moisturise', 'boost', '保濕'),
      c(2, 'moisturise', 'boost', ''),
    ];
    const picks = routineFor(
      { skin_type: 'dry', concerns: ['dryness'], age: '25to34', steps: '5', sun: 'indoor', actives: 'used' },
      both,
    );
    expect(picks.map((p) => [p.step, p.p_id])).toEqual([
      ['treat', 1],
      ['moisturise', 2],
    ]);
  });

  it('tells why each product was picked', () => {
    const [cleanser] = routineFor(
      { skin_type: 'dry', concerns: ['dryness'], age: '25to34', steps: '3', sun: 'indoor', actives: 'used' },
      CATALOGUE,
    );
    expect(cleanser).toMatchObject({ step: 'cleanse', skin_fit: true, concerns: ['dryness'] });
  });
});
