import { type IngredientOcrAnswer, OCR_PHOTO_FIELD } from '@shop/contracts';
import {
  catalogueApiMessages,
  dictionaryNames,
  INGREDIENT_LIST_MAX_ENTRIES,
  ingredientEntriesOfOcrText,
  ingredientCheckerMessages as m,
  OCR_PHOTO_LONG_EDGE,
  OCR_PHOTO_MAX_PIXELS,
  OCR_PHOTO_TYPES,
  WATCH_OUTS,
} from '@shop/core';
import type { Database } from '@shop/db';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Converter } from 'opencc-js';
import sharp from 'sharp';
import { ApiError, ErrorCode } from '../../errors.ts';
import { imageHeaderProblem } from '../../lib/uploads.ts';
import * as repository from './ingredient-checker.repository.ts';
import { nameIndexOf, nearestName } from './ingredient-match.ts';
import type { OcrPool } from './ocr-pool.ts';

// ingredient/ocr (member-area-and-tools.md §2.9, §7; docs/decisions/069-ingredient-ocr.md): the photo is
// checked by its bytes and header before any pixel is decoded, scaled down, read by the OCR pool, turned
// into Traditional characters and matched name by name to the nearest known ingredient.

/** Simplified characters (a label printed for the mainland) to Taiwan's Traditional forms, character by character. */
const toTraditional = Converter({ from: 'cn', to: 'tw' });

function photoError(status: number, code: string, message: string): ApiError {
  return new ApiError(status, code, message, { [OCR_PHOTO_FIELD]: [message] });
}

/** The photo's bytes; the multipart limits (one file, OCR_PHOTO_MAX_BYTES) are set on the route. */
export async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw photoError(415, ErrorCode.unsupportedMediaType, m.photoRequired);
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    try {
      const read = await part.toBuffer();
      if (part.fieldname === OCR_PHOTO_FIELD && read.length > 0) bytes = read;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw photoError(413, ErrorCode.payloadTooLarge, m.photoTooLarge);
      throw error;
    }
  }
  if (!bytes) throw photoError(422, ErrorCode.validationFailed, m.photoRequired);
  return bytes;
}

/**
 * The photo ready to read: its type from the magic bytes, its size from the header alone (a small file
 * can claim billions of pixels), then turned upright, scaled to OCR_PHOTO_LONG_EDGE and made grey.
 */
export async function preparePhoto(bytes: Buffer): Promise<Buffer> {
  const type = (await fileTypeFromBuffer(bytes))?.ext;
  if (!type || !(OCR_PHOTO_TYPES as readonly string[]).includes(type))
    throw photoError(415, ErrorCode.unsupportedMediaType, m.photoWrongType);
  const problem = await imageHeaderProblem(bytes, OCR_PHOTO_MAX_PIXELS);
  if (problem) throw photoError(422, ErrorCode.validationFailed, problem);
  return sharp(bytes, { limitInputPixels: OCR_PHOTO_MAX_PIXELS })
    .rotate()
    .resize({
      width: OCR_PHOTO_LONG_EDGE,
      height: OCR_PHOTO_LONG_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .greyscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch(() => {
      throw photoError(422, ErrorCode.validationFailed, catalogueApiMessages.imageUnreadable);
    });
}

/** Every name an entry may be matched to: the dictionary's and the reference table's. */
async function knownNames(db: Database): Promise<string[]> {
  const dictionary = await repository.selectDictionary(db);
  return [
    ...WATCH_OUTS.flatMap((entry) => [entry.inci, entry.zh, ...(entry.aliases ?? [])]),
    ...dictionary.flatMap(dictionaryNames),
  ];
}

/** The entries of recognised text, each with the nearest known name. */
export async function entriesOfText(db: Database, text: string): Promise<IngredientOcrAnswer> {
  const read = ingredientEntriesOfOcrText(toTraditional(text)).slice(0, INGREDIENT_LIST_MAX_ENTRIES);
  const index = nameIndexOf(await knownNames(db));
  const entries = read.map((entry) => ({ read: entry, ...nearestName(entry, index) }));
  return { text: entries.map((entry) => entry.name).join('\n'), entries };
}

/** ingredient/ocr: the list read from one photo. */
export async function readIngredientPhoto(
  db: Database,
  pool: OcrPool,
  request: FastifyRequest,
): Promise<IngredientOcrAnswer> {
  const image = await preparePhoto(await readPhoto(request));
  const text = await pool.recognize(image);
  return entriesOfText(db, text);
}
