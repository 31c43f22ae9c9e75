// The back office's app (apps/admin, built to apps/admin/dist) under /admin, served by the shop's own
// process (docs/decisions/073-back-office-foundation.md). Its hashed assets are kept a year; every other
// path under /admin answers the app's page, which routes in the browser. Its data comes from /back-stage/v1.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const adminBuildDir = fileURLToPath(new URL('../../admin/dist', import.meta.url));
const YEAR_MS = 31_536_000_000;

/** Nothing but the app's own files: no inline script, no other origin, never framed, never indexed. */
const ADMIN_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // blob: the return photos, fetched with the staff token and shown from memory.
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'same-origin' as const },
};

export async function registerAdminApp(app: FastifyInstance): Promise<void> {
  const page = path.join(adminBuildDir, 'index.html');
  if (!existsSync(page)) {
    app.log.warn(`No back-office build at ${adminBuildDir}: /admin is not served. Run "npm run build".`);
    return;
  }
  const html = readFileSync(page, 'utf8');
  await app.register(
    async (admin) => {
      await admin.register(fastifyHelmet, ADMIN_HELMET);
      await admin.register(fastifyStatic, {
        root: path.join(adminBuildDir, 'assets'),
        prefix: '/assets/',
        immutable: true,
        maxAge: YEAR_MS,
        decorateReply: false,
      });
      const sendPage = async (_request: unknown, reply: import('fastify').FastifyReply) =>
        reply
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .send(html);
      admin.get('/', sendPage);
      admin.get('/*', sendPage);
    },
    { prefix: '/admin' },
  );
}
