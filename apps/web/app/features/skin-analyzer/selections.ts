// The analyzer's widget selections (member-area-and-tools.md §3 'Widget selections') and what is sent
// from them (§7 'save record': skin_type letter, concerns as q1/q2, with core's skin-test constants), and
// the selections a selfie's findings give.
import { concernQuestions, SKIN_TYPE_LETTER } from '@shop/core';
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
  return {
    skin_type: SKIN_TYPE_LETTER[selections.skin_type] ?? SKIN_TYPE_LETTER.normal,
    ...concernQuestions(selections.skin_concerns),
    selections,
  };
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
