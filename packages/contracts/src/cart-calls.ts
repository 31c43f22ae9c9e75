import type { z } from 'zod';
import type { CallDefinition } from './calls.ts';
import {
  BindTempCartAnswer,
  CartSummaryAnswer,
  CartSummaryBody,
  DeleteTempCartAnswer,
  TempCartAnswer,
  UpdateTempCartAnswer,
  UpdateTempCartBody,
} from './cart.ts';

/** A cart call: a CallDefinition plus the body schema of PUT/POST calls. */
export interface CartCallDefinition<Params, Answer extends z.ZodType, Body extends z.ZodType | undefined>
  extends CallDefinition<Params, Answer> {
  body: Body;
}

function defineCartCall<
  Answer extends z.ZodType,
  Params = void,
  Body extends z.ZodType | undefined = undefined,
>(call: CartCallDefinition<Params, Answer, Body>): CartCallDefinition<Params, Answer, Body> {
  return call;
}

const fixed = (path: string) => () => path;

/** The temporary cart and the cart summary (storefront.md §7.5; decisions.md 'Cart summary'). */
export const cartCalls = {
  /** Guests (by X-Visit-ID) and members; sent on every add to the main cart. */
  updateTempCart: defineCartCall({
    method: 'PUT',
    route: 'update-temp-cart',
    path: fixed('update-temp-cart'),
    body: UpdateTempCartBody,
    answer: UpdateTempCartAnswer,
    auth: 'optional',
  }),
  getTempCart: defineCartCall({
    method: 'POST',
    route: 'get-temp-cart',
    path: fixed('get-temp-cart'),
    body: undefined,
    answer: TempCartAnswer,
    auth: 'required',
  }),
  /** Sent on remove from the main cart. */
  deleteTempCart: defineCartCall({
    method: 'DELETE',
    route: 'delete-temp-cart',
    path: ({ productIds }: { productIds: number[] }) =>
      `delete-temp-cart?${productIds.map((p) => `product_ids[]=${p}`).join('&')}`,
    body: undefined,
    answer: DeleteTempCartAnswer,
    auth: 'required',
  }),
  /** After login: the guest cart of the request's X-Visit-ID joins the member's. */
  bindTempCart: defineCartCall({
    method: 'PUT',
    route: 'update-temp-cart-bind-member',
    path: fixed('update-temp-cart-bind-member'),
    body: undefined,
    answer: BindTempCartAnswer,
    auth: 'required',
  }),
  /** The priced cart state of §3 for the browser carts given (the preview and the order use it). */
  cartSummary: defineCartCall({
    method: 'POST',
    route: 'get-cart-summary',
    path: fixed('get-cart-summary'),
    body: CartSummaryBody,
    answer: CartSummaryAnswer,
    auth: 'optional',
  }),
} as const;
