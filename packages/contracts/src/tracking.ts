import { ROUTINE_FINDER_CODE_MAX_LENGTH } from '@shop/core';
import { z } from 'zod';

const RecordId = z.coerce.number().int().positive();

/** POST bind-customer-routine-finder {code} (storefront.md §7.8). */
export const BindRoutineFinderBody = z.strictObject({
  code: z.string().trim().min(1).max(ROUTINE_FINDER_CODE_MAX_LENGTH),
});
export type BindRoutineFinderBody = z.infer<typeof BindRoutineFinderBody>;

/** The 2025-09 routine record a guest made, bound on the next start with a token ({id}, §7.8). */
export const BindRoutine202509Body = z.strictObject({ id: RecordId });
export type BindRoutine202509Body = z.infer<typeof BindRoutine202509Body>;

/** PUT update-utm/{utm_id} (§7.9). */
export const UtmIdParam = z.object({ utm_id: RecordId });
export type UtmIdParam = z.infer<typeof UtmIdParam>;
