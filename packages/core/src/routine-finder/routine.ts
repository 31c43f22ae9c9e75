import type { RoutineAnswers, RoutineConcern, RoutineSkinType } from './questions.ts';

/** The steps of a routine, in the order they are applied. */
export const ROUTINE_STEPS = ['cleanse', 'tone', 'treat', 'moisturise', 'protect'] as const;
export type RoutineStep = (typeof ROUTINE_STEPS)[number];

/** The catalogue's product types (category paths) each routine step picks from. */
export const ROUTINE_STEP_OF_CATEGORY: Readonly<Record<string, RoutineStep>> = {
  'face-care/cleanser': 'cleanse',
  'face-care/toner': 'tone',
  'face-care/serum': 'treat',
  'face-care/moisturizer': 'moisturise',
  'face-care/sunscreen': 'protect',
};
/** The short routine: cleanse, moisturise and the daytime sunscreen. */
const SHORT_STEPS: readonly RoutineStep[] = ['cleanse', 'moisturise', 'protect'];

/** One product the finder may pick: a face-care product with the step its product type stands for. */
export interface RoutineCandidate {
  p_id: number;
  step: RoutineStep;
  series: string;
  /** The product's tags (its search keywords). */
  tags: readonly string[];
  in_stock: boolean;
}

/** Why a product was picked: the answers it fits, for the explanation shown beside it. */
export interface RoutinePick {
  step: RoutineStep;
  p_id: number;
  /** The skin type fits the product (its tags or series name it). */
  skin_fit: boolean;
  /** The concerns it addresses, in the member's order. */
  concerns: RoutineConcern[];
}

const CONCERN_TAGS: Record<RoutineConcern, readonly string[]> = {
  acne: ['痘痘', '粉刺', '抗痘', '痘痘肌'],
  pores: ['毛孔'],
  dullness: ['亮白', '暗沉', '維他命C', '斑點', '淡斑'],
  wrinkles: ['抗老', '細紋', '緊緻', 'A醇', '胜肽'],
  dryness: ['保濕', '乾燥', '滋潤', '滋養', '乾燥肌'],
  redness: ['舒緩', '泛紅', '敏感肌'],
  oiliness: ['控油', '清爽'],
};

const SKIN_TAGS: Record<RoutineSkinType, { fit: readonly string[]; clash: readonly string[] }> = {
  dry: { fit: ['乾性肌', '乾燥肌', '滋潤', '滋養', '保濕'], clash: ['油性肌', '控油'] },
  oily: { fit: ['油性肌', '控油', '清爽'], clash: ['乾性肌', '乾燥肌', '滋潤', '滋養'] },
  combination: { fit: ['混合肌', '平衡', '清爽'], clash: ['乾性肌', '滋養'] },
  sensitive: { fit: ['敏感肌', '舒緩', '物理防曬', '溫和'], clash: ['控油', '高濃度'] },
  normal: { fit: ['保濕', '修護'], clash: [] },
};

/** Strong actives: left out for a skin that reacts to them. */
const STRONG_ACTIVES = ['A醇', '果酸', '水楊酸', '杜鵑花酸', '高濃度'];
/** Actives a first-timer starts without. */
const FIRST_TIME_AVOID = ['A醇', '果酸', '高濃度'];
/** Not for a daily face routine: minis, sets and spot treatments. */
const NOT_ROUTINE = ['旅行瓶', '旅行組', '禮盒', '局部', '身體乳'];

const hasAny = (tags: readonly string[], words: readonly string[]) => words.some((w) => tags.includes(w));

/** The steps of the routine the answers ask for. */
export function routineSteps(answers: Pick<RoutineAnswers, 'steps'>): readonly RoutineStep[] {
  return answers.steps === '3' ? SHORT_STEPS : ROUTINE_STEPS;
}

function allowed(answers: RoutineAnswers, tags: readonly string[]): boolean {
  if (hasAny(tags, NOT_ROUTINE)) return false;
  if (answers.actives === 'avoid' && hasAny(tags, STRONG_ACTIVES)) return false;
  if (answers.actives === 'new' && hasAny(tags, FIRST_TIME_AVOID)) return false;
  // Under 25, no retinol: the shop's advice is to start it from the late twenties.
  if (answers.age === 'under25' && tags.includes('A醇')) return false;
  return true;
}

function scoreOf(answers: RoutineAnswers, candidate: RoutineCandidate) {
  const skin = SKIN_TAGS[answers.skin_type];
  const skinFit = hasAny(candidate.tags, skin.fit);
  let score = skinFit ? 3 : 0;
  if (hasAny(candidate.tags, skin.clash)) score -= 4;
  const concerns = answers.concerns.filter((concern) => hasAny(candidate.tags, CONCERN_TAGS[concern]));
  for (const concern of concerns) score += 3 - answers.concerns.indexOf(concern) * 0.5;
  if ((answers.age === '35to44' || answers.age === '45plus') && candidate.tags.includes('抗老')) score += 1;
  if (candidate.step === 'protect') {
    const spf50 = candidate.tags.includes('SPF50');
    if (answers.sun === 'outdoor' && spf50) score += 3;
    if (answers.sun === 'indoor' && !spf50) score += 1;
  }
  return { score, skinFit, concerns };
}

/**
 * The routine for a finished questionnaire: for each step the in-stock product of that step that fits
 * the answers best (skin type, concerns in the member's order, age, sun, how actives agree with the skin);
 * equal scores go to the lower product number, so the same answers and catalogue give the same routine.
 * A product listed under two steps is picked once; a step with no fitting product is left out.
 */
export function routineFor(answers: RoutineAnswers, catalogue: readonly RoutineCandidate[]): RoutinePick[] {
  const picks: RoutinePick[] = [];
  const picked = new Set<number>();
  for (const step of routineSteps(answers)) {
    let best: (RoutinePick & { score: number }) | null = null;
    for (const candidate of catalogue) {
      if (candidate.step !== step || !candidate.in_stock || picked.has(candidate.p_id)) continue;
      if (!allowed(answers, candidate.tags)) continue;
      const { score, skinFit, concerns } = scoreOf(answers, candidate);
      if (!best || score > best.score || (score === best.score && candidate.p_id < best.p_id)) {
        best = { step, p_id: candidate.p_id, skin_fit: skinFit, concerns, score };
      }
    }
    if (!best) continue;
    picked.add(best.p_id);
    picks.push({ step: best.step, p_id: best.p_id, skin_fit: best.skin_fit, concerns: best.concerns });
  }
  return picks;
}
