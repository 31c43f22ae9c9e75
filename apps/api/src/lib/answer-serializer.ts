// Answers are written by fast-json-stringify from the JSON Schema of the call's zod answer, the way Fastify
// serializes a response schema (docs/decisions/037-checkout-throughput-and-answer-serialization.md): several times quicker than zod's
// encode followed by JSON.stringify for a big answer such as the cart summary, and it writes only the
// properties the contract names, so a field a handler adds by mistake still never leaves the server.

import { readSetting } from '@shop/contracts/settings';
import fastJsonStringify from 'fast-json-stringify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Stringify = (data: unknown) => string;
type SerializerCompiler = typeof zodSerializerCompiler;

export interface AnswerSerializerOptions {
  /**
   * Check every answer against its zod schema first, failing with a 500 on a mismatch as zod's serializer
   * does. On everywhere but in production: tests and development still catch an answer that breaks its contract.
   */
  validate?: boolean;
}

function zodSchemaOf(schema: unknown): ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/** A JSON Schema as text, without what only tells input from output of a plain object (closed on the way out). */
function shapeOf(schema: unknown): string {
  return JSON.stringify(schema, (key, value) =>
    key === 'additionalProperties' && value === false ? undefined : value,
  );
}

/**
 * The fast writer of a zod schema, or null when JSON Schema cannot say the same thing: a schema that
 * changes values on the way out (codecs, defaults: its input and output shapes differ) or holds a type
 * JSON Schema cannot describe keeps zod's own serializer.
 */
export function fastStringifyOf(schema: ZodType): Stringify | null {
  try {
    const settings = { target: 'draft-7', unrepresentable: 'throw' } as const;
    const output = z.toJSONSchema(schema, { ...settings, io: 'output' });
    const input = z.toJSONSchema(schema, { ...settings, io: 'input' });
    if (shapeOf(output) !== shapeOf(input)) return null;
    return fastJsonStringify(output as Parameters<typeof fastJsonStringify>[0]) as Stringify;
  } catch {
    return null;
  }
}

/** Fastify's serializer compiler for the API: fast-json-stringify where it can, zod's serializer elsewhere. */
export function answerSerializerCompiler({
  validate = readSetting('NODE_ENV') !== 'production',
}: AnswerSerializerOptions = {}): SerializerCompiler {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    // Compiled on the first answer, not at start: most routes of a test never answer.
    let fast: Stringify | null | undefined;
    let fallback: Stringify | undefined;
    return (data: unknown) => {
      if (fast === undefined) fast = schema ? fastStringifyOf(schema) : null;
      if (fast === null || schema === null) {
        fallback ??= zodSerializerCompiler(route) as Stringify;
        return fallback(data);
      }
      if (!validate) return fast(data);
      const checked = z.safeEncode(schema, data);
      if (checked.error)
        throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
      return fast(checked.data);
    };
  };
}
