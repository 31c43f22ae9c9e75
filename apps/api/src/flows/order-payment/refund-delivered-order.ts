// refund-delivered-order: a full refund of an order whose goods reached the shopper (delivered, completed
// or return requested), made by staff in the back office. The machine's `refund` and the give-back of
// what the order took share one transaction (with the caller's audit row); then every captured attempt
// goes back through its provider's refund call and the e-invoice is voided. An order not yet shipped is
// refunded by cancelling it (cancel-order.ts), which does the same after its own transition.
import { orderErrorMessages, orderStatusName } from '@shop/core';
import { ApiError, ErrorCode } from '../../errors.ts';
import {
  type AlsoInTransaction,
  type OrderDeps,
  refundAndRelease,
  voidInvoiceOfRefunded,
} from '../../modules/checkout/index.ts';
import { type FlowStep, runFlow } from '../flow.ts';
import { refundOrder } from './refund-order.ts';

interface Refunding {
  deps: OrderDeps;
  orderId: number;
  alsoInTransaction?: AlsoInTransaction | undefined;
  status?: number;
  refunded: boolean;
}

// No undo: once the order is refunded the money must go back; a provider's refusal is recorded as
// refund_failed on the attempt (refund-order.ts) and answered 502 for staff to follow up.
const steps: FlowStep<Refunding>[] = [
  {
    name: 'move the order to refunded and give back what it took',
    async run(c) {
      const row = await refundAndRelease(c.deps, c.orderId, c.alsoInTransaction);
      if (!row) throw new ApiError(409, ErrorCode.conflict, orderErrorMessages.orderNotCancellable);
      c.status = row.ordermain_status;
    },
  },
  {
    name: 'refund the captures through their providers',
    async run(c) {
      c.refunded = await refundOrder(c.deps, c.orderId);
    },
  },
  {
    name: 'void the invoice',
    async run(c) {
      await voidInvoiceOfRefunded(c.deps, c.orderId);
    },
  },
];

export async function refundDeliveredOrder(
  deps: OrderDeps,
  orderId: number,
  alsoInTransaction?: AlsoInTransaction,
) {
  const { status, refunded } = await runFlow(
    'refund-delivered-order',
    steps,
    { deps, orderId, refunded: false, alsoInTransaction },
    deps.log,
  );
  return {
    ordermain_id: orderId,
    ordermain_status: status ?? 0,
    status_name: orderStatusName(status ?? 0) ?? '',
    refunded,
  };
}
