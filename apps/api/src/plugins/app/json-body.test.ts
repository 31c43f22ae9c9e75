import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';
import { jsonBodyPlugin } from './json-body.ts';

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
});
