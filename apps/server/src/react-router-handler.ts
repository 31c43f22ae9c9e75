import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { cspWithScriptNonce } from '@shop/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext, RequestHandler } from 'react-router';
import type { PageCache } from './page-cache.ts';
import {
  cspForPage,
  isShareablePageRequest,
  NO_CDN,
  type PageCdnPolicy,
  PRIVATE_PAGE,
  pageCacheControl,
  withAcceptEncodingVary,
} from './page-headers.ts';

const NONCE_BYTES = 16;

export interface PageHandlerOptions {
  /** Rendered pages kept in this process for the next guests (null: every request renders). */
  pageCache?: PageCache | null;
  /** The shop's origin, which pages see instead of the request's Host. */
  siteOrigin?: string;
  /** What shared caches (a CDN) may do with a guest page. */
  cdn?: PageCdnPolicy;
}

/**
 * Turns a Fastify request into the Web Request React Router's handler takes, and back. With a page
 * cache, a guest's GET is answered from it when a page for that URL is kept.
 *
 * A page any guest may be sent (a GET without credentials) is rendered without a nonce and whole: its
 * Content-Security-Policy names the hashes of its own inline scripts, so a copy kept here or by a CDN
 * is as safe for the next guest as for the first. A page for one visitor (a form post, a request with
 * credentials) is streamed with a fresh nonce and marked private.
 */
export function reactRouterHandler(
  handle: RequestHandler,
  loadContext: (request: FastifyRequest) => AppLoadContext,
  { pageCache = null, siteOrigin = 'http://localhost', cdn = NO_CDN }: PageHandlerOptions = {},
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const kept = pageCache?.read(request);
    if (kept) return reply.status(200).headers(kept.headers).send(kept.body);

    const shareable = isShareablePageRequest(request);
    const nonce = shareable ? undefined : randomBytes(NONCE_BYTES).toString('base64');
    const response = await handle(toWebRequest(request, reply, siteOrigin), {
      ...loadContext(request),
      ...(nonce ? { cspNonce: nonce } : {}),
    });
    const cookies = response.headers.getSetCookie();
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') headers[name] = value;
    }
    headers['cache-control'] = pageCacheControl({
      request,
      status: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      setsCookies: cookies.length > 0,
      policy: cdn,
    });
    if (headers['cache-control'] !== PRIVATE_PAGE) headers.vary = withAcceptEncodingVary(headers.vary);
    reply.status(response.status);
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    if (nonce) {
      reply.headers({ ...headers, 'content-security-policy': cspWithScriptNonce(nonce) });
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    }
    const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
    headers['content-security-policy'] = cspForPage(body?.toString('utf8') ?? '');
    reply.headers(headers);
    if (!body) return reply.send();
    // A page that sets cookies or is not a plain 200 is never shared.
    if (pageCache?.mayKeep(request) && response.status === 200 && cookies.length === 0)
      pageCache.keep(request, { body, headers });
    return reply.send(body);
  };
}

/**
 * The page sees the shop's configured origin, never the Host or X-Forwarded-Host of the request: pages
 * write it into canonical, og:url and JSON-LD, and guests share rendered pages. The path is appended to
 * the origin (not resolved against it), so `GET //evil.example/` stays a path of the shop.
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, siteOrigin: string): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(`${siteOrigin}${request.url}`), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM type does not know it.
    duplex: hasBody ? 'half' : undefined,
  });
}
