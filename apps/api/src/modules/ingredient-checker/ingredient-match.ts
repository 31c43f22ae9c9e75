import { ingredientKey } from '@shop/core';
import { distance } from 'fastest-levenshtein';

// Matching what OCR read to the nearest known ingredient name (docs/decisions/069-ingredient-ocr.md).

/** A known name by its loose key: letters and digits only, so 'Caprylic/Capric' and 'Caprylic Capric' meet. */
export interface NameIndex {
  byKey: ReadonlyMap<string, string>;
  keys: readonly string[];
}

const HAN = /\p{Script=Han}/u;
/** A Latin name may differ by one edit in this many characters (OCR's l/I/1, rn/m, c/e slips). */
const LATIN_CHARS_PER_EDIT = 5;
/** A Chinese name of at least this many characters may differ by one character. */
const HAN_MIN_CHARS_FOR_ONE_EDIT = 3;

function looseKey(name: string): string {
  return ingredientKey(name).replace(/[^\p{L}\p{N}]/gu, '');
}

export function nameIndexOf(names: Iterable<string>): NameIndex {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = looseKey(name);
    if (key !== '' && !byKey.has(key)) byKey.set(key, name);
  }
  return { byKey, keys: [...byKey.keys()] };
}

/** Edits allowed between a read entry and a known name of about its length. */
function editsAllowed(key: string): number {
  if (HAN.test(key)) return key.length >= HAN_MIN_CHARS_FOR_ONE_EDIT ? 1 : 0;
  return Math.floor(key.length / LATIN_CHARS_PER_EDIT);
}

/** The known name nearest to what was read, when it is near enough; otherwise what was read. */
export function nearestName(read: string, index: NameIndex): { name: string; matched: boolean } {
  const key = looseKey(read);
  const exact = index.byKey.get(key);
  if (exact) return { name: exact, matched: true };
  const allowed = editsAllowed(key);
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of index.keys) {
    if (Math.abs(candidate.length - key.length) >= bestDistance) continue;
    const d = distance(key, candidate);
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  const name = best === null ? undefined : index.byKey.get(best);
  return name ? { name, matched: true } : { name: read, matched: false };
}
