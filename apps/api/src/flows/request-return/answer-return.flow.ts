// answer-return: the shop's answer to a return request (the back office calls it). Accepted: the order
// stays 退貨申請中 until staff refund it (refund-delivered-order.ts); declined: the machine's
// `declineReturn` puts the order back to delivered, in the same transaction as the answer.
import type { Database } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import { moveBackFromReturn } from '../../modules/checkout/index.ts';
import { answerReturnRequestRow, type ReturnRequestRow } from '../../modules/returns/index.ts';

export interface AnswerReturnInput {
  decision: 'accepted' | 'declined';
  /** What the shopper reads in the order detail. */
  reply: string;
}

/**
 * Answers a waiting request once; 409 when it is unknown or already answered. `alsoInTransaction` (the
 * back office's audit row) runs in the answer's own transaction, after the answer was written.
 */
export async function answerReturnRequest(
  deps: { db: Database; now: () => Date },
  returnId: number,
  input: AnswerReturnInput,
  alsoInTransaction?: (tx: Database, row: ReturnRequestRow) => Promise<void>,
): Promise<ReturnRequestRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await answerReturnRequestRow(tx, returnId, {
      state: input.decision,
      reply: input.reply.trim(),
      answered_at: now,
    });
    if (!row) throw new ApiError(409, ErrorCode.conflict, 'The return request is not waiting for an answer');
    if (input.decision === 'declined') await moveBackFromReturn(tx, row.ordermain_id, now);
    await alsoInTransaction?.(tx, row);
    return row;
  });
}
