import { CompanyIpAnswer, IpGeoAnswer } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import { familyMapUrl, ipGeoOf, isCompanyAddress } from './network.service.ts';

const tags = ['network'];
// Both answers depend on the caller's address, so no shared cache may keep them.
const perCaller = { cache: PRIVATE_ANSWER };

/** The visitor's network (storefront.md §7.3: get-ip-geo-data, is-company-ip, route-to-family-map). */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/get-ip-geo-data',
    { schema: { tags, summary: "The caller's country", response: { 200: IpGeoAnswer } }, config: perCaller },
    async (request) => ipGeoOf(request.ip, request.headers),
  );

  app.get(
    '/is-company-ip',
    {
      schema: {
        tags,
        summary: 'Whether the caller is on a company network',
        response: { 200: CompanyIpAnswer },
      },
      config: perCaller,
    },
    async (request) => ({ isCompanyIp: isCompanyAddress(request.ip) }),
  );

  app.get(
    '/route-to-family-map',
    {
      schema: {
        tags,
        summary: 'Redirect (302) to the family map',
        response: errorAnswers(404),
      },
    },
    async (_request, reply) => reply.redirect(await familyMapUrl(db), 302),
  );
};
