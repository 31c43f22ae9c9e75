// One host for the shop (issue 23): a shopper who reaches it on another host (www. or the bare domain, an
// old name) is sent to SITE_URL's with a 301, so every page, cookie, storage and the payment pages'
// `form-action 'self'` work on the host the shop's absolute addresses name. Only when SITE_URL is set:
// without it (development, tests) every host is served. The host is the Host header; X-Forwarded-Host
// counts only when TRUST_PROXY names the proxy (Fastify's request.host follows trustProxy).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Liveness and readiness are asked by address (load balancers, orchestrators), never redirected. */
const HOST_FREE_PATHS = new Set(['/healthz', '/readyz']);

export interface CanonicalHostOptions {
  /** SITE_URL as configured; unset or empty turns the redirect off. */
  siteUrl: string | undefined;
  /** Server rendering's in-process calls carry this header and secret; they have no real host. */
  inProcess: { header: string; secret: string };
}

export function canonicalHostOf(siteUrl: string | undefined): URL | null {
  const configured = siteUrl?.trim();
  return configured ? new URL(configured) : null;
}

export function registerCanonicalHost(app: FastifyInstance, options: CanonicalHostOptions): void {
  const site = canonicalHostOf(options.siteUrl);
  if (!site) return;
  const host = site.host.toLowerCase();
  const origin = site.origin;
  app.addHook('onRequest', async (request, reply) => {
    if (isExempt(request, options.inProcess)) return;
    if ((request.host ?? '').toLowerCase() === host) return;
    return reply.redirect(`${origin}${request.url.startsWith('/') ? request.url : '/'}`, 301);
  });
}

function isExempt(request: FastifyRequest, inProcess: CanonicalHostOptions['inProcess']): boolean {
  if (request.headers[inProcess.header] === inProcess.secret) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  return HOST_FREE_PATHS.has(path);
}
