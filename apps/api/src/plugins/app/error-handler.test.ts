import { ErrorBody } from '@shop/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';
import { errorHandlerPlugin } from './error-handler.ts';

async function buildApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin, { notFound: true });
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/conflict', async () => {
    throw new ApiError(409, 'OUT_OF_STOCK', 'Not enough stock');
  });
  app.get(
    '/bad-answer',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'x' }) as never,
  );
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(2), age: z.number() }) } },
    async (req) => req.body,
  );
  return app;
}

describe('error handler', () => {
  it('answers a generic 500 without leaking the error', async () => {
    const app = await buildApp();
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    const body = ErrorBody.parse(res.json());
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).not.toContain('hunter2');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bad = await app.inject({ url: '/bad-answer' });
    expect(bad.statusCode).toBe(500);
    expect(ErrorBody.parse(bad.json()).code).toBe('INTERNAL_ERROR');
  });

  it('answers an ApiError as thrown', async () => {
    const res = await (await buildApp()).inject({ url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Not enough stock', code: 'OUT_OF_STOCK' });
  });

  it('answers 422 with errors per field for an invalid body, and for malformed JSON', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a' } });
    expect(res.statusCode).toBe(422);
    const body = ErrorBody.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['age', 'name']);
    const malformed = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(422);
    expect(ErrorBody.parse(malformed.json()).code).toBe('VALIDATION_FAILED');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await (await buildApp()).inject({ method: 'DELETE', url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).code).toBe('NOT_FOUND');
  });
});

describe('a value PostgreSQL refuses', () => {
  it('answers 422, not 500, for an integer past int4 or text it cannot encode (the driver error under drizzle’s)', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    const codes = ['22003', '22P05', '22021'];
    for (const code of codes)
      app.get(`/refused-${code}`, async () => {
        const driver = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
          code,
        });
        throw new Error('Failed query: select …', { cause: driver });
      });
    app.get('/other-database-error', async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('deadlock'), { code: '40P01' }) });
    });
    for (const code of codes) {
      const res = await app.inject({ method: 'GET', url: `/refused-${code}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The request is not valid.',
        code: 'VALIDATION_FAILED',
        errors: { request: ['The request is not valid.'] },
      });
    }
    expect((await app.inject({ method: 'GET', url: '/other-database-error' })).statusCode).toBe(500);
  });
});
