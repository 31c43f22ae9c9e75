import fastifyMultipart from '@fastify/multipart';
import { ingredientCheckerCalls } from '@shop/contracts';
import { readSetting } from '@shop/contracts/settings';
import { ingredientCheckerMessages as m, OCR_PHOTO_MAX_BYTES, OCR_RETRY_AFTER_SECONDS } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { multipartOptions } from '../../lib/uploads.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as service from './ingredient-checker.service.ts';
import { readIngredientPhoto } from './ocr.service.ts';
import { createOcrPool, OcrBusyError, type OcrPool } from './ocr-pool.ts';

export interface IngredientCheckerRoutesOptions {
  now?: () => Date;
  /** The OCR pool; by default one of OCR_WORKERS workers, closed with the app. */
  ocr?: OcrPool;
}

/** The OCR pool the settings describe. */
export function ocrPoolFromSettings(): OcrPool {
  return createOcrPool({
    workers: Number(readSetting('OCR_WORKERS') ?? 1),
    queueMax: Number(readSetting('OCR_QUEUE_MAX') ?? 4),
  });
}

/** The ingredient checker (member-area-and-tools.md §2.9, §7): photo, checking, sharing, saved reports. */
export const ingredientCheckerRoutes: FastifyPluginAsync<IngredientCheckerRoutesOptions> = async (
  app,
  opts,
) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  const ocr = opts.ocr ?? ocrPoolFromSettings();
  if (!opts.ocr) app.addHook('onClose', () => ocr.close());
  await app.register(fastifyMultipart, {
    ...multipartOptions({
      maxFiles: 1,
      maxFileBytes: OCR_PHOTO_MAX_BYTES,
      maxFieldBytes: 1024,
      maxFields: 4,
    }),
  });
  registerCalls(app, ingredientCheckerCalls, {
    ocr: async (request, reply) => {
      try {
        return await readIngredientPhoto(db, ocr, request);
      } catch (error) {
        if (!(error instanceof OcrBusyError)) throw error;
        return reply
          .code(503)
          .header('retry-after', String(OCR_RETRY_AFTER_SECONDS))
          .send({ message: m.photoBusy, code: 'OCR_BUSY' });
      }
    },
    query: (request) => service.queryIngredients(db, request.body.text),
    report: (request) => service.saveReport(db, request.memberId, request.body.text, now()),
    shared: (request) => service.sharedReport(db, request.params.code),
    history: (request) => service.memberHistory(db, memberIdOf(request)),
    memberReport: (request) => service.memberReport(db, memberIdOf(request), request.params.code),
  });
};
