// The analyzer's widget selections (member-area-and-tools.md §3 'Widget selections') and what is sent
// from them (§7 'save record': skin_type letter, concerns as q1/q2), plus the routine finder's answers
// they stand for, so the recommendation reuses the routine finder's picking (docs/decisions/071).
import type { RoutineAnswers, RoutineConcern } from '@shop/core';
import type { Finding, FindingName } from './engine/metrics';

export const SKIN_TYPES = ['dry', 'sensitive', 'oily', 'combination', 'normal'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const SKIN_CONCERNS = [
  'dryness',
  'proneToRedness',
  'wrinkles',
  'enlargedPores',
  'dullness',
  'darkSpots',
  'lossOfFirmness',
] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];
export type SelfieSource = 'questions' | 'skip' | 'others';

export interface Selections {
  skin_type: SkinType;
  skin_concerns: SkinConcern[];
  selfieSource: SelfieSource;
}

/** §7: dry=A, sensitive=B, oily=C, combination=D, normal=E. */
export const SKIN_TYPE_LETTERS: Record<SkinType, 'A' | 'B' | 'C' | 'D' | 'E'> = {
  dry: 'A',
  sensitive: 'B',
  oily: 'C',
  combination: 'D',
  normal: 'E',
};

/** §7: dryness=1, proneToRedness=2, wrinkles=3, enlargedPores=4, dullness=5, darkSpots=6, lossOfFirmness=7. */
export const CONCERN_NUMBERS: Record<string, number> = {
  dryness: 1,
  proneToRedness: 2,
  wrinkles: 3,
  enlargedPores: 4,
  dullness: 5,
  darkSpots: 6,
  lossOfFirmness: 7,
};

/** The save-record body of §7: {skin_type, q1, q2, selections}. */
export interface RecordBody {
  skin_type: string;
  q1: number | null;
  q2: number | null;
  selections: Selections;
}

/**
 * §5 'Concern selection': only concerns with a number are kept, sorted ascending, the first two sent as
 * q1 and q2 (null when missing).
 */
export function recordBody(selections: Selections): RecordBody {
  const numbers = selections.skin_concerns
    .map((concern) => CONCERN_NUMBERS[concern])
    .filter((n): n is number => typeof n === 'number')
    .sort((a, b) => a - b);
  return {
    skin_type: SKIN_TYPE_LETTERS[selections.skin_type] ?? SKIN_TYPE_LETTERS.normal,
    q1: numbers[0] ?? null,
    q2: numbers[1] ?? null,
    selections,
  };
}

/** The routine finder's concern each analyzer concern stands for. */
const ROUTINE_CONCERN: Record<SkinConcern, RoutineConcern> = {
  dryness: 'dryness',
  proneToRedness: 'redness',
  wrinkles: 'wrinkles',
  enlargedPores: 'pores',
  dullness: 'dullness',
  darkSpots: 'dullness',
  lossOfFirmness: 'wrinkles',
};
/** With no concern chosen, the one the skin type suggests. */
const DEFAULT_CONCERN: Record<SkinType, RoutineConcern> = {
  dry: 'dryness',
  sensitive: 'redness',
  oily: 'oiliness',
  combination: 'oiliness',
  normal: 'dryness',
};

/**
 * The routine finder's answers for the selections: the skin type as it is, up to three concerns in the
 * shopper's order (duplicates merged), a 5-step routine (the page shows 三步驟 first), and the middle
 * answers for what the analyzer does not ask; the skin age picks the age band when there is one.
 */
export function routineAnswers(selections: Selections, skinAge: number | null): RoutineAnswers {
  const concerns = [...new Set(selections.skin_concerns.map((c) => ROUTINE_CONCERN[c]))].slice(0, 3);
  return {
    skin_type: selections.skin_type,
    concerns: concerns.length > 0 ? concerns : [DEFAULT_CONCERN[selections.skin_type]],
    age: ageBand(skinAge),
    steps: '5',
    sun: 'commute',
    actives: selections.skin_type === 'sensitive' ? 'avoid' : 'used',
  };
}

function ageBand(age: number | null): RoutineAnswers['age'] {
  if (age === null || age < 25) return age === null ? '25to34' : 'under25';
  if (age < 35) return '25to34';
  if (age < 45) return '35to44';
  return '45plus';
}

/** The analyzer concern a low score points at. */
const CONCERN_OF_FINDING: Partial<Record<FindingName, SkinConcern>> = {
  redness: 'proneToRedness',
  acne: 'proneToRedness',
  wrinkles: 'wrinkles',
  skinFirmness: 'lossOfFirmness',
  pore: 'enlargedPores',
  poreDilation: 'enlargedPores',
  dullSkin: 'dullness',
  unevenSkinTone: 'dullness',
  melasma: 'darkSpots',
  smoothness: 'dryness',
};
/** Findings scoring below this count as a concern. */
const CONCERN_BELOW = 80;

/**
 * The selections a selfie gives (selfieSource 'others'): the concerns of the lowest scores under 80,
 * worst first, and a skin type read from shine and redness (oily when shiny, combination when somewhat
 * shiny, sensitive when red, dry when rough, else normal).
 */
export function selectionsFromFindings(findings: readonly Finding[]): Selections {
  const score = (name: FindingName) => findings.find((f) => f.name === name)?.value ?? 100;
  const concerns: SkinConcern[] = [];
  for (const f of [...findings].sort((a, b) => a.value - b.value)) {
    const concern = CONCERN_OF_FINDING[f.name];
    if (concern && f.value < CONCERN_BELOW && !concerns.includes(concern)) concerns.push(concern);
  }
  let skinType: SkinType = 'normal';
  if (score('skinShine') < 50) skinType = 'oily';
  else if (score('redness') < 60) skinType = 'sensitive';
  else if (score('skinShine') < 75) skinType = 'combination';
  else if (score('smoothness') < 70) skinType = 'dry';
  return { skin_type: skinType, skin_concerns: concerns.slice(0, 3), selfieSource: 'others' };
}

/** Selections read back from storage or a form, or null when they are not the shape of §3. */
export function parseSelections(value: unknown): Selections | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!SKIN_TYPES.includes(v.skin_type as SkinType)) return null;
  if (!Array.isArray(v.skin_concerns)) return null;
  const concerns = v.skin_concerns.filter((c): c is SkinConcern => SKIN_CONCERNS.includes(c as SkinConcern));
  const source = v.selfieSource;
  if (source !== 'questions' && source !== 'skip' && source !== 'others') return null;
  return { skin_type: v.skin_type as SkinType, skin_concerns: concerns, selfieSource: source };
}
