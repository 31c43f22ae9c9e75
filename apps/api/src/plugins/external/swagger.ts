import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the API documents itself, relative to the API prefix (so /front-stage/v1/docs). */
export const DOCS_PATH = '/docs';

/** OpenAPI document generated from the routes' zod schemas, with Swagger UI beside it. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Skincare shop storefront API',
          description:
            'The calls of the storefront (storefront.md §7). Errors answer {message, code, errors?}.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
  },
  { name: 'shop-swagger', fastify: '5.x' },
);
