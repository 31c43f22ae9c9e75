import fastifyMultipart from '@fastify/multipart';
import { CustomerRoutineFields, skinTestCalls } from '@shop/contracts';
import { FACE_TEST_IMAGE_MAX_BYTES, FACE_TEST_IMAGE_MAX_SIDE } from '@shop/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { parseFields } from '../../lib/fields.ts';
import { registerCalls } from '../../lib/register-call.ts';
import { multipartOptions, readMultipart } from '../../lib/uploads.ts';
import { memberIdOf } from '../sessions/index.ts';
import { memberBodyTests, playBodyTest } from './body-tests.service.ts';
import * as service from './skin-tests.service.ts';

const PHOTO_KINDS = ['jpg', 'png', 'webp'] as const;
/** The text fields: selections and cvResults (JSON text of at most 14 findings) and keep_image. */
const FIELD_MAX_BYTES = 16 * 1024;

/**
 * The fields and the photo of customer-routine: multipart (readMultipart checks the bytes' type and pixel
 * count and re-encodes), or a JSON body without a photo. A guest's photo is never kept, so not even read
 * into a record; a member's is scaled to FACE_TEST_IMAGE_MAX_SIDE and stored only when keep_image.
 */
async function analysisOf(request: FastifyRequest, keepable: boolean) {
  if (!request.isMultipart()) {
    return {
      fields: parseFields(CustomerRoutineFields, (request.body ?? {}) as Record<string, string>),
      image: null,
    };
  }
  const body = await readMultipart(request, PHOTO_KINDS);
  const fields = parseFields(CustomerRoutineFields, body.fields);
  const photo = body.files.find((file) => file.fieldname === 'image');
  if (!keepable || !fields.keep_image || !photo) return { fields, image: null };
  const bytes = await sharp(photo.bytes)
    .resize({
      width: FACE_TEST_IMAGE_MAX_SIDE,
      height: FACE_TEST_IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer();
  return { fields, image: { bytes } };
}

/** The skin analyzer's records and the body test (storefront.md §7.7, §7.8; member-area §7). */
export const skinTestRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  await app.register(fastifyMultipart, {
    ...multipartOptions({
      maxFiles: 1,
      maxFileBytes: FACE_TEST_IMAGE_MAX_BYTES,
      maxFieldBytes: FIELD_MAX_BYTES,
      maxFields: 3,
    }),
  });
  registerCalls(app, skinTestCalls, {
    customerRoutine: async (request) => {
      const { fields, image } = await analysisOf(request, request.memberId !== null);
      return service.saveAnalysis(db, request.memberId, fields, image, now());
    },
    coupon: (request) => service.claimSkinTestCoupon(db, memberIdOf(request), now()),
    campaignRecord: (request) => service.saveCampaignRecord(db, request.memberId, request.body, now()),
    campaignCheck: (request) => service.campaignCheck(db, memberIdOf(request)),
    faceTestRecords: (request) => service.memberFaceTests(db, memberIdOf(request), request.query.page),
    faceTestRecord: (request) => service.memberFaceTest(db, memberIdOf(request), request.params.id),
    bodyTestRecords: (request) => memberBodyTests(db, memberIdOf(request)),
    postBodyTest: (request) => playBodyTest(db, request.memberId, request.body, now()),
  });
};
