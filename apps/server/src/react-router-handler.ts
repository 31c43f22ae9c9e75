import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { cspWithScriptNonce } from '@shop/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext, RequestHandler } from 'react-router';
import type { PageCache } from './page-cache.ts';

const NONCE_BYTES = 16;

/**
 * Turns a Fastify request into the Web Request React Router's handler takes, and back. With a page
 * cache, a guest's GET is answered from it when a page for that URL is kept.
 */
export function reactRouterHandler(
  handle: RequestHandler,
  loadContext: (request: FastifyRequest) => AppLoadContext,
  pageCache: PageCache | null = null,
  siteOrigin = 'http://localhost',
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const kept = pageCache?.read(request);
    if (kept) return reply.status(200).headers(kept.headers).send(kept.body);

    // A fresh nonce per render; a kept page is sent with the policy it was rendered with (same nonce).
    const nonce = randomBytes(NONCE_BYTES).toString('base64');
    const response = await handle(toWebRequest(request, reply, siteOrigin), {
      ...loadContext(request),
      cspNonce: nonce,
    });
    reply.status(response.status);
    const headers: Record<string, string> = { 'content-security-policy': cspWithScriptNonce(nonce) };
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') headers[name] = value;
    }
    reply.headers(headers);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();

    // A page that sets cookies or is not a plain 200 is never shared.
    if (pageCache?.mayKeep(request) && response.status === 200 && cookies.length === 0) {
      const body = Buffer.from(await response.arrayBuffer());
      pageCache.keep(request, { body, headers });
      return reply.send(body);
    }
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
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
