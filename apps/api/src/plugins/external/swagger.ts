import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { readSetting } from '@shop/contracts/settings';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the API documents itself, relative to the API prefix (so /front-stage/v1/docs). */
export const DOCS_PATH = '/docs';

export interface SwaggerOptions {
  /** Serve Swagger UI at DOCS_PATH (API_DOCS=true); the OpenAPI JSON at DOCS_PATH/json is always served. */
  ui?: boolean;
}

/** OpenAPI document generated from the routes' zod schemas, with Swagger UI beside it when asked for. */
export const swaggerPlugin = fp<SwaggerOptions>(
  async (app, opts) => {
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
    if (opts.ui ?? readSetting('API_DOCS') === 'true') {
      await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
      return;
    }
    app.get(`${DOCS_PATH}/json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'shop-swagger', fastify: '5.x' },
);
