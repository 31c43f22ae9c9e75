import {
  DeleteFavoriteAnswer,
  FavoritesAnswer,
  IdParam,
  PostFavoriteAnswer,
  PostFavoriteBody,
  ProductNoticeAnswer,
  ProductNoticeBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../schemas.ts';
import * as service from './favourites.service.ts';

const tags = ['favourites'];
const security = [{ bearerAuth: [] }];

/** Favourites and restock notices of the logged-in member (storefront.md §7.4). */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Before validation, so a guest always gets 401 rather than a complaint about the body.
  app.addHook('preValidation', app.requireAuth);

  app.get(
    '/get-favorites',
    {
      schema: {
        tags,
        summary: "The member's favourites",
        security,
        response: { 200: FavoritesAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => ({ favorites: await service.listFavorites(db, request.memberId!) }),
  );

  app.post(
    '/post-favorites',
    {
      schema: {
        tags,
        summary: 'Add a product to the favourites (adding twice keeps one)',
        security,
        body: PostFavoriteBody,
        response: { 200: PostFavoriteAnswer, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => ({
      favorite: await service.addFavorite(db, request.memberId!, request.body.product_id),
    }),
  );

  app.delete(
    '/delete-favorites/:id',
    {
      schema: {
        tags,
        summary: 'Remove a product (by product id) from the favourites',
        security,
        params: IdParam,
        response: { 200: DeleteFavoriteAnswer, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => service.removeFavorite(db, request.memberId!, request.params.id),
  );

  app.post(
    '/add-product-notice',
    {
      schema: {
        tags,
        summary: 'Ask to be told when a product is back in stock',
        security,
        body: ProductNoticeBody,
        response: { 200: ProductNoticeAnswer, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => ({
      response: await service.addRestockNotice(db, request.memberId!, request.body.productId),
    }),
  );
};
