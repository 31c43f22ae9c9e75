// The ingredient checker (member-area-and-tools.md §2.9, §7 "Ingredient checker"): checking a typed list,
// saving a report to share, the shared report, and a member's saved reports. The spec shows no bodies or
// answers; these shapes are ours (docs/decisions/050-ingredient-checker.md, and 069-ingredient-ocr.md for
// reading a photo).
import {
  INGREDIENT_FLAGS,
  INGREDIENT_LIST_MAX_ENTRIES,
  INGREDIENT_NOTES,
  INGREDIENT_TEXT_MAX_CHARS,
  ingredientCheckerMessages as m,
  OCR_PHOTO_TYPES,
  parseIngredientList,
} from '@shop/core';
import { z } from 'zod';
import { callsOf } from './define-call.ts';

/** Codes are 16 base64url characters; the bound only keeps junk out of the query. */
const CODE_MAX_LENGTH = 64;

/** A pasted ingredient list; the page validates with it too. */
export const IngredientTextBody = z.strictObject({
  text: z
    .string({ error: m.textRequired })
    .max(INGREDIENT_TEXT_MAX_CHARS, { error: m.textTooLong })
    .refine((text) => parseIngredientList(text).length > 0, { error: m.textRequired })
    .refine((text) => parseIngredientList(text).length <= INGREDIENT_LIST_MAX_ENTRIES, {
      error: m.tooManyEntries,
    }),
});
export type IngredientTextBody = z.infer<typeof IngredientTextBody>;

const IngredientFlag = z.enum(INGREDIENT_FLAGS);

export const CheckedIngredient = z.object({
  name: z.string(),
  dictionary: z.object({ uid: z.string(), name: z.string() }).nullable(),
  function: z.string().nullable(),
  flags: z.array(IngredientFlag),
  note: z.enum(INGREDIENT_NOTES).nullable(),
  known: z.boolean(),
});
export type CheckedIngredient = z.infer<typeof CheckedIngredient>;

export const IngredientReport = z.object({
  entries: z.array(CheckedIngredient),
  summary: z.object({
    total: z.number().int(),
    known: z.number().int(),
    flag_counts: z.record(IngredientFlag, z.number().int()),
    free_of: z.array(IngredientFlag),
  }),
});
export type IngredientReport = z.infer<typeof IngredientReport>;

export const IngredientQueryAnswer = z.object({ report: IngredientReport });
export type IngredientQueryAnswer = z.infer<typeof IngredientQueryAnswer>;

/** A saved report: the list as typed, its report and when it was made. */
export const SavedIngredientReport = z.object({
  code: z.string(),
  text: z.string(),
  report: IngredientReport,
  created_at: z.string(),
});
export type SavedIngredientReport = z.infer<typeof SavedIngredientReport>;

export const IngredientHistoryItem = z.object({
  code: z.string(),
  total: z.number().int(),
  /** The first entries, to tell reports apart. */
  first_entries: z.array(z.string()),
  created_at: z.string(),
});
export type IngredientHistoryItem = z.infer<typeof IngredientHistoryItem>;
export const IngredientHistoryAnswer = z.object({ reports: z.array(IngredientHistoryItem) });
export type IngredientHistoryAnswer = z.infer<typeof IngredientHistoryAnswer>;

/** One entry read from a photo: as recognised, and the known ingredient name nearest to it. */
export const OcrIngredientEntry = z.object({
  read: z.string(),
  /** The nearest known name, or what was read when nothing known is near enough. */
  name: z.string(),
  matched: z.boolean(),
});
export type OcrIngredientEntry = z.infer<typeof OcrIngredientEntry>;

/** ingredient/ocr: the list read from a photo, one entry a line, for the shopper to correct. */
export const IngredientOcrAnswer = z.object({
  text: z.string(),
  entries: z.array(OcrIngredientEntry),
});
export type IngredientOcrAnswer = z.infer<typeof IngredientOcrAnswer>;

/** The multipart field that carries the photo. */
export const OCR_PHOTO_FIELD = 'photo';

export const IngredientCodeParam = z.object({ code: z.string().max(CODE_MAX_LENGTH) });

const ingredientCall = callsOf('ingredient-checker');

export const ingredientCheckerCalls = {
  query: ingredientCall({
    method: 'POST',
    route: 'ingredient/query',
    summary: 'Check a typed ingredient list: each entry against the dictionary and the watch-outs',
    body: IngredientTextBody,
    answer: IngredientQueryAnswer,
    errors: [422],
    auth: 'none',
  }),
  /** Multipart: one photo in the field `photo`; read on the server by a bounded pool of OCR workers. */
  ocr: ingredientCall({
    method: 'POST',
    route: 'ingredient/ocr',
    summary: `Read an ingredient list from a photo (multipart: one ${OCR_PHOTO_TYPES.join('/')} photo in the field \`photo\`)`,
    multipart: true,
    answer: IngredientOcrAnswer,
    errors: [413, 415, 422, 429, 503],
    auth: 'none',
  }),
  report: ingredientCall({
    method: 'POST',
    route: 'ingredient/report',
    summary: "Save a report to share under a random code; a member's goes into their history",
    body: IngredientTextBody,
    answer: SavedIngredientReport,
    errors: [422],
    auth: 'optional',
    perCaller: true,
  }),
  shared: ingredientCall({
    method: 'GET',
    route: 'ingredient/report/:code',
    summary: 'A shared report, for anyone holding its code (never who made it)',
    params: IngredientCodeParam,
    answer: SavedIngredientReport,
    errors: [404, 422],
    auth: 'none',
  }),
  history: ingredientCall({
    method: 'GET',
    route: 'get-ingredient2-history',
    summary: "The member's saved reports, newest first",
    answer: IngredientHistoryAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  memberReport: ingredientCall({
    method: 'GET',
    route: 'get-ingredient2-history/:code',
    summary: "One of the member's saved reports",
    params: IngredientCodeParam,
    answer: SavedIngredientReport,
    errors: [401, 404, 422],
    auth: 'required',
    perCaller: true,
  }),
};
