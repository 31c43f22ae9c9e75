import fastifyMultipart from '@fastify/multipart';
import {
  AllowedCommentsAnswer,
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  CommentsQuery,
  IdParam,
  MemberCommentsAnswer,
  SellActivitiesAnswer,
  SellPageAnswer,
  StoreCommentAnswer,
  StoreCommentFields,
} from '@shop/contracts';
import { COMMENTS_CACHE_MS } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseFields } from '../../lib/fields.ts';
import { multipartOptions, readMultipart } from '../../lib/uploads.ts';
import { keptFor, publicFor } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import * as comments from './comments.service.ts';
import { getSellActivities, getSellPage } from './sell-pages.service.ts';

const tags = ['sell-pages'];
const comments600 = { cache: publicFor(COMMENTS_CACHE_MS) };
const COMMENT_IMAGE_KINDS = ['jpg', 'png', 'webp'] as const;
/** How long one process reuses a product page answer; a new comment on the page drops it at once. */
export const SELL_PAGE_MEMO_MS = 5000;

/**
 * The memory key of a product page, from the raw id of the path: '15' and '015' are the same page (IdParam
 * reads both as 15), so a comment drops every spelling at once. Anything else is not kept.
 */
export function sellPageKey(id: unknown): string | null {
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? `sell-page:${Number(id)}` : null;
}

const sellPageCache = keptFor(SELL_PAGE_MEMO_MS, (request: FastifyRequest) =>
  sellPageKey((request.params as { id?: unknown }).id),
);

/**
 * The path get-allowed-comments has in the original storefront, which joins it to the API base without a
 * slash (/front-stage/v1get-sell-pages/{id}/get-allowed-comments). Registered without a leading slash, the
 * route sits right after the prefix, so that exact path answers too.
 */
export const ALLOWED_COMMENTS_UNSLASHED = 'get-sell-pages/:id/get-allowed-comments';

/** Product pages: the page, its active offers and its comments (storefront.md §7.4). */
export const sellPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(fastifyMultipart, {
    ...multipartOptions({
      maxFiles: COMMENT_MAX_IMAGES,
      maxFileBytes: COMMENT_IMAGE_MAX_BYTES,
      maxFieldBytes: COMMENT_MAX_LENGTH * 4,
      maxFields: 4,
    }),
  });

  app.get(
    '/get-sell-pages/:id',
    {
      schema: {
        tags,
        summary: 'A product page (sell page)',
        params: IdParam,
        response: { 200: SellPageAnswer, ...errorAnswers(404, 422) },
      },
      // The product page is the busiest answer of the shop: guests get it from memory for a few seconds
      // (browsers still check again every time, storefront.md §9), serialized and validated once.
      config: { cache: sellPageCache },
    },
    async (request) => ({ sellPage: await getSellPage(db, request.params.id) }),
  );

  app.get(
    '/get-sell-pages/:id/get-activities',
    {
      schema: {
        tags,
        summary: 'Open offers involving the product of a sell page',
        params: IdParam,
        response: { 200: SellActivitiesAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ activities: await getSellActivities(db, request.params.id) }),
  );

  app.get(
    '/get-sell-pages/:id/get-comments',
    {
      schema: {
        tags,
        summary: 'Comments of a sell page, with whether the member may comment',
        security: [{ bearerAuth: [] }],
        params: IdParam,
        querystring: CommentsQuery,
        response: { 200: MemberCommentsAnswer, ...errorAnswers(401, 404, 422) },
      },
      preValidation: app.requireAuth,
      config: comments600,
    },
    async (request) =>
      comments.listMemberComments(
        db,
        request.params.id,
        request.memberId!,
        request.query.page,
        request.query.per_page,
      ),
  );

  for (const url of [`/${ALLOWED_COMMENTS_UNSLASHED}`, ALLOWED_COMMENTS_UNSLASHED]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Published comments of a sell page',
          hide: !url.startsWith('/'),
          params: IdParam,
          querystring: CommentsQuery,
          response: { 200: AllowedCommentsAnswer, ...errorAnswers(404, 422) },
        },
        config: comments600,
      },
      async (request) =>
        comments.listAllowedComments(db, request.params.id, request.query.page, request.query.per_page),
    );
  }

  app.post(
    '/get-sell-pages/:id/store-comment',
    {
      schema: {
        tags,
        summary: 'Comment on a bought product (multipart: stars, content, up to 3 images)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: IdParam,
        response: { 201: StoreCommentAnswer, ...errorAnswers(401, 403, 404, 409, 413, 415, 422) },
      },
      preValidation: app.requireAuth,
    },
    async (request, reply) => {
      const memberId = request.memberId!;
      // Refuse a non-buyer before reading the upload.
      await comments.assertMayComment(db, request.params.id, memberId);
      const body = await readMultipart(request, COMMENT_IMAGE_KINDS);
      const fields = parseFields(StoreCommentFields, body.fields);
      const answer = await comments.storeComment(db, request.params.id, memberId, fields, body.files);
      const key = sellPageKey(String(request.params.id));
      if (key !== null) app.answerCache.drop(key);
      return reply.code(201).send(answer);
    },
  );
};
