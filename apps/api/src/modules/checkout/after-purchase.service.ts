// After buying (issue 23): the order transitions of a return request, for the request-return flows.
import type { Database } from '@shop/db';
import { declineReturnRow, requestReturnRow } from './after-purchase.repository.ts';

/** `requestReturn` in the caller's transaction; null when the order is not returnable now. */
export function moveToReturnRequested(tx: Database, memberId: number, orderId: number, now: Date) {
  return requestReturnRow(tx, memberId, orderId, now);
}

/** `declineReturn` in the caller's transaction; null when the order is not waiting on a return. */
export function moveBackFromReturn(tx: Database, orderId: number, now: Date) {
  return declineReturnRow(tx, orderId, now);
}
