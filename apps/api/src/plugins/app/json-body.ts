import fp from 'fastify-plugin';

/**
 * Every call of the storefront sends `Content-Type: application/json` (storefront.md §7.1), also
 * the ones without a body (logout, bind-member). Fastify refuses an empty JSON body, so an empty
 * one is read as "no body" here; malformed JSON still fails and the error handler answers 422.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        (error as Error & { statusCode?: number }).statusCode = 400;
        done(error as Error, undefined);
      }
    });
  },
  { name: 'shop-json-body', fastify: '5.x', dependencies: ['shop-error-handler'] },
);
