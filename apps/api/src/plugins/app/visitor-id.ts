import fp from 'fastify-plugin';

/** Longest X-Visit-ID we keep; the storefront's own ids are about 30 characters (storefront.md §3). */
export const VISIT_ID_MAX_LENGTH = 100;
const VISIT_ID_HEADER = 'x-visit-id';
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor id the storefront sends in X-Visit-ID, or null when absent or unusable. */
    visitId: string | null;
  }
}

/**
 * Reads X-Visit-ID. A missing, too long or garbled value is ignored (visitId = null) rather than
 * refused: the id only feeds analytics, and a mangled header must never stop someone shopping.
 */
export function readVisitId(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value.length > VISIT_ID_MAX_LENGTH || !PRINTABLE_ASCII.test(value)) return null;
  return value;
}

export const visitorIdPlugin = fp(
  async (app) => {
    app.decorateRequest('visitId', null);
    // A callback hook: no promise per request for a header read.
    app.addHook('onRequest', (request, _reply, done) => {
      request.visitId = readVisitId(request.headers[VISIT_ID_HEADER]);
      done();
    });
  },
  { name: 'shop-visitor-id', fastify: '5.x' },
);
