import type { FastifyContextConfig } from 'fastify';
import fp from 'fastify-plugin';
import {
  compressBody,
  isCompressible,
  PER_REQUEST_LEVEL,
  preferredEncoding,
  varyWithEncoding,
} from '../../lib/compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers are compressed by this plugin or sent already encoded (every call of the table). */
    compressesOwnAnswers?: true;
  }
}

/**
 * Whether a route's answers leave the API compressed (or small, or already encoded): a host's own
 * compression hooks have nothing to do there and can pass the route by.
 */
export function compressesOwnAnswers(config: FastifyContextConfig | undefined): boolean {
  return config?.compressesOwnAnswers === true;
}

/**
 * Compresses the API's answers built per request (the cart summary, member answers) in one synchronous
 * call at a fast level, instead of the host's @fastify/compress stream per answer (its stream object
 * cost more than the compression itself on a few kilobytes). An answer already encoded (a kept answer)
 * or not a string or Buffer (a file) is left to the host. Registered after the answer cache, whose
 * onSend keeps the body as the route wrote it.
 */
export const answerCompressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) {
        done(null, payload);
        return;
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (!isCompressible(body, reply.getHeader('content-type')?.toString())) {
        done(null, payload);
        return;
      }
      reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') {
        done(null, body);
        return;
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressBody(body, encoding, PER_REQUEST_LEVEL));
    });
  },
  { name: 'shop-answer-compression', fastify: '5.x', dependencies: ['shop-cache'] },
);
