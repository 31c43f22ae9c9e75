import { catalogueCalls } from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as service from './favourites.service.ts';

/** Favourites and restock notices of the logged-in member (storefront.md §7.4). */
export const favouriteRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const member = (request: FastifyRequest) => memberIdOf(request);
  const { favorites, postFavorite, deleteFavorite, productNotice } = catalogueCalls;
  registerCalls(
    app,
    { favorites, postFavorite, deleteFavorite, productNotice },
    {
      favorites: async (request) => ({ favorites: await service.listFavorites(db, member(request)) }),
      postFavorite: async (request) => ({
        favorite: await service.addFavorite(db, member(request), request.body.product_id),
      }),
      deleteFavorite: (request) => service.removeFavorite(db, member(request), request.params.id),
      productNotice: async (request) => ({
        response: await service.addRestockNotice(db, member(request), request.body.productId),
      }),
    },
  );
};
