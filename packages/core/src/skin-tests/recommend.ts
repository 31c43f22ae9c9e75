// From an analysis to the routine finder's picker (routine-finder/routine.ts): the analyzer's selections
// and scores become a finder's answers, and its picks become step groups (docs/decisions/065).
import type { RoutineAnswers, RoutineConcern } from '../routine-finder/questions.ts';
import {
  type RoutineCandidate,
  type RoutinePick,
  type RoutineStep,
  routineFor,
} from '../routine-finder/routine.ts';
import type { WidgetSkinType } from './constants.ts';

const FINDER_CONCERN_OF_WIDGET: Readonly<Record<string, RoutineConcern>> = {
  dryness: 'dryness',
  proneToRedness: 'redness',
  wrinkles: 'wrinkles',
  enlargedPores: 'pores',
  dullness: 'dullness',
  darkSpots: 'dullness',
  lossOfFirmness: 'wrinkles',
};
/** Findings that point at a concern when the shopper named none (the lowest scores first). */
const FINDER_CONCERN_OF_FINDING: Readonly<Record<string, RoutineConcern>> = {
  redness: 'redness',
  acne: 'acne',
  pore: 'pores',
  poreDilation: 'pores',
  skinShine: 'oiliness',
  dullSkin: 'dullness',
  unevenSkinTone: 'dullness',
  melasma: 'dullness',
  wrinkles: 'wrinkles',
  skinFirmness: 'wrinkles',
  smoothness: 'dryness',
};
const MAX_CONCERNS = 3;

export interface AnalysisInput {
  skin_type?: WidgetSkinType;
  skin_concerns: readonly string[];
  findings: readonly { name: string; value: number }[];
}

function ageOf(findings: AnalysisInput['findings']): RoutineAnswers['age'] {
  const age = findings.find((f) => f.name === 'skinAge')?.value;
  if (age === undefined) return '25to34';
  if (age < 25) return 'under25';
  if (age < 35) return '25to34';
  if (age < 45) return '35to44';
  return '45plus';
}

/**
 * The routine finder's answers for an analysis: its skin type (normal when not given), the named
 * concerns in their order, else those of the lowest-scoring findings; the skin age as the age; 5 steps.
 */
export function analysisAnswers(input: AnalysisInput): RoutineAnswers {
  const named = input.skin_concerns.flatMap((c) =>
    Object.hasOwn(FINDER_CONCERN_OF_WIDGET, c) ? [FINDER_CONCERN_OF_WIDGET[c]!] : [],
  );
  const scored = [...input.findings]
    .filter((f) => Object.hasOwn(FINDER_CONCERN_OF_FINDING, f.name))
    .sort((a, b) => a.value - b.value)
    .map((f) => FINDER_CONCERN_OF_FINDING[f.name]!);
  const concerns = [...new Set(named.length > 0 ? named : scored)].slice(0, MAX_CONCERNS);
  return {
    skin_type: input.skin_type ?? 'normal',
    concerns,
    age: ageOf(input.findings),
    steps: '5',
    sun: 'commute',
    actives: 'used',
  };
}

/** The step groups of §3: basic steps numbered 1–3, the two advanced-only ones with step 0. */
export const ANALYZER_STEP_GROUPS: readonly { key: RoutineStep; step: number; advanced: number }[] = [
  { key: 'cleanse', step: 1, advanced: 1 },
  { key: 'tone', step: 0, advanced: 2 },
  { key: 'treat', step: 0, advanced: 3 },
  { key: 'moisturise', step: 2, advanced: 4 },
  { key: 'protect', step: 3, advanced: 5 },
];

/** The analyzer's 5-step routine, as step groups of product ids (a step with no product is left out). */
export function analyzerRoutine(
  answers: RoutineAnswers,
  catalogue: readonly RoutineCandidate[],
): { step: number; step_key: RoutineStep; p_ids: number[] }[] {
  const picks = routineFor({ ...answers, steps: '5' }, catalogue);
  return ANALYZER_STEP_GROUPS.flatMap((group) => {
    const pick = picks.find((p) => p.step === group.key);
    return pick ? [{ step: group.step, step_key: group.key, p_ids: [pick.p_id] }] : [];
  });
}

/** Tags of an exfoliating product (the campaign's 去角質 section). */
const EXFOLIANT_TAGS = ['去角質', '煥膚', '果酸', '水楊酸', '杏仁酸'];

/**
 * The campaign's products: an exfoliant first (section 去角質), then up to two serums, for the first
 * and the second concern (section 精華). Fewer when the catalogue has none that fit.
 */
export function campaignProducts(answers: RoutineAnswers, catalogue: readonly RoutineCandidate[]): number[] {
  const exfoliants = catalogue
    .filter((c) => EXFOLIANT_TAGS.some((tag) => c.tags.includes(tag)))
    .map((c) => ({ ...c, step: 'cleanse' as const }));
  const chosen: number[] = [];
  const first = (list: RoutinePick[], step: RoutineStep) => list.find((p) => p.step === step)?.p_id;
  const exfoliant = first(routineFor({ ...answers, steps: '3' }, exfoliants), 'cleanse');
  if (exfoliant !== undefined) chosen.push(exfoliant);
  const concernsInTurn = answers.concerns.length > 0 ? answers.concerns.slice(0, 2) : [];
  const rounds = concernsInTurn.length > 0 ? concernsInTurn.map((c) => [c]) : [[]];
  for (const concerns of rounds) {
    const serums = catalogue.filter((c) => c.step === 'treat' && !chosen.includes(c.p_id));
    const serum = first(routineFor({ ...answers, concerns, steps: '5' }, serums), 'treat');
    if (serum !== undefined) chosen.push(serum);
  }
  return chosen;
}
