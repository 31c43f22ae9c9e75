// Cash-on-pickup parcels nobody collected: UNCOLLECTED_PICKUP_DAYS after the order was placed and still
// not collected, the machine's `returnUncollected` ends it (取貨付款・未取貨) and gives its stock back.
// Runs in every process on an interval; the transition is conditional, so two runs end an order once.
import { UNCOLLECTED_PICKUP_DAYS } from '@shop/core';
import type { FastifyInstance } from 'fastify';
import type { OrderEventDeps } from './order-events.ts';
import { returnUncollected, uncollectedSince } from './order-lifecycle.service.ts';

const MS_PER_DAY = 86_400_000;
/** Orders handled per run. */
export const UNCOLLECTED_BATCH_SIZE = 100;
export const UNCOLLECTED_INTERVAL_MS = 3_600_000;

/** Answers how many parcels this run returned. */
export async function returnUncollectedPickups(deps: Pick<OrderEventDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - UNCOLLECTED_PICKUP_DAYS * MS_PER_DAY);
  let returned = 0;
  for (const orderId of await uncollectedSince(deps, before, UNCOLLECTED_BATCH_SIZE))
    if (await returnUncollected(deps, orderId)) returned++;
  return returned;
}

export function scheduleUncollectedPickups(
  app: FastifyInstance,
  deps: Pick<OrderEventDeps, 'db' | 'now'>,
  intervalMs: number = UNCOLLECTED_INTERVAL_MS,
): void {
  app.jobs.every({
    queue: 'uncollected-pickups',
    name: 'returning uncollected cash-on-pickup parcels',
    intervalMs,
    run: async () => {
      const count = await returnUncollectedPickups(deps);
      if (count) app.log.warn({ count }, 'uncollected cash-on-pickup parcels returned, stock given back');
    },
  });
}
