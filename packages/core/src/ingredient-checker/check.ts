// The ingredient checker's report (member-area-and-tools.md §2.9): each entry of the list matched against
// the shop's ingredient dictionary and the watch-out table, and a summary.
import { ingredientKey } from './parse.ts';
import {
  INGREDIENT_FLAGS,
  INGREDIENT_GOOD_NEWS_FLAGS,
  type IngredientFlag,
  type IngredientNote,
  watchOutOf,
} from './watch-outs.ts';

/** A dictionary entry as the checker needs it (table ingredients). */
export interface DictionaryIngredient {
  uid: string;
  name: string;
  /** One INCI name, or several separated by ' / ' ('Ceramide NP / AP / EOP'). */
  latin: string;
  aliases: readonly string[];
  function: string;
}

export interface CheckedIngredient {
  /** The entry as typed. */
  name: string;
  /** The dictionary page /ingredient-dictionary/{uid}, when the dictionary has it. */
  dictionary: { uid: string; name: string } | null;
  function: string | null;
  flags: IngredientFlag[];
  note: IngredientNote | null;
  /** Found in the dictionary or the reference table. */
  known: boolean;
}

export interface IngredientSummary {
  total: number;
  known: number;
  /** Entries carrying each flag. */
  flag_counts: Record<IngredientFlag, number>;
  /** Main flags no entry carries ('未偵測到香料成分'). */
  free_of: IngredientFlag[];
}

export interface IngredientReport {
  entries: CheckedIngredient[];
  summary: IngredientSummary;
}

/**
 * The names a dictionary entry is found by: its Chinese name, each INCI name and alias; in
 * 'Ceramide NP / AP / EOP' the short parts take the first part's head ('Ceramide AP').
 */
export function dictionaryNames(entry: DictionaryIngredient): string[] {
  const parts = entry.latin
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const head = parts[0]?.split(' ').slice(0, -1).join(' ') ?? '';
  const latin = parts.map((part, i) =>
    i > 0 && !part.includes(' ') && head !== '' ? `${head} ${part}` : part,
  );
  return [entry.name, ...latin, ...entry.aliases];
}

/** The report of a parsed list against the dictionary. */
export function checkIngredients(
  list: readonly string[],
  dictionary: readonly DictionaryIngredient[],
): IngredientReport {
  const byKey = new Map<string, DictionaryIngredient>();
  for (const entry of dictionary) {
    for (const name of dictionaryNames(entry)) {
      const key = ingredientKey(name);
      if (!byKey.has(key)) byKey.set(key, entry);
    }
  }
  const entries = list.map((name): CheckedIngredient => {
    const found = byKey.get(ingredientKey(name)) ?? null;
    const watch = watchOutOf(name);
    return {
      name,
      dictionary: found ? { uid: found.uid, name: found.name } : null,
      // The dictionary's own wording first; the reference table's for everything else it knows.
      function: found && found.function !== '' ? found.function : (watch?.fn ?? null),
      flags: [...(watch?.flags ?? [])],
      note: watch?.note ?? null,
      known: found !== null || watch !== null,
    };
  });
  const flag_counts = Object.fromEntries(
    INGREDIENT_FLAGS.map((flag) => [flag, entries.filter((e) => e.flags.includes(flag)).length]),
  ) as Record<IngredientFlag, number>;
  return {
    entries,
    summary: {
      total: entries.length,
      known: entries.filter((e) => e.known).length,
      flag_counts,
      free_of: INGREDIENT_GOOD_NEWS_FLAGS.filter((flag) => flag_counts[flag] === 0),
    },
  };
}
