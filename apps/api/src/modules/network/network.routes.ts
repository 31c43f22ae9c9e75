import { contentPageCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { familyMapUrl, ipGeoOf, isCompanyAddress } from './network.service.ts';

/**
 * The visitor's network (storefront.md §7.3: get-ip-geo-data, is-company-ip, route-to-family-map). Both
 * answers depend on the caller's address, so no shared cache may keep them (perCaller in the table).
 */
export const networkRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { ipGeo, companyIp, familyMap } = contentPageCalls;
  registerCalls(
    app,
    { ipGeo, companyIp, familyMap },
    {
      ipGeo: (request) => ipGeoOf(request.ip, request.headers),
      companyIp: (request) => ({ isCompanyIp: isCompanyAddress(request.ip) }),
      familyMap: async (_request, reply) => reply.redirect(await familyMapUrl(db), 302),
    },
  );
};
