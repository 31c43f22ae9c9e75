// The analyzer's recommended routine as §3's step groups (step, step_text, advanced_step_text,
// products[]; step 0 = advanced mode only), made by the routine finder's picking from the selections.
import { type RoutineStepGroup, type SkinTestProduct, skinTestCalls } from '@shop/contracts';
import { browserApi } from '../../lib/api.client';
import type { CvResults } from './analysis-store';
import type { Selections } from './selections';

export interface StepGroup {
  /** 1–3 in the basic routine; 0 for the steps only the advanced (5-step) routine has. */
  step: number;
  step_text: string;
  advanced_step_text: string;
  products: SkinTestProduct[];
}

/** The groups a mode shows: basic leaves out step 0. */
export function groupsFor(groups: readonly StepGroup[], advanced: boolean): StepGroup[] {
  return advanced ? [...groups] : groups.filter((group) => group.step !== 0);
}

/** Step groups as customer-routine answers them (§3 'Routine step group'). */
export function stepGroupsFromServer(groups: readonly RoutineStepGroup[]): StepGroup[] {
  return groups.map((group) => ({ ...group, products: [...group.products] }));
}

/** A data URL as the analysis_image.jpg file of the multipart body. */
function imageFile(dataUrl: string): File | null {
  const match = /^data:(image\/jpeg);base64,(.+)$/.exec(dataUrl);
  if (!match?.[2]) return null;
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new File([bytes], 'analysis_image.jpg', { type: 'image/jpeg' });
}

export interface RoutineAnswer {
  groups: StepGroup[];
  /** The member's saved record; null for a guest. */
  recordId: number | null;
  couponGranted: boolean;
}

/**
 * customer-routine (§7 'save record with file (standard)'): the selections and the findings (never the
 * photo) as multipart text fields, and the photo as analysis_image.jpg only when the member ticked to keep
 * it. A member's analysis is saved as a record; a guest's is answered and not stored. The routine comes
 * from the routine finder's picking on the server.
 */
export async function fetchRoutine(
  selections: Selections,
  results: CvResults | null,
  keepImage: boolean,
): Promise<RoutineAnswer> {
  const body = new FormData();
  const { skin_concerns, selfieSource, skin_type } = selections;
  body.append('selections', JSON.stringify({ skin_type, skin_concerns, selfieSource }));
  body.append('cvResults', JSON.stringify({ findings: results?.findings ?? [] }));
  const file = keepImage && results ? imageFile(results.image) : null;
  body.append('keep_image', file ? 'true' : 'false');
  if (file) body.append('image', file);
  const answer = await browserApi().send(skinTestCalls.customerRoutine, { body });
  return {
    groups: stepGroupsFromServer(answer.products),
    recordId: answer.record_id,
    couponGranted: answer.coupon_granted,
  };
}
