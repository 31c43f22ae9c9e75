import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A fetch that answers from the same Fastify instance without a socket, so server-side
 * rendering calls the API at function-call cost.
 */
export function inProcessFetch(
  app: FastifyInstance,
  marker?: { header: string; secret: string },
): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), 'http://in-process'),
      init,
    );
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: {
        ...Object.fromEntries(request.headers),
        ...(marker ? { [marker.header]: marker.secret } : {}),
      },
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const nullBody = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}
