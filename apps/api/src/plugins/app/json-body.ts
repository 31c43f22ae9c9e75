import fp from 'fastify-plugin';

/**
 * Bodies parsed from JSON text without a `\u0000` escape nor a surrogate escape (`\ud800`–`\udfff`). JSON
 * can write NUL only as that escape (a raw control character is malformed JSON), and a lone surrogate only
 * as an escape (UTF-8 text cannot hold one), so these hold neither and the text check need not walk them.
 */
const bodiesWithoutBadText = new WeakSet<object>();
const RISKY_ESCAPE = /\\u(0000|[dD][89a-fA-F])/;

/** True for a body this parser read from text without a NUL or surrogate escape. */
export function parsedWithoutBadText(body: unknown): boolean {
  return typeof body === 'object' && body !== null && bodiesWithoutBadText.has(body);
}

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
        const body: unknown = JSON.parse(text);
        if (typeof body === 'object' && body !== null && !RISKY_ESCAPE.test(text))
          bodiesWithoutBadText.add(body);
        done(null, body);
      } catch (error) {
        (error as Error & { statusCode?: number }).statusCode = 400;
        done(error as Error, undefined);
      }
    });
  },
  { name: 'shop-json-body', fastify: '5.x', dependencies: ['shop-error-handler'] },
);
