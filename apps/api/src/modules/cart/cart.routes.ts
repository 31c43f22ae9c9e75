import { cartCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { cartSummary } from './cart-summary.service.ts';
import { clearGuestCartKey, guestCartKeyFor, readGuestCartKey } from './guest-cart-key.ts';
import * as tempCart from './temp-cart.service.ts';

export interface CartRoutesOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The temporary cart and the cart summary (storefront.md §7.5; docs/decisions/039-cart-summary-cpu-per-request.md). */
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());

  registerCalls(app, cartCalls, {
    updateTempCart: (request, reply) => {
      const caller: tempCart.TempCartCaller =
        request.memberId !== null
          ? { memberId: request.memberId }
          : { memberId: null, guestKey: guestCartKeyFor(request, reply) };
      return tempCart.updateTempCart(db, caller, request.body.items, now());
    },
    getTempCart: (request) => tempCart.getTempCart(db, request.memberId as number),
    deleteTempCart: (request) => {
      const ids = [request.query['product_ids[]'] ?? [], request.query.product_ids ?? []].flat();
      return tempCart.deleteTempCart(db, request.memberId as number, ids);
    },
    bindTempCart: async (request, reply) => {
      const guestKey = readGuestCartKey(request);
      const bound = await tempCart.bindTempCart(db, request.memberId as number, guestKey, now());
      if (guestKey !== null) clearGuestCartKey(reply);
      return bound;
    },
    cartSummary: async (request) => ({
      summary: await cartSummary(db, request.body.carts, request.body.currency, request.memberId, now()),
    }),
  });
};
