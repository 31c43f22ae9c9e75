// 申請退貨 (issue 23; member-area §9: one return request per order, within 14 days of shipment): the
// member's request with its reason and up to three photos, and how the order detail shows it.
import { RETURN_PHOTOS_MAX, RETURN_REASON_MAX_LENGTH, RETURN_REQUEST_STATES } from '@shop/core';
import { z } from 'zod';
import { IdParam } from './common.ts';
import { callsOf } from './define-call.ts';

export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photo kinds a return request accepts; the bytes must match (magic numbers) and are re-encoded. */
export const RETURN_PHOTO_TYPES = ['jpg', 'png', 'webp'] as const;

/** The text field of the multipart call; photos go as files (any field name). */
export const ReturnRequestFields = z
  .object({ reason: z.string().trim().min(1).max(RETURN_REASON_MAX_LENGTH) })
  .strict();
export type ReturnRequestFields = z.input<typeof ReturnRequestFields>;

/** A return request as the order detail shows it to its member. */
export const ReturnRequestView = z.object({
  return_id: z.number().int(),
  state: z.enum(RETURN_REQUEST_STATES),
  reason: z.string(),
  photo_count: z.number().int().min(0).max(RETURN_PHOTOS_MAX),
  reply: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type ReturnRequestView = z.infer<typeof ReturnRequestView>;

export const ReturnRequestAnswer = z.object({
  ordermain_id: z.number().int(),
  ordermain_status: z.number().int(),
  status_name: z.string(),
  return_request: ReturnRequestView,
});
export type ReturnRequestAnswer = z.infer<typeof ReturnRequestAnswer>;

const returnCall = callsOf('returns');

export const returnCalls = {
  requestReturn: returnCall({
    method: 'POST',
    route: 'orders/:id/return-request',
    summary: `Ask to return one of the member's shipped orders within 14 days (multipart: reason and up to ${RETURN_PHOTOS_MAX} ${RETURN_PHOTO_TYPES.join('/')} photos); once per order`,
    params: IdParam,
    body: ReturnRequestFields,
    multipart: true,
    answer: ReturnRequestAnswer,
    status: 201,
    errors: [404, 409, 413, 415, 422],
    auth: 'required',
  }),
};
