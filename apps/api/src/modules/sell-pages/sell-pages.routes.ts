import fastifyMultipart from '@fastify/multipart';
import {
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  catalogueCalls,
  StoreCommentFields,
} from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseFields } from '../../lib/fields.ts';
import { registerCalls } from '../../lib/register-call.ts';
import { multipartOptions, readMultipart } from '../../lib/uploads.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as comments from './comments.service.ts';
import { getSellActivities, getSellPage } from './sell-pages.service.ts';

const COMMENT_IMAGE_KINDS = ['jpg', 'png', 'webp'] as const;

/**
 * The memory key of a product page, from the raw id of the path: '15' and '015' are the same page (IdParam
 * reads both as 15), so a comment drops every spelling at once. Anything else is not kept.
 */
export function sellPageKey(id: unknown): string | null {
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? `sell-page:${Number(id)}` : null;
}

/** Product pages: the page, its active offers and its comments (storefront.md §7.4). */
export const sellPageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  await app.register(fastifyMultipart, {
    ...multipartOptions({
      maxFiles: COMMENT_MAX_IMAGES,
      maxFileBytes: COMMENT_IMAGE_MAX_BYTES,
      maxFieldBytes: COMMENT_MAX_LENGTH * 4,
      maxFields: 4,
    }),
  });
  const {
    sellPage,
    sellActivities,
    comments: memberComments,
    allowedComments,
    storeComment,
  } = catalogueCalls;
  registerCalls(
    app,
    { sellPage, sellActivities, memberComments, allowedComments, storeComment },
    {
      // The page and its offers from the read replica when there is one; comments from the primary.
      sellPage: async (request) => ({ sellPage: await getSellPage(app.catalogueDb, request.params.id) }),
      sellActivities: async (request) => ({
        activities: await getSellActivities(app.catalogueDb, request.params.id),
      }),
      memberComments: (request) =>
        comments.listMemberComments(
          db,
          request.params.id,
          memberIdOf(request),
          request.query.page,
          request.query.per_page,
        ),
      allowedComments: (request) =>
        comments.listAllowedComments(db, request.params.id, request.query.page, request.query.per_page),
      storeComment: async (request, reply) => {
        const memberId = memberIdOf(request);
        // Refuse a non-buyer before reading the upload.
        await comments.assertMayComment(db, request.params.id, memberId);
        const body = await readMultipart(request, COMMENT_IMAGE_KINDS);
        const fields = parseFields(StoreCommentFields, body.fields);
        const answer = await comments.storeComment(db, request.params.id, memberId, fields, body.files);
        const key = sellPageKey(String(request.params.id));
        if (key !== null) app.answerCache.drop(key);
        return reply.code(201).send(answer);
      },
    },
    { sellPage: { answerKey: (request) => sellPageKey((request.params as { id?: unknown }).id) } },
  );
};
