// Reading an ingredient list from a photo (member-area-and-tools.md §2.9, §7 ingredient/ocr;
// docs/decisions/069-ingredient-ocr.md): the photo's limits and how the recognised text becomes entries.
import { parseIngredientList } from './parse.ts';

/** A photo larger than this is refused (413) before it is read. */
export const OCR_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A photo of more pixels than this is refused (422) from its header, before any pixel is decoded. */
export const OCR_PHOTO_MAX_PIXELS = 40_000_000;
/** The photo is scaled down to this longest edge before it is read: enough for label print, and fast. */
export const OCR_PHOTO_LONG_EDGE = 1600;
/** What a photo may be, by its bytes (never by the name or type the browser gives). */
export const OCR_PHOTO_TYPES = ['jpg', 'png', 'webp'] as const;
/** Seconds a shopper is asked to wait before trying again when every reader is busy (503). */
export const OCR_RETRY_AFTER_SECONDS = 10;

const CJK = '\\p{Script=Han}';
/** Spaces the recogniser puts between Chinese characters ('甘 油' → '甘油'), and around CJK punctuation. */
const SPACE_IN_CJK = new RegExp(`(?<=[${CJK}、，：；（）])\\s+(?=[${CJK}、，：；（）])`, 'gu');
const HEADING = '(?:ingredients?|inci|全成分表?|成分表?)\\s*[:：]';
/** The first 'Ingredients:' / '成分：' and whatever came before it on the label (product name, volume). */
const FIRST_HEADING = new RegExp(`^[\\s\\S]*?${HEADING}`, 'i');
/** A later heading starts a second list (a bilingual label): it separates like a comma. */
const LATER_HEADING = new RegExp(HEADING, 'gi');
/** A line that ends in a hyphen was broken inside a word. */
const BROKEN_WORD = /(?<=\p{L})-\n\s*(?=\p{Ll})/gu;
const SEPARATORS = /[,，、;；]/g;

/**
 * The entries of a recognised label. When the text has commas or 、, a line break is only where the
 * label wrapped, so lines are joined before splitting; without any, each line is one entry.
 */
export function ingredientEntriesOfOcrText(text: string): string[] {
  let body = text.replace(/\r/g, '').replace(SPACE_IN_CJK, '').replace(BROKEN_WORD, '');
  body = body.replace(FIRST_HEADING, '').replace(LATER_HEADING, '、');
  const separators = body.match(SEPARATORS)?.length ?? 0;
  const lines = body.split('\n').filter((line) => line.trim() !== '').length;
  if (separators >= lines) body = body.replace(/\s*\n\s*/g, ' ').replace(SPACE_IN_CJK, '');
  return parseIngredientList(body)
    .map((entry) => entry.replace(/^[\s.·•|_~-]+|[\s.·•|_~]+$/g, ''))
    .filter((entry) => /[\p{L}\p{N}]/u.test(entry));
}
