// The analyzer's recommended routine as §3's step groups (step, step_text, advanced_step_text,
// products[]; step 0 = advanced mode only), made by the routine finder's picking from the selections.
import { type ListProduct, type RoutineResult, routineFinderCalls } from '@shop/contracts';
import { browserApi } from '../../lib/api.client';
import { skinAnalyzerMessages as m } from './messages';
import { routineAnswers, type Selections } from './selections';

export interface StepGroup {
  /** 1–3 in the basic routine; 0 for the steps only the advanced (5-step) routine has. */
  step: number;
  step_text: string;
  advanced_step_text: string;
  products: ListProduct[];
}

/** The basic routine's steps: cleanse, moisturise, protect. */
const BASIC = ['cleanse', 'moisturise', 'protect'];

export function stepGroupsOf(result: Pick<RoutineResult, 'steps'>): StepGroup[] {
  let basic = 0;
  return result.steps.map((step, index) => {
    const name = m.steps[step.step] ?? step.step;
    const inBasic = BASIC.includes(step.step);
    if (inBasic) basic++;
    return {
      step: inBasic ? basic : 0,
      step_text: inBasic ? m.stepLabel(basic, name) : '',
      advanced_step_text: m.stepLabel(index + 1, name),
      products: step.product ? [step.product] : [],
    };
  });
}

/** The groups a mode shows: basic leaves out step 0. */
export function groupsFor(groups: readonly StepGroup[], advanced: boolean): StepGroup[] {
  return advanced ? [...groups] : groups.filter((group) => group.step !== 0);
}

/**
 * The routine for the selections, through the routine finder's log-routine-finder3 (its picking and
 * catalogue rules; a member's result also lands in their routine history).
 */
export async function fetchRoutine(selections: Selections, skinAge: number | null): Promise<StepGroup[]> {
  const answer = await browserApi().send(routineFinderCalls.save, {
    body: routineAnswers(selections, skinAge),
  });
  return stepGroupsOf(answer.result);
}
