// Reading a pasted ingredient list (member-area-and-tools.md §2.9; docs/decisions/050-ingredient-checker.md).

/** At most this many entries are checked; a longer list is refused (422). */
export const INGREDIENT_LIST_MAX_ENTRIES = 120;
/** At most this many characters are read; a longer text is refused (422). */
export const INGREDIENT_TEXT_MAX_CHARS = 5000;

/** Commas of either width, 、, semicolons and new lines; a comma between digits (1,2-Hexanediol) stays. */
const SEPARATOR = /(?<!\d)[,，]|[,，](?!\d)|[、;；\r\n]/;
/** A heading before the list: 'Ingredients:', 'INCI:', '成分：', '全成分：', '成分表：'. */
const HEADING = /^(?:ingredients?|inci|全?成分表?)\s*[:：]\s*/i;
/** Numbering before an entry: '1.', '2)', '(3)', '4、'. */
const NUMBERING = /^\(?\d{1,3}[.)．）]\s*(?=\D)/;

/** The entries of a pasted list, in order, trimmed; empties, headings and numbering dropped. */
export function parseIngredientList(text: string): string[] {
  const entries: string[] = [];
  for (const part of text.split(SEPARATOR)) {
    const entry = part
      .replace(/\s+/g, ' ')
      .trim()
      .replace(HEADING, '')
      .replace(NUMBERING, '')
      .replace(/[。]+$/, '')
      .trim();
    if (entry !== '') entries.push(entry);
  }
  return entries;
}

/**
 * The key an ingredient is looked up by: full-width folded, lower-case, without parenthesised common
 * names ('Cocos Nucifera (Coconut) Oil'), marks ('*') or a closing full stop, spaces collapsed.
 */
export function ingredientKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.+$/, '')
    .trim();
}
