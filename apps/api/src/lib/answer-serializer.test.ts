import { CartSummaryAnswer } from '@shop/contracts';
import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, fastStringifyOf } from './answer-serializer.ts';

const Answer = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.object({ code: z.enum(['a', 'b']), count: z.literal(0) })),
  kind: z.discriminatedUnion('type', [
    z.object({ type: z.literal('x'), x: z.number() }),
    z.object({ type: z.literal('y'), y: z.string() }),
  ]),
  extra: z.number().optional(),
});

async function answerWith(validate: boolean, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializerCompiler({ validate }));
  app.get('/', { schema: { response: { 200: Answer } } }, () => data);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

const valid = {
  id: 7,
  name: '林小安',
  note: null,
  tags: [{ code: 'b', count: 0 }],
  kind: { type: 'y', y: '綠標B區' },
};

describe('answers written from the JSON Schema of their zod answer', () => {
  it('writes what zod would, and only the properties the contract names', async () => {
    const res = await answerWith(false, {
      ...valid,
      secret: 'password hash',
      tags: [{ ...valid.tags[0], x: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(valid));
  });

  it('checks the answer against its schema when asked (tests, development): a mismatch is a 500', async () => {
    const broken = { ...valid, id: 'seven' };
    const res = await answerWith(true, broken);
    expect(res.statusCode).toBe(500);
    const app = Fastify();
    app.setSerializerCompiler(answerSerializerCompiler({ validate: true }));
    app.get('/', { schema: { response: { 200: Answer } } }, () => broken);
    let caught: unknown = null;
    app.setErrorHandler((error, _request, reply) => {
      caught = error;
      return reply.status(500).send({});
    });
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(isResponseSerializationError(caught)).toBe(true);
  });

  it('keeps zod for schemas JSON Schema cannot say the same way (defaults, transforms, dates)', () => {
    expect(fastStringifyOf(z.object({ a: z.string().default('x') }))).toBeNull();
    expect(fastStringifyOf(z.object({ at: z.date() }))).toBeNull();
    expect(fastStringifyOf(Answer)).not.toBeNull();
  });

  it('serves the cart summary, the biggest answer, through fast-json-stringify', () => {
    expect(fastStringifyOf(CartSummaryAnswer)).not.toBeNull();
  });
});
