import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';

/** Turns a Fastify request into the Web Request React Router's handler takes, and back. */
export function reactRouterHandler(
  build: ServerBuild,
  loadContext: (request: FastifyRequest) => AppLoadContext,
) {
  const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await handle(toWebRequest(request, reply), loadContext(request));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM type does not know it.
    duplex: hasBody ? 'half' : undefined,
  });
}
