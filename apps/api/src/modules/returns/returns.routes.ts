import fastifyMultipart from '@fastify/multipart';
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_TYPES, returnCalls } from '@shop/contracts';
import { RETURN_PHOTOS_MAX } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { requestReturn } from '../../flows/request-return/request-return.flow.ts';
import { registerCall } from '../../lib/register-call.ts';
import { multipartOptions, readMultipart } from '../../lib/uploads.ts';
import { memberIdOf } from '../sessions/index.ts';

/** Longest text field in bytes: 500 CJK characters of UTF-8 and some room. */
const MAX_FIELD_BYTES = 4 * 1024;

/** 申請退貨 (issue 23): the member's return request for one of their shipped orders. */
export const returnRoutes: FastifyPluginAsync<{ now?: (() => Date) | undefined }> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  await app.register(fastifyMultipart, {
    ...multipartOptions({
      // One more than allowed, so a fourth photo is answered 422 with the reason beside it, not 413.
      maxFiles: RETURN_PHOTOS_MAX + 1,
      maxFileBytes: RETURN_PHOTO_MAX_BYTES,
      maxFieldBytes: MAX_FIELD_BYTES,
      maxFields: 4,
    }),
  });
  registerCall(app, returnCalls.requestReturn, async (request, reply) => {
    const memberId = memberIdOf(request);
    const body = await readMultipart(request, RETURN_PHOTO_TYPES);
    const answer = await requestReturn({ db, now }, memberId, request.params.id, body);
    return reply.code(201).send(answer);
  });
};
