// Return requests as the member and the shop see them. Making one and answering one move the order too,
// so they are flows (flows/request-return/); this module keeps the requests themselves.
import type { ReturnRequestView } from '@shop/contracts';
import type { ReturnRequestState } from '@shop/core';
import type { Database } from '@shop/db';
import * as repository from './returns.repository.ts';

export type { ReturnRequestRow } from './returns.repository.ts';

/** Private folder under the uploads (never served at /upload/{name}): DATA_DIR/uploads/returns. */
export const RETURN_PHOTOS_FOLDER = 'returns';

export function viewOf(row: repository.ReturnRequestRow): ReturnRequestView {
  return {
    return_id: row.return_id,
    state: row.state,
    reason: row.reason,
    photo_count: row.photos.length,
    reply: row.reply,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}

/** The order's return request as its member sees it; null when none was made. */
export async function returnRequestOf(db: Database, orderId: number): Promise<ReturnRequestView | null> {
  const row = await repository.findByOrder(db, orderId);
  return row ? viewOf(row) : null;
}

export function findReturnRequest(db: Database, orderId: number) {
  return repository.findByOrder(db, orderId);
}

/** Writes the request in the caller's transaction; null when the order has one already. */
export function insertReturnRequest(
  db: Database,
  row: { ordermain_id: number; member_id: number; reason: string; photos: string[]; created_at: Date },
) {
  return repository.insertRequest(db, row);
}

export const RETURN_LIST_MAX = 100;

/**
 * The back-office list: newest first, optionally one state, keyset paged (`before`: the last return_id
 * of the previous page). Rows carry the stored photo file names (DATA_DIR/uploads/returns/{name}).
 */
export function listReturnRequests(
  db: Database,
  filter: { state?: ReturnRequestState; before?: number; limit?: number } = {},
) {
  return repository.listRequests(db, {
    state: filter.state,
    before: filter.before,
    limit: Math.min(Math.max(filter.limit ?? 50, 1), RETURN_LIST_MAX),
  });
}

/** Sets the shop's answer on a waiting request (caller's transaction); null when not waiting. */
export function answerReturnRequestRow(
  db: Database,
  returnId: number,
  answer: { state: 'accepted' | 'declined'; reply: string; answered_at: Date },
) {
  return repository.answerRequest(db, returnId, answer);
}
