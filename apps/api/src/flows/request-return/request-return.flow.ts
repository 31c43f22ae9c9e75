// request-return (申請退貨, issue 23): one return request per order within 14 days of shipment
// (member-area §9). Steps: check the order and the fields → store the photos (undo: remove them) → in
// one transaction the machine's `requestReturn` and the request row (the unique key keeps it to one).
import type { ReturnRequestAnswer } from '@shop/contracts';
import {
  canRequestReturn,
  returnErrorMessages as m,
  orderStatusName,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_MAX_LENGTH,
  returnRequestEndsOn,
  taipeiDate,
} from '@shop/core';
import { type Database, sanitizePlainText } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import { newUploadName, removeUploads, type UploadedFile, writeUpload } from '../../lib/uploads.ts';
import { memberOrder, moveToReturnRequested } from '../../modules/checkout/index.ts';
import {
  findReturnRequest,
  insertReturnRequest,
  RETURN_PHOTOS_FOLDER,
  returnRequestView,
} from '../../modules/returns/index.ts';
import { type FlowStep, runFlow } from '../flow.ts';

export interface ReturnFlowDeps {
  db: Database;
  now: () => Date;
}

interface Requesting {
  deps: ReturnFlowDeps;
  memberId: number;
  orderId: number;
  reason: string;
  files: UploadedFile[];
  photoKeys: string[];
  answer?: ReturnRequestAnswer;
}

function conflict(message: string): ApiError {
  return new ApiError(409, ErrorCode.conflict, message);
}

function invalid(field: string, message: string): ApiError {
  return new ApiError(422, ErrorCode.validationFailed, message, { [field]: [message] });
}

/** The reason as stored: trimmed, markup stripped, within RETURN_REASON_MAX_LENGTH characters. */
function reasonOf(raw: string | undefined): string {
  const reason = sanitizePlainText((raw ?? '').trim());
  if (reason === '') throw invalid('reason', m.reasonRequired);
  if ([...reason].length > RETURN_REASON_MAX_LENGTH) throw invalid('reason', m.reasonTooLong);
  return reason;
}

const steps: FlowStep<Requesting>[] = [
  {
    name: 'check the order, the period and the request',
    async run(c) {
      // Another member's order is 404, like an unknown one.
      const order = await memberOrder(c.deps, c.memberId, c.orderId);
      if (await findReturnRequest(c.deps.db, c.orderId)) throw conflict(m.alreadyRequested);
      const now = c.deps.now();
      if (order.shipped_at && taipeiDate(now) > returnRequestEndsOn(order.shipped_at))
        throw invalid('request', m.periodOver);
      if (!canRequestReturn(order, now)) throw conflict(m.notReturnable);
      if (c.files.length > RETURN_PHOTOS_MAX) throw invalid('files', m.tooManyPhotos);
    },
  },
  {
    name: 'store the photos',
    async run(c) {
      for (const file of c.files) {
        const key = `${RETURN_PHOTOS_FOLDER}/${newUploadName(file)}`;
        await writeUpload(key, file);
        c.photoKeys.push(key);
      }
    },
    async undo(c) {
      await removeUploads(c.photoKeys);
    },
  },
  {
    name: 'move the order to return requested and write the request',
    async run(c) {
      const now = c.deps.now();
      c.answer = await c.deps.db.transaction(async (tx) => {
        const order = await moveToReturnRequested(tx, c.memberId, c.orderId, now);
        if (!order) throw conflict(m.notReturnable);
        const row = await insertReturnRequest(tx, {
          ordermain_id: c.orderId,
          member_id: c.memberId,
          reason: c.reason,
          photos: c.photoKeys,
          created_at: now,
        });
        if (!row) throw conflict(m.alreadyRequested);
        return {
          ordermain_id: order.ordermain_id,
          ordermain_status: order.ordermain_status,
          status_name: orderStatusName(order.ordermain_status) ?? '',
          return_request: returnRequestView(row),
        };
      });
    },
  },
];

/** The member's return request for one order: reason and up to RETURN_PHOTOS_MAX checked, re-encoded photos. */
export async function requestReturn(
  deps: ReturnFlowDeps,
  memberId: number,
  orderId: number,
  body: { fields: Record<string, string>; files: UploadedFile[] },
): Promise<ReturnRequestAnswer> {
  const context: Requesting = {
    deps,
    memberId,
    orderId,
    reason: '',
    files: body.files,
    photoKeys: [],
  };
  // The reason is checked before anything else is read, so a blank form never touches the order.
  context.reason = reasonOf(body.fields.reason);
  const done = await runFlow('request-return', steps, context);
  if (!done.answer) throw new Error('request-return ended without an answer');
  return done.answer;
}
