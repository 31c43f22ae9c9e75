// The routine finder's questionnaire (member-area-and-tools.md §2.8, §4 "Routine finder"): the spec shows
// neither questions nor options; ours are in docs/decisions/049-routine-finder.md.

export const ROUTINE_SKIN_TYPES = ['dry', 'oily', 'combination', 'sensitive', 'normal'] as const;
export const ROUTINE_CONCERNS = [
  'acne',
  'pores',
  'dullness',
  'wrinkles',
  'dryness',
  'redness',
  'oiliness',
] as const;
export const ROUTINE_AGES = ['under25', '25to34', '35to44', '45plus'] as const;
export const ROUTINE_STEP_COUNTS = ['3', '5'] as const;
export const ROUTINE_SUN = ['indoor', 'commute', 'outdoor'] as const;
export const ROUTINE_ACTIVES = ['used', 'new', 'avoid'] as const;
/** At most this many concerns; the first chosen weighs most. */
export const ROUTINE_MAX_CONCERNS = 3;

export type RoutineSkinType = (typeof ROUTINE_SKIN_TYPES)[number];
export type RoutineConcern = (typeof ROUTINE_CONCERNS)[number];
export type RoutineAge = (typeof ROUTINE_AGES)[number];
export type RoutineStepCount = (typeof ROUTINE_STEP_COUNTS)[number];
export type RoutineSun = (typeof ROUTINE_SUN)[number];
export type RoutineActives = (typeof ROUTINE_ACTIVES)[number];

/** One finished questionnaire. */
export interface RoutineAnswers {
  skin_type: RoutineSkinType;
  concerns: RoutineConcern[];
  age: RoutineAge;
  steps: RoutineStepCount;
  sun: RoutineSun;
  actives: RoutineActives;
}

/** The questions in the order they are asked. */
export const ROUTINE_QUESTIONS = [
  { key: 'skin_type', options: ROUTINE_SKIN_TYPES, multiple: false },
  { key: 'concerns', options: ROUTINE_CONCERNS, multiple: true },
  { key: 'age', options: ROUTINE_AGES, multiple: false },
  { key: 'sun', options: ROUTINE_SUN, multiple: false },
  { key: 'actives', options: ROUTINE_ACTIVES, multiple: false },
  { key: 'steps', options: ROUTINE_STEP_COUNTS, multiple: false },
] as const;
export type RoutineQuestionKey = (typeof ROUTINE_QUESTIONS)[number]['key'];
