// A return request answered by staff (decision 093): accepted or declined with a note the shopper reads,
// through the answer-return flow with the audit row in its transaction; accepted with `refund`, the
// order is then refunded by the staff refund (the machine's `refund`, the provider, the invoice voided),
// after the staff member's password, asked before anything changes.
import { type AnswerReturnBody, staffMessages } from '@shop/contracts/back-stage';
import { orderStatusName } from '@shop/core';
import type { z } from 'zod';
import { ApiError } from '../../errors.ts';
import type { AccountsContext } from '../../modules/accounts/index.ts';
import {
  confirmStaffPassword,
  staffErrors,
  staffReturnDetail,
  writeAudit,
} from '../../modules/back-office/index.ts';
import type { OrderDeps } from '../../modules/checkout/index.ts';
import { answerReturnRequest } from '../request-return/answer-return.flow.ts';
import { refundOrderAsStaff, type StaffActor } from './staff-order-actions.ts';

export async function staffAnswerReturn(
  deps: OrderDeps,
  accounts: AccountsContext,
  actor: StaffActor,
  returnId: number,
  body: z.output<typeof import('@shop/contracts/back-stage').AnswerReturnBody>,
) {
  if (body.refund) await confirmStaffPassword(accounts, actor.staffId, body.password ?? '');
  const before = await staffReturnDetail(deps.db, returnId);
  if (before.state !== 'requested') throw staffErrors.conflict(staffMessages.returnAnswered);
  if (body.refund && !before.can_refund) throw staffErrors.conflict(staffMessages.returnNotRefundable);
  const accepted = body.decision === 'accepted';
  let row: Awaited<ReturnType<typeof answerReturnRequest>>;
  try {
    row = await answerReturnRequest(deps, returnId, { decision: body.decision, reply: body.reply }, (tx, r) =>
      writeAudit(tx, {
        staffId: actor.staffId,
        ip: actor.ip,
        at: deps.now(),
        action: accepted ? 'return.accept' : 'return.decline',
        subjectType: 'return',
        subjectId: returnId,
        before: { state: before.state, ordermain_id: before.ordermain_id },
        after: { state: r.state, reply: r.reply, refund: body.refund },
      }),
    );
  } catch (error) {
    // Answered by someone else between the read and the conditional UPDATE.
    if (error instanceof ApiError && error.statusCode === 409)
      throw staffErrors.conflict(staffMessages.returnAnswered);
    throw error;
  }
  if (body.refund) {
    const done = await refundOrderAsStaff(deps, actor, row.ordermain_id, `退貨：${body.reply}`);
    return answerOf(returnId, row.state, row.ordermain_id, done.ordermain_status, true);
  }
  const after = await staffReturnDetail(deps.db, returnId);
  return answerOf(returnId, row.state, row.ordermain_id, after.order.ordermain_status, false);
}

function answerOf(
  returnId: number,
  state: 'requested' | 'accepted' | 'declined',
  orderId: number,
  status: number,
  refunded: boolean,
) {
  return {
    return_id: returnId,
    state,
    ordermain_id: orderId,
    ordermain_status: status,
    status_name: orderStatusName(status) ?? '',
    refunded,
  };
}

export type { AnswerReturnBody };
