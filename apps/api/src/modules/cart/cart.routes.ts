import {
  BindTempCartAnswer,
  CartSummaryAnswer,
  CartSummaryBody,
  cartCalls,
  DeleteTempCartAnswer,
  DeleteTempCartQuery,
  TempCartAnswer,
  UpdateTempCartAnswer,
  UpdateTempCartBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import { cartSummary } from './cart-summary.service.ts';
import * as tempCart from './temp-cart.service.ts';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];

export interface CartRoutesOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The temporary cart and the cart summary (storefront.md §7.5; docs/decisions.md 'Cart summary'). */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());

  app.put(
    `/${cartCalls.updateTempCart.route}`,
    {
      schema: {
        tags,
        summary:
          "Store the products' quantities in the temporary cart: the member's, or the guest's by X-Visit-ID",
        body: UpdateTempCartBody,
        response: { 200: UpdateTempCartAnswer, ...errorAnswers(422) },
      },
    },
    async (request) => tempCart.updateTempCart(db, request, request.body.items, now()),
  );

  app.post(
    `/${cartCalls.getTempCart.route}`,
    {
      preValidation: app.requireAuth,
      schema: {
        tags,
        summary: "The member's temporary cart",
        security,
        response: { 200: TempCartAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => tempCart.getTempCart(db, request.memberId!),
  );

  app.delete(
    `/${cartCalls.deleteTempCart.route}`,
    {
      preValidation: app.requireAuth,
      schema: {
        tags,
        summary: "Remove products (product_ids[]) from the member's temporary cart",
        security,
        querystring: DeleteTempCartQuery,
        response: { 200: DeleteTempCartAnswer, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const ids = [request.query['product_ids[]'] ?? [], request.query.product_ids ?? []].flat();
      return tempCart.deleteTempCart(db, request.memberId!, ids);
    },
  );

  app.put(
    `/${cartCalls.bindTempCart.route}`,
    {
      preValidation: app.requireAuth,
      schema: {
        tags,
        summary: "After login: the guest cart of this X-Visit-ID joins the member's (larger quantity kept)",
        security,
        response: { 200: BindTempCartAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => tempCart.bindTempCart(db, request.memberId!, request.visitId, now()),
  );

  app.post(
    `/${cartCalls.cartSummary.route}`,
    {
      schema: {
        tags,
        summary:
          'Price the browser carts with the open promotions: the cart state of storefront.md §3 (line prices of §9)',
        body: CartSummaryBody,
        response: { 200: CartSummaryAnswer, ...errorAnswers(422) },
      },
    },
    async (request) => ({
      summary: await cartSummary(db, request.body.carts, request.body.currency, request.memberId, now()),
    }),
  );
};
