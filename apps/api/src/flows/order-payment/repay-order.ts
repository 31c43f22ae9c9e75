// repay-order (payment/re-pay): a new attempt for the member's own order while it is 待付款 or 付款失敗
// and not expired. Open attempts that were never claimed are given up first (an old return can no longer
// be confirmed); one being captured is not, and the one-in-flight index then refuses the new one (409),
// so two re-pays at once never charge twice (docs/decisions/052-order-payment-state-machine.md).
import { canRepayOrder, checkoutErrorMessages, orderErrorMessages, type PayMethod } from '@shop/core';
import { ApiError, ErrorCode } from '../../errors.ts';
import {
  abandonOpenAttempts,
  memberOrder,
  type OrderDeps,
  orderLines,
  reopenForPayment,
} from '../../modules/checkout/index.ts';
import { instalmentRefusal } from '../place-order/orderable.ts';
import { startPayment } from '../start-payment.ts';

export async function repayOrder(
  deps: OrderDeps,
  memberId: number,
  orderId: number,
  prime?: string,
  instalment?: number,
) {
  const order = await memberOrder(deps, memberId, orderId);
  if (!canRepayOrder(order, deps.now()))
    throw new ApiError(409, ErrorCode.conflict, orderErrorMessages.orderNotRepayable);
  if (!deps.offered.has(order.pay_method as PayMethod)) {
    const message = checkoutErrorMessages.paymentProviderNotConfigured;
    throw new ApiError(422, ErrorCode.validationFailed, message, { pay_method: [message] });
  }
  const instalmentError = instalmentRefusal(order.pay_method, instalment, deps.instalments ?? []);
  if (instalmentError)
    throw new ApiError(422, ErrorCode.validationFailed, instalmentError, { instalment: [instalmentError] });
  await abandonOpenAttempts(deps, orderId);
  await reopenForPayment(deps, orderId);
  return startPayment(deps, order, await orderLines(deps, orderId), prime, null, instalment);
}
