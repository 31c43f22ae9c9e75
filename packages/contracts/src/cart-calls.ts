import {
  BindTempCartAnswer,
  CartSummaryAnswer,
  CartSummaryBody,
  DeleteTempCartAnswer,
  DeleteTempCartQuery,
  TempCartAnswer,
  UpdateTempCartAnswer,
  UpdateTempCartBody,
} from './cart.ts';
import { callsOf } from './define-call.ts';

const cartCall = callsOf('cart');

/** The temporary cart and the cart summary (storefront.md §7.5; docs/decisions/017-temporary-cart-and-the-cart-summary-call.md). */
export const cartCalls = {
  /** Guests (by the HttpOnly guest-cart cookie it issues) and members; sent on every add to the main cart. */
  updateTempCart: cartCall({
    method: 'PUT',
    route: 'update-temp-cart',
    summary:
      "Store the products' quantities in the temporary cart: the member's, or the guest's by the guest-cart cookie (issued here)",
    body: UpdateTempCartBody,
    answer: UpdateTempCartAnswer,
    errors: [422],
    auth: 'optional',
  }),
  getTempCart: cartCall({
    method: 'POST',
    route: 'get-temp-cart',
    summary: "The member's temporary cart",
    answer: TempCartAnswer,
    errors: [401],
    auth: 'required',
  }),
  /** Sent on remove from the main cart. */
  deleteTempCart: cartCall({
    method: 'DELETE',
    route: 'delete-temp-cart',
    summary: "Remove products (product_ids[]) from the member's temporary cart",
    query: DeleteTempCartQuery,
    answer: DeleteTempCartAnswer,
    errors: [401, 422],
    auth: 'required',
  }),
  /** After login: the guest cart of the request's guest-cart cookie joins the member's. */
  bindTempCart: cartCall({
    method: 'PUT',
    route: 'update-temp-cart-bind-member',
    summary:
      "After login: the guest cart of this browser's guest-cart cookie joins the member's (larger quantity kept)",
    answer: BindTempCartAnswer,
    errors: [401],
    auth: 'required',
  }),
  /** The priced cart state of §3 for the browser carts given (the preview and the order use it). */
  cartSummary: cartCall({
    method: 'POST',
    route: 'get-cart-summary',
    summary:
      'Price the browser carts with the open promotions: the cart state of storefront.md §3 (line prices of §9)',
    body: CartSummaryBody,
    answer: CartSummaryAnswer,
    errors: [422],
    auth: 'optional',
  }),
};
