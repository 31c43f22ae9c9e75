import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../errors.ts';
import {
  hashSessionToken,
  liveSession,
  readBearerToken,
  SESSION_TOUCH_INTERVAL_MS,
  touchSession,
} from '../../modules/sessions/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind a valid bearer token, or null for guests (and for bad tokens). */
    memberId: number | null;
  }
  interface FastifyInstance {
    /** preHandler for (auth) calls: answers 401 UNAUTHENTICATED unless the request carries a live session. */
    requireAuth: preHandlerAsyncHookHandler;
  }
}

/**
 * Resolves the bearer token of every request to request.memberId. A missing or dead token makes a
 * guest rather than an error, so calls with optional auth keep working; requireAuth refuses guests.
 * Needs the `db` decorator.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('memberId', null);
    app.decorate('requireAuth', async (request) => {
      if (request.memberId === null) throw unauthenticated();
    });
    // A request without a token (every guest) passes synchronously, without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = readBearerToken(request.headers.authorization);
      if (token === null) {
        done();
        return;
      }
      resolveMember(request, token).then(() => done(), done);
    });
    async function resolveMember(request: FastifyRequest, token: string): Promise<void> {
      const now = new Date();
      const tokenHash = hashSessionToken(token);
      // Kept in memory a few seconds (SESSION_KEPT_MS: the bound on a revocation made by another process).
      const session = await liveSession(app.db, tokenHash, now);
      if (!session) return;
      request.memberId = session.member_id;
      if (now.getTime() - session.last_seen_at.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await touchSession(app.db, session.session_id, now, tokenHash);
      }
    }
  },
  { name: 'shop-auth', fastify: '5.x', dependencies: ['shop-db', 'shop-error-handler'] },
);
