// cancel-order: the member cancels before shipment. The machine's `cancel`, the give-back of what the order
// took and the abandon of its open attempts share one transaction; then the shipment step ends, a paid
// order's capture is refunded and its invoice voided. An attempt being captured while the cancel commits
// is not waited for: its own last step finds the order cancelled and refunds the capture
// (docs/decisions/052-order-payment-state-machine.md).
import { orderErrorMessages, orderStatusName } from '@shop/core';
import { ApiError, ErrorCode } from '../../errors.ts';
import {
  type AlsoInTransaction,
  cancelAndRelease,
  memberOrder,
  type OrderDeps,
  settleShipmentOfCancelled,
  voidInvoiceOfCancelled,
} from '../../modules/checkout/index.ts';
import { type FlowStep, runFlow } from '../flow.ts';
import { refundOrder } from './refund-order.ts';

interface Cancelling {
  deps: OrderDeps;
  orderId: number;
  alsoInTransaction?: AlsoInTransaction | undefined;
  cancelled?: NonNullable<Awaited<ReturnType<typeof cancelAndRelease>>>;
  refunded: boolean;
}

// None of these has an undo: a cancel, once committed, is final; a later failure is reported, not reversed.
const steps: FlowStep<Cancelling>[] = [
  {
    name: 'cancel the order and give back what it took',
    async run(c) {
      const row = await cancelAndRelease(c.deps, c.orderId, c.alsoInTransaction);
      if (!row) throw new ApiError(409, ErrorCode.conflict, orderErrorMessages.orderNotCancellable);
      c.cancelled = row;
    },
  },
  {
    name: 'end the shipment step',
    run: (c) => settleShipmentOfCancelled(c.deps, c.orderId),
  },
  {
    name: 'refund a paid order',
    async run(c) {
      // Only an order that had been paid holds a capture of its own; a capture that lost the race to this
      // cancel is refunded by the confirm that made it.
      if (c.cancelled?.paid_at) c.refunded = await refundOrder(c.deps, c.orderId);
    },
  },
  {
    name: 'void the invoice',
    async run(c) {
      await voidInvoiceOfCancelled(c.deps, c.orderId);
    },
  },
];

export async function cancelOrder(deps: OrderDeps, memberId: number, orderId: number) {
  await memberOrder(deps, memberId, orderId);
  return cancelAnyOrder(deps, orderId);
}

/**
 * The same flow for any order (the back office checks who may): `alsoInTransaction` is written in the
 * cancel's own transaction (the staff audit row).
 */
export async function cancelAnyOrder(
  deps: OrderDeps,
  orderId: number,
  alsoInTransaction?: AlsoInTransaction,
) {
  const { cancelled, refunded } = await runFlow(
    'cancel-order',
    steps,
    { deps, orderId, refunded: false, alsoInTransaction },
    deps.log,
  );
  const status = cancelled?.ordermain_status ?? 0;
  return {
    ordermain_id: orderId,
    ordermain_status: status,
    status_name: orderStatusName(status) ?? '',
    refunded,
  };
}
