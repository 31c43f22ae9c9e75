import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';
import { jsonBodyPlugin, parsedWithoutBadText } from './json-body.ts';

describe('JSON bodies', () => {
  async function echoApp() {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(jsonBodyPlugin);
    app.post('/echo', async (request) => ({ body: request.body ?? null }));
    return app;
  }

  it('takes an empty body sent as JSON as no body', async () => {
    const app = await echoApp();
    const answer = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ body: null });
  });

  it('still parses JSON and refuses malformed JSON', async () => {
    const app = await echoApp();
    const parsed = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(parsed.json()).toEqual({ body: { a: 1 } });
    const broken = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('marks a body whose text has no \\u0000 nor surrogate escape as clean, and only such a body', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(jsonBodyPlugin);
    app.post('/mark', async (request) => ({ clean: parsedWithoutBadText(request.body) }));
    const send = async (payload: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/mark',
          headers: { 'content-type': 'application/json' },
          payload,
        })
      ).json();
    expect(await send('{"name":"林小安","items":[{"q":1}]}')).toEqual({ clean: true });
    expect(await send('{"name":"a\\u0000b"}')).toEqual({ clean: false });
    expect(await send('{"items":[{"note":"\\u0000"}]}')).toEqual({ clean: false });
    // An escaped backslash before "u0000" is no NUL, but the cheap check walks it anyway.
    expect(await send('{"name":"a\\\\u0000b"}')).toEqual({ clean: false });
    // A surrogate escape may be half of a pair or alone: the text check walks the body either way.
    expect(await send('{"name":"a\\ud800b"}')).toEqual({ clean: false });
    expect(await send('{"name":"\\uD83D\\uDE00"}')).toEqual({ clean: false });
    expect(await send('{"name":"\\u00e9"}')).toEqual({ clean: true });
    expect(parsedWithoutBadText({ name: 'not parsed here' })).toBe(false);
  });
});
