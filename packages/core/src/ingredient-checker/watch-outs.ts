// The flags and notes of the checker, and the lookup of an ingredient in its reference table (reference.ts),
// keyed by ingredientKey of the INCI name, the Chinese name and each alias
// (docs/decisions/050-ingredient-checker.md).
import { ingredientKey } from './parse.ts';
import { INGREDIENT_REFERENCE, type ReferenceIngredient } from './reference.ts';

export const INGREDIENT_FLAGS = [
  'fragrance',
  'alcohol',
  'essential_oil',
  'comedogenic',
  'preservative',
  'pregnancy',
  'strong_active',
] as const;
export type IngredientFlag = (typeof INGREDIENT_FLAGS)[number];

/** Flags the summary reports as good news when no entry carries them. */
export const INGREDIENT_GOOD_NEWS_FLAGS = [
  'fragrance',
  'alcohol',
  'essential_oil',
  'comedogenic',
] as const satisfies readonly IngredientFlag[];

/** A finer remark on one entry, worded in the message catalogue. */
export const INGREDIENT_NOTES = [
  'low_concern_preservative',
  'formaldehyde_releaser',
  'isothiazolinone',
  'paraben',
  'fatty_alcohol',
  'high_strength',
  'common_base',
] as const;
export type IngredientNote = (typeof INGREDIENT_NOTES)[number];

/** A reference row as the checker reads it (see reference.ts). */
export type WatchOut = ReferenceIngredient;

/** The checker's reference table: every known ingredient, flagged or not (reference.ts). */
export const WATCH_OUTS: readonly WatchOut[] = INGREDIENT_REFERENCE;

const BY_KEY: ReadonlyMap<string, WatchOut> = new Map(
  WATCH_OUTS.flatMap((entry) =>
    [entry.inci, entry.zh, ...(entry.aliases ?? [])].map((name) => [ingredientKey(name), entry]),
  ),
);

/** Genera whose oils (not seed oils, which are pressed carrier oils) are essential oils. */
const ESSENTIAL_OIL_GENERA =
  /^(?:lavandula|citrus|mentha|melaleuca|eucalyptus|rosmarinus|pelargonium|cymbopogon|cananga|santalum|salvia|juniperus|origanum|thymus|cinnamomum|cupressus|boswellia|ocimum|pogostemon|rosa damascena|anthemis|chamomilla)\b/;

function essentialOilByName(key: string): boolean {
  return ESSENTIAL_OIL_GENERA.test(key) && /\boil$/.test(key) && !/\bseed oil$/.test(key);
}

/** The reference row of an ingredient, by name; an essential oil found by its genus has no table row. */
export function watchOutOf(name: string): (Pick<WatchOut, 'flags' | 'note'> & { fn?: string }) | null {
  const key = ingredientKey(name);
  const entry = BY_KEY.get(key);
  if (entry) return entry;
  return essentialOilByName(key) ? { flags: ['essential_oil'] } : null;
}
