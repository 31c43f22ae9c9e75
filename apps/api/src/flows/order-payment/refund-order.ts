// refund-order: every captured attempt of an order goes back through its provider's refund call (a
// cancel of a paid order). A refusal is recorded as refund_failed and logged for customer service; the
// member is answered 502 with the catalogue's wording, as before.
import { orderErrorMessages } from '@shop/core';
import { ApiError, ErrorCode } from '../../errors.ts';
import { type AttemptDeps, capturedAttemptsOf, refundCapturedAttempt } from '../../modules/checkout/index.ts';

/** Answers whether money went back; throws 502 when a provider refused a refund. */
export async function refundOrder(deps: AttemptDeps, orderId: number): Promise<boolean> {
  const captured = await capturedAttemptsOf(deps, orderId);
  let refunded = false;
  for (const paymentId of captured) {
    if ((await refundCapturedAttempt(deps, paymentId)) === 'refund_failed')
      throw new ApiError(502, ErrorCode.internal, orderErrorMessages.refundFailed);
    refunded = true;
  }
  return refunded;
}
