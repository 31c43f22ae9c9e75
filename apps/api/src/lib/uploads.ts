import { randomUUID } from 'node:crypto';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { catalogueApiMessages, UPLOAD_IMAGE_MAX_PIXELS } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError, ErrorCode } from '../errors.ts';
import { objectStorage } from '../integrations/storage/index.ts';

// Multipart uploads: limits, type checks by magic bytes, storage under a generated name.

/** The kinds of file an upload may be, by the extension file-type detects from the bytes. */
export const FILE_KINDS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Longest text field, in bytes. */
  maxFieldBytes: number;
  maxFields: number;
}

/** @fastify/multipart settings for one route plugin: past a limit the request fails with 413. */
export function multipartOptions(limits: UploadLimits): FastifyMultipartOptions {
  return {
    throwFileSizeLimit: true,
    limits: {
      files: limits.maxFiles,
      fileSize: limits.maxFileBytes,
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
      parts: limits.maxFiles + limits.maxFields,
    },
  };
}

export interface UploadedFile {
  fieldname: string;
  /** The name the sender gave, for people only; never used as a path. */
  filename: string;
  kind: FileKind;
  mimeType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export function payloadTooLarge(message = 'The upload is too large'): ApiError {
  return new ApiError(413, ErrorCode.payloadTooLarge, message);
}

function unsupportedType(filename: string, allowed: readonly FileKind[]): ApiError {
  return new ApiError(
    415,
    ErrorCode.unsupportedMediaType,
    `${filename} is not one of: ${allowed.join(', ')}`,
    {
      files: [`Only ${allowed.join(', ')} files are accepted`],
    },
  );
}

/**
 * Reads every part of a multipart request: text fields (last value wins) and files, each checked by its
 * bytes. A file whose bytes are not one of `allowed` fails with 415, whatever its name says.
 */
export async function readMultipart(
  request: FastifyRequest,
  allowed: readonly FileKind[],
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new ApiError(415, ErrorCode.unsupportedMediaType, 'Send this call as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw payloadTooLarge(`The field ${part.fieldname} is too long`);
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) continue;
    const detected = await fileTypeFromBuffer(bytes);
    const kind = detected?.ext as FileKind | undefined;
    if (!kind || !allowed.includes(kind)) throw unsupportedType(part.filename, allowed);
    files.push(
      await reencodeImage({
        fieldname: part.fieldname,
        filename: part.filename,
        kind,
        mimeType: FILE_KINDS[kind],
        bytes,
      }),
    );
  }
  return { fields, files };
}

const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'webp', 'gif'];
const MEGAPIXEL = 1_000_000;

/**
 * An accepted image re-encoded to WebP with its metadata (GPS, camera) dropped: whatever else the file
 * carried (HTML after the image data, a second format) is gone. Past UPLOAD_IMAGE_MAX_PIXELS, or when
 * the bytes cannot be decoded, 422 — the header is read before any pixel is decoded.
 */
export async function reencodeImage(file: UploadedFile): Promise<UploadedFile> {
  if (!IMAGE_KINDS.includes(file.kind)) return file;
  const problem = await imageHeaderProblem(file.bytes, UPLOAD_IMAGE_MAX_PIXELS);
  if (problem) throw imageError(problem);
  const bytes = await sharp(file.bytes, {
    limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS,
    animated: file.kind === 'gif',
  })
    .rotate()
    .webp()
    .toBuffer()
    .catch(() => {
      throw imageError(catalogueApiMessages.imageUnreadable);
    });
  return { ...file, kind: 'webp', mimeType: FILE_KINDS.webp, bytes };
}

/**
 * What is wrong with an image by its header alone (no pixel decoded, so a small file claiming billions of
 * pixels costs nothing): unreadable, or more pixels than `maxPixels` (one frame of an animation). Null when
 * it may be decoded; sharp's own `limitInputPixels` then guards the decoding itself. Every image the API
 * takes (uploads, the ingredient checker's photo) is checked by this one function, with these messages.
 */
export async function imageHeaderProblem(bytes: Buffer, maxPixels: number): Promise<string | null> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return catalogueApiMessages.imageUnreadable;
  if (meta.width * (meta.pageHeight ?? meta.height) > maxPixels)
    return catalogueApiMessages.imageTooManyPixels(maxPixels / MEGAPIXEL);
  return null;
}

function imageError(message: string): ApiError {
  return new ApiError(422, ErrorCode.validationFailed, message, { files: [message] });
}

/** A new random file name for an upload of this kind. */
export function newUploadName(file: Pick<UploadedFile, 'kind'>): string {
  return `${randomUUID()}.${file.kind}`;
}

/**
 * Stores a checked (and re-encoded) upload under a new random name in the shop's object storage
 * (STORAGE: local folder or S3); answers that name. Public ones are served at /upload/{name}.
 */
export async function storeUpload(file: UploadedFile): Promise<string> {
  const name = newUploadName(file);
  await writeUpload(name, file);
  return name;
}

/** Stores a checked upload under `key` (`{name}` for public files, `contact/{name}` for private ones). */
export async function writeUpload(
  key: string,
  file: Pick<UploadedFile, 'bytes' | 'mimeType'>,
): Promise<void> {
  await objectStorage().put(key, file.bytes, file.mimeType);
}

/** Removes stored uploads of a request that failed (missing ones are fine). */
export async function removeUploads(keys: string[]): Promise<void> {
  await objectStorage().delete(keys);
}
