// The routine finder (member-area-and-tools.md §2.8, §4 "Routine finder", §7 "Skin analyzer and routines"):
// saving a finished questionnaire (log-routine-finder3), one of the member's results and their list. The
// spec shows no bodies or answers; these shapes are ours (docs/decisions/049-routine-finder.md). Binding a
// guest's result is bind-customer-routine-finder in tracking-calls.ts.
import {
  routineFinderMessages as m,
  ROUTINE_ACTIVES,
  ROUTINE_AGES,
  ROUTINE_CONCERNS,
  ROUTINE_FINDER_CODE_MAX_LENGTH,
  ROUTINE_MAX_CONCERNS,
  ROUTINE_SKIN_TYPES,
  ROUTINE_STEP_COUNTS,
  ROUTINE_STEPS,
  ROUTINE_SUN,
} from '@shop/core';
import { z } from 'zod';
import { ListProduct } from './catalogue.ts';
import { callsOf } from './define-call.ts';

/** The answers of the questionnaire; the page validates with it too. */
export const RoutineAnswersBody = z.strictObject({
  skin_type: z.enum(ROUTINE_SKIN_TYPES, { error: m.skinTypeRequired }),
  concerns: z
    .array(z.enum(ROUTINE_CONCERNS, { error: m.concernsRequired }), { error: m.concernsRequired })
    .min(1, { error: m.concernsRequired })
    .max(ROUTINE_MAX_CONCERNS, { error: m.concernsTooMany })
    .refine((list) => new Set(list).size === list.length, { error: m.concernsRequired }),
  age: z.enum(ROUTINE_AGES, { error: m.ageRequired }),
  steps: z.enum(ROUTINE_STEP_COUNTS, { error: m.stepsRequired }),
  sun: z.enum(ROUTINE_SUN, { error: m.sunRequired }),
  actives: z.enum(ROUTINE_ACTIVES, { error: m.activesRequired }),
});
export type RoutineAnswersBody = z.infer<typeof RoutineAnswersBody>;

/** One step of a routine: the product (as a list card) and why it was picked. */
export const RoutineResultStep = z.object({
  step: z.enum(ROUTINE_STEPS),
  /** null when the product is no longer shown. */
  product: ListProduct.nullable(),
  explanation: z.string(),
});
export type RoutineResultStep = z.infer<typeof RoutineResultStep>;

export const RoutineResult = z.object({
  code: z.string(),
  answers: RoutineAnswersBody,
  steps: z.array(RoutineResultStep),
  /** Whether the result belongs to the caller (a member's result is saved at once). */
  saved: z.boolean(),
  created_at: z.string(),
});
export type RoutineResult = z.infer<typeof RoutineResult>;

export const RoutineResultAnswer = z.object({ code: z.string(), result: RoutineResult });
export type RoutineResultAnswer = z.infer<typeof RoutineResultAnswer>;

/** One row of the history list. */
export const RoutineHistoryItem = z.object({
  code: z.string(),
  skin_type: z.enum(ROUTINE_SKIN_TYPES),
  concerns: z.array(z.enum(ROUTINE_CONCERNS)),
  step_count: z.number().int(),
  created_at: z.string(),
});
export type RoutineHistoryItem = z.infer<typeof RoutineHistoryItem>;
export const RoutineHistoryAnswer = z.object({ results: z.array(RoutineHistoryItem) });
export type RoutineHistoryAnswer = z.infer<typeof RoutineHistoryAnswer>;

export const RoutineCodeParam = z.object({ code: z.string().max(ROUTINE_FINDER_CODE_MAX_LENGTH) });

const routineCall = callsOf('routine-finder');

export const routineFinderCalls = {
  save: routineCall({
    method: 'POST',
    route: 'log-routine-finder3',
    summary:
      "Save a finished routine-finder questionnaire and answer the routine; a member's is theirs at once",
    body: RoutineAnswersBody,
    answer: RoutineResultAnswer,
    errors: [422],
    auth: 'optional',
    perCaller: true,
  }),
  result: routineCall({
    method: 'GET',
    route: 'customer-routine-finder/:code',
    summary: "One of the member's routine-finder results",
    params: RoutineCodeParam,
    answer: RoutineResultAnswer,
    errors: [401, 404, 422],
    auth: 'required',
    perCaller: true,
  }),
  history: routineCall({
    method: 'GET',
    route: 'customer-routine-finder-history-list',
    summary: "The member's routine-finder results, newest first",
    answer: RoutineHistoryAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
};
